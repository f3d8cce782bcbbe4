import { DataTypes, QueryTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';
import { addressPostalCode, lookupPostalCode } from '@rr/server-kit/postal-codes';

/**
 * Where a series is, for the series finder's radius search and its distance order: the reference point of its postal
 * code (`latitude`, `longitude`), as an event's venue has one: the service's own `zip_locations` table first, else the
 * zipcodes registry; null for a series outside the US and Canada or with a code neither knows. Kept with the series
 * whenever it is saved (catalog.ts); the series already stored are placed here, once.
 */
export const seriesLocationMigration: Migration = {
  name: '0019-series-location',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('series', 'latitude', { type: DataTypes.DOUBLE, allowNull: true });
    await queryInterface.addColumn('series', 'longitude', { type: DataTypes.DOUBLE, allowNull: true });
    const sql = queryInterface.sequelize;
    const rows = await sql.query<{ id: string; zipcode: string | null; country: string }>('SELECT id, zipcode, country FROM series', { type: QueryTypes.SELECT });
    for (const row of rows) {
      const code = addressPostalCode(row.zipcode, row.country);
      if (!code) continue;
      const [own] = await sql.query<{ latitude: number; longitude: number }>('SELECT latitude, longitude FROM zip_locations WHERE code = ?', { replacements: [code.key], type: QueryTypes.SELECT });
      const point = own ?? (await lookupPostalCode(code.key));
      if (point) await sql.query('UPDATE series SET latitude = ?, longitude = ? WHERE id = ?', { replacements: [point.latitude, point.longitude, row.id] });
    }
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeColumn('series', 'longitude');
    await queryInterface.removeColumn('series', 'latitude');
  },
};
