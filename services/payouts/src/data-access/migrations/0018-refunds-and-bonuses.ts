import { DataTypes, QueryTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';
// A data migration: it recomputes the read model once with the rebuild's own code, so rows counted under the old
// measures read as new ones do. The only arrow from data access up to the reports.
// eslint-disable-next-line import-x/no-restricted-paths
import { rebuildMoney } from '../../reporting/rebuild-read-model.js';
import type { PayoutsDb } from '../database.js';

/**
 * What the reports count (docs/reports.md "Measures"):
 *
 * - `report_rider_daily.refunded_cents`: refunds are the `refunded` measure, on the day of the refund. They were a
 *   negative `redeemed` on that day, which lowered a later month's (or year's) redemptions for a redemption made long
 *   before and drew the chart below zero.
 * - `lots.bonus`: the award pays a bonus. An event's bonus paid in cash is a cash lot (the rider can cash it out), and
 *   the reports counted it as cash; they now count every bonus as a bonus. Marked: lots of `bonus` type, lots an event's
 *   bonus decision paid (`earn:<event>:bonus:<id>:<round>`), and the lots a rider merge moved them to.
 *
 * Then the money tables are rebuilt from the ledger (the rebuild's own code, `rebuildMoney`), so the rows already
 * counted read as new ones do.
 */
export const refundsAndBonusesMigration: Migration = {
  name: '0018-refunds-and-bonuses',
  async up({ context: { queryInterface } }) {
    const sequelize = queryInterface.sequelize;
    await queryInterface.addColumn('report_rider_daily', 'refunded_cents', { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 });
    await queryInterface.addColumn('lots', 'bonus', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
    await sequelize.query("UPDATE lots SET bonus = :yes WHERE type = 'bonus'", { replacements: { yes: true } });
    const paid = await sequelize.query<{ lot_id: string }>(
      `SELECT DISTINCT p.lot_id FROM journal_transactions j JOIN postings p ON p.transaction_id = j.id
        WHERE j.kind = 'earning' AND j.source_key LIKE 'earn:%:bonus:%' AND p.lot_id IS NOT NULL`,
      { type: QueryTypes.SELECT },
    );
    let marked = paid.map((row) => row.lot_id);
    // A merge moved what was left of a lot to a new one: the new one pays the same bonus (chains end within a few hops).
    for (let hop = 0; marked.length > 0 && hop < 20; hop += 1) {
      const next: string[] = [];
      for (let i = 0; i < marked.length; i += 500) {
        const ids = marked.slice(i, i + 500);
        await sequelize.query('UPDATE lots SET bonus = :yes WHERE id IN (:ids)', { replacements: { yes: true, ids } });
        const moved = await sequelize.query<{ moved_to_lot_id: string }>('SELECT moved_to_lot_id FROM lots WHERE id IN (:ids) AND moved_to_lot_id IS NOT NULL', { replacements: { ids }, type: QueryTypes.SELECT });
        next.push(...moved.map((row) => row.moved_to_lot_id));
      }
      marked = next;
    }
    // The rebuild reads only the database (no model): the migration's connection is enough.
    await rebuildMoney({ sequelize } as PayoutsDb);
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeColumn('lots', 'bonus');
    await queryInterface.removeColumn('report_rider_daily', 'refunded_cents');
  },
};
