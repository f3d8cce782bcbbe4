import { createLogger, createMigrator, createSequelize, createTestDatabase } from '@rr/server-kit';
import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { migrations } from '../src/data-access/migrations/index.js';

/** Series stored before the series finder's radius search are placed by their postal code, once, by the migration. */
describe('migration 0019-series-location', () => {
  it('places the stored series by their postal code: the own table first, else the registry; none outside the US and Canada', async () => {
    const database = await createTestDatabase('events_series_location');
    const sequelize = createSequelize(database.url, createLogger('test', 'silent'));
    try {
      const upTo = migrations.findIndex((migration) => migration.name === '0019-series-location');
      expect(upTo).toBeGreaterThan(0);
      await createMigrator(sequelize, migrations.slice(0, upTo)).up();
      // A Date, which each dialect writes as its DATETIME takes it (MariaDB refuses an ISO string ending in Z).
      const now = new Date();
      const series = (id: string, zipcode: string | null, country: string) =>
        sequelize.query('INSERT INTO series (id, name, zipcode, country, currency, promoter_id, active, bonus_cents, initial_value_cents, finished_version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, 0, 0, 0, ?, ?)', {
          replacements: [id, id, zipcode, country, country === 'CA' ? 'CAD' : 'USD', 'p1', now, now],
        });
      await series('perris', '92570', 'US');
      await series('barrie', 'L4N 8Y2', 'CA');
      await series('beverly-hills', '90210', 'US');
      await series('lyon', '69001', 'FR');
      await series('none', null, 'US');
      await createMigrator(sequelize, migrations.slice(0, upTo + 1)).up();
      const rows = await sequelize.query<{ id: string; latitude: number | null; longitude: number | null }>('SELECT id, latitude, longitude FROM series ORDER BY id', { type: QueryTypes.SELECT });
      expect(Object.fromEntries(rows.map((row) => [row.id, row.latitude === null ? null : [row.latitude, row.longitude]]))).toEqual({
        // The programme's own reference points.
        perris: [33.7825, -117.2286],
        barrie: [44.36, -79.69],
        // Not in the programme's table: the zipcodes registry.
        'beverly-hills': [34.0901, -118.4065],
        lyon: null,
        none: null,
      });
    } finally {
      await sequelize.close();
      await database.drop();
    }
  });
});
