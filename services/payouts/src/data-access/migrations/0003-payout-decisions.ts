import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * The rules engine's memory:
 *
 * - `event_results`: per event, the `results.published` version last applied and what other events are compared on
 *   (first day, country, sanctioning bodies: a double-sanctioned race pays once).
 * - `payout_decisions`: one row per result line or bonus of the event's current results: paid, pending or not paid,
 *   why (`reason` and the numbers behind it), what it pays, on which unit, and the lot it posted. A new version of the
 *   results rewrites these rows; money moves only by reversing and new journal transactions.
 * - `programme_rule_overrides`: changes to the default parameters (spec §9) per programme year and country (`*`).
 */
export const payoutDecisionsMigration: Migration = {
  name: '0003-payout-decisions',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('event_results', {
      event_id: { type: DataTypes.STRING(36), primaryKey: true },
      version: { type: DataTypes.INTEGER, allowNull: false },
      title: { type: DataTypes.STRING(200), allowNull: false },
      series_id: { type: DataTypes.STRING(36), allowNull: true },
      start_date: { type: DataTypes.STRING(10), allowNull: false },
      country: { type: DataTypes.STRING(2), allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      /** JSON array. */
      sanctioning_bodies: { type: DataTypes.STRING(500), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('event_results', ['start_date', 'country'], { name: 'event_results_race_day' });

    await queryInterface.createTable('payout_decisions', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      event_id: { type: DataTypes.STRING(36), allowNull: false },
      decision_key: { type: DataTypes.STRING(80), allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false },
      rider_id: { type: DataTypes.STRING(36), allowNull: true },
      class_id: { type: DataTypes.STRING(36), allowNull: true },
      class_name: { type: DataTypes.STRING(120), allowNull: true },
      place: { type: DataTypes.INTEGER, allowNull: true },
      outcome: { type: DataTypes.STRING(8), allowNull: false },
      reason: { type: DataTypes.STRING(24), allowNull: false },
      amount_cents: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      lot_type: { type: DataTypes.STRING(8), allowNull: true },
      withhold_percent: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      vin: { type: DataTypes.STRING(17), allowNull: true },
      /** JSON: the numbers behind the reason. */
      facts: { type: DataTypes.STRING(1000), allowNull: false, defaultValue: '{}' },
      /** The lot it posted (paid decisions). */
      lot_id: { type: DataTypes.STRING(36), allowNull: true },
      start_date: { type: DataTypes.STRING(10), allowNull: false },
      country: { type: DataTypes.STRING(2), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('payout_decisions', ['event_id', 'decision_key'], { name: 'payout_decisions_event_key_unique', unique: true });
    await queryInterface.addIndex('payout_decisions', ['rider_id', 'start_date'], { name: 'payout_decisions_rider' });
    await queryInterface.addIndex('payout_decisions', ['start_date', 'country', 'rider_id'], { name: 'payout_decisions_race_day' });
    await queryInterface.addIndex('payout_decisions', ['outcome', 'reason'], { name: 'payout_decisions_waiting' });

    await queryInterface.createTable('programme_rule_overrides', {
      year: { type: DataTypes.INTEGER, primaryKey: true },
      country: { type: DataTypes.STRING(2), primaryKey: true },
      /** JSON: the parameters that differ from the defaults. */
      params: { type: DataTypes.STRING(2000), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('programme_rule_overrides');
    await queryInterface.dropTable('payout_decisions');
    await queryInterface.dropTable('event_results');
  },
};
