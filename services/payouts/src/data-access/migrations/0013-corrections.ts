import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * What corrections need (docs/architecture.md "Money"):
 *
 * - `lots.reversed_at`: the award was taken back (its result changed or went). Money that returns to such a lot later
 *   (a failed cash-out's hold, a dealer's refund) must not make it spendable again: it repays what the rider owes.
 *   Lots a reversal named before are marked (with the migration's time; the reversal's own is in the journal).
 * - `event_results.distinct_race_ids`: events of the same day and country that staff marked as another race (JSON).
 * - `report_rider_daily.written_off_cents`: what staff forgave of a rider's debt (the `writtenOff` measure).
 * - `event_result_sets`: the last applied result set of each event (gzip of its JSON), so an event can be decided again
 *   when something outside it changes (the same race published twice lost or gained a rider) without waiting for the
 *   events service to publish it again.
 */
export const correctionsMigration: Migration = {
  name: '0013-corrections',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('lots', 'reversed_at', { type: DataTypes.DATE(3), allowNull: true });
    // Awards taken back before: marked (the journal keeps when), so money that still comes back to them (a hold, a
    // refund) is not spendable.
    const [reversals] = (await queryInterface.sequelize.query("SELECT details FROM journal_transactions WHERE kind = 'reversal'")) as [Array<{ details: string | null }>, unknown];
    const marked = new Date();
    for (const reversal of reversals) {
      let lotId: unknown;
      try {
        lotId = (JSON.parse(reversal.details ?? '{}') as { lotId?: unknown }).lotId;
      } catch {
        lotId = undefined;
      }
      if (typeof lotId === 'string') await queryInterface.bulkUpdate('lots', { reversed_at: marked }, { id: lotId, reversed_at: null });
    }
    await queryInterface.addColumn('event_results', 'distinct_race_ids', { type: DataTypes.STRING(2000), allowNull: false, defaultValue: '[]' });
    await queryInterface.addColumn('report_rider_daily', 'written_off_cents', { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 });
    await queryInterface.createTable('event_result_sets', {
      event_id: { type: DataTypes.STRING(36), primaryKey: true },
      version: { type: DataTypes.INTEGER, allowNull: false },
      payload: { type: DataTypes.BLOB('long'), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('event_result_sets');
    await queryInterface.removeColumn('report_rider_daily', 'written_off_cents');
    await queryInterface.removeColumn('event_results', 'distinct_race_ids');
    await queryInterface.removeColumn('lots', 'reversed_at');
  },
};
