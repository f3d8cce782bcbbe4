import { createLogger, createMigrator, createSequelize, createTestDatabase } from '@rr/server-kit';
import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { migrations } from '../src/data-access/migrations/index.js';

/** The remembered decisions' table and the lines' mark, added to a database that already has results, and taken out again. */
describe('migration 0020-remembered-decisions', () => {
  it('keeps the stored lines (undecided by any remembered decision), keeps one decision per promoter and line identity, and goes down cleanly', async () => {
    const database = await createTestDatabase('events_remembered_migration');
    const sequelize = createSequelize(database.url, createLogger('test', 'silent'));
    try {
      const at = migrations.findIndex((migration) => migration.name === '0020-remembered-decisions');
      expect(at).toBeGreaterThan(0);
      const migrator = createMigrator(sequelize, migrations.slice(0, at + 1));
      await createMigrator(sequelize, migrations.slice(0, at)).up();
      const now = new Date();
      await sequelize.query(
        "INSERT INTO events (id, title, type, start_date, end_date, city, state, zipcode, country, venue, venue_website, promoter_id, active, canceled, paying_event, currency, created_at, updated_at) VALUES ('e1', 'Round 1', 'motocross', '2026-03-01', '2026-03-01', 'Perris', 'CA', '92570', 'US', '', '', 'p1', 1, 0, 1, 'USD', ?, ?)",
        { replacements: [now, now] },
      );
      await sequelize.query("INSERT INTO event_classes (id, event_id, name, payout_type, position) VALUES ('c1', 'e1', 'Pro', 'cash', 0)");
      await sequelize.query(
        "INSERT INTO results (id, event_id, class_id, place, rider_name, payout_type, eligibility, result_type, match_status, created_at, updated_at) VALUES ('r1', 'e1', 'c1', 1, 'Lars Berg', 'cash', 'notRegistered', 'overall', 'notRider', ?, ?)",
        { replacements: [now, now] },
      );
      await migrator.up();
      const [line] = await sequelize.query<{ remembered_id: string | null; match_status: string }>("SELECT remembered_id, match_status FROM results WHERE id = 'r1'", { type: QueryTypes.SELECT });
      expect(line).toEqual({ remembered_id: null, match_status: 'notRider' });
      const decision = (id: string, promoterId: string) =>
        sequelize.query(
          "INSERT INTO remembered_decisions (id, promoter_id, line_key, name_key, plate, make, decision, event_title, decided_by, decided_at) VALUES (?, ?, 'k', 'lars berg', '4', 'ktm', 'notRider', 'Round 1', 'p1', ?)",
          { replacements: [id, promoterId, now] },
        );
      await decision('d1', 'p1');
      await decision('d2', 'p2');
      await expect(decision('d3', 'p1')).rejects.toThrow();

      await migrator.down();
      const columns = await sequelize.getQueryInterface().describeTable('results');
      expect(columns).not.toHaveProperty('remembered_id');
      expect(await sequelize.getQueryInterface().tableExists('remembered_decisions')).toBe(false);
    } finally {
      await sequelize.close();
      await database.drop();
    }
  });
});
