import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

const money = { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 };
const count = { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 };

/**
 * The reporting read model (docs/reports.md; services/payouts/src/reporting): what the administrators'
 * reports read, never joined across the services' databases at request time.
 *
 * - `report_money_daily`: the programme's money per programme day (America/Los_Angeles) × series × country ×
 *   currency × measure (`MONEY_MEASURES`), signed cents, the legs counted and the earnings (+1 an award, −1 one
 *   reversed in full). Fed by `money.posted`, rebuilt from the ledger.
 * - `report_rider_daily`: per rider, day and currency, each measure in a column of its own.
 * - `report_events`, `report_riders`: the events' and riders' facts as their services last said (`event.changed`,
 *   `rider.changed`; the newest `at` wins).
 * - `report_rebuilds`: one row per rebuilt part (`money`): the row a rebuild locks (consumers of `money.posted` take
 *   it shared) and when it last ran. `report_skipped_messages`: the `money.posted` messages a rebuild already
 *   counted before they were consumed (their consumer then adds nothing).
 */
export const reportingReadModelMigration: Migration = {
  name: '0011-reporting-read-model',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('report_money_daily', {
      day: { type: DataTypes.CHAR(10), primaryKey: true },
      series_id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false, defaultValue: '' },
      country: { type: DataTypes.CHAR(2), primaryKey: true, allowNull: false, defaultValue: '' },
      currency: { type: DataTypes.CHAR(3), primaryKey: true },
      measure: { type: DataTypes.STRING(16), primaryKey: true },
      amount_cents: { type: DataTypes.BIGINT, allowNull: false },
      entries: { type: DataTypes.INTEGER, allowNull: false },
      earnings: { type: DataTypes.INTEGER, allowNull: false },
    });

    await queryInterface.createTable('report_rider_daily', {
      day: { type: DataTypes.CHAR(10), primaryKey: true },
      rider_id: { type: DataTypes.STRING(36), primaryKey: true },
      currency: { type: DataTypes.CHAR(3), primaryKey: true },
      earned_cash_cents: money,
      earned_credit_cents: money,
      earned_bonus_cents: money,
      withheld_cents: money,
      redeemed_cents: money,
      cashed_out_cents: money,
      expired_cents: money,
      earnings: count,
    });
    await queryInterface.addIndex('report_rider_daily', ['rider_id', 'day'], { name: 'report_rider_daily_rider' });

    await queryInterface.createTable('report_events', {
      event_id: { type: DataTypes.STRING(36), primaryKey: true },
      at: { type: DataTypes.DATE(3), allowNull: false },
      deleted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      title: { type: DataTypes.STRING(200), allowNull: false },
      series_id: { type: DataTypes.STRING(36), allowNull: true },
      series_name: { type: DataTypes.STRING(200), allowNull: true },
      promoter_id: { type: DataTypes.STRING(36), allowNull: true },
      country: { type: DataTypes.STRING(2), allowNull: false, defaultValue: '' },
      currency: { type: DataTypes.CHAR(3), allowNull: false },
      start_date: { type: DataTypes.CHAR(10), allowNull: false },
      end_date: { type: DataTypes.CHAR(10), allowNull: false },
      active: { type: DataTypes.BOOLEAN, allowNull: false },
      canceled: { type: DataTypes.BOOLEAN, allowNull: false },
      paying_event: { type: DataTypes.BOOLEAN, allowNull: false },
      contingency_cents: money,
      results_version: { type: DataTypes.INTEGER, allowNull: true },
      finishers: count,
      maker_finishers: count,
      paid_places: count,
      maker_paid_places: count,
    });
    await queryInterface.addIndex('report_events', ['start_date'], { name: 'report_events_start' });
    await queryInterface.addIndex('report_events', ['series_id'], { name: 'report_events_series' });

    await queryInterface.createTable('report_riders', {
      rider_id: { type: DataTypes.STRING(36), primaryKey: true },
      at: { type: DataTypes.DATE(3), allowNull: false },
      deleted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      country: { type: DataTypes.STRING(2), allowNull: false, defaultValue: '' },
      pro: { type: DataTypes.BOOLEAN, allowNull: false },
      active: { type: DataTypes.BOOLEAN, allowNull: false },
    });

    await queryInterface.createTable('report_rebuilds', {
      name: { type: DataTypes.STRING(16), primaryKey: true },
      rebuilt_at: { type: DataTypes.DATE(3), allowNull: true },
    });
    await queryInterface.bulkInsert('report_rebuilds', [{ name: 'money', rebuilt_at: null }]);
    await queryInterface.createTable('report_skipped_messages', {
      message_id: { type: DataTypes.STRING(36), primaryKey: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    });
  },
  async down({ context: { queryInterface } }) {
    for (const table of ['report_skipped_messages', 'report_rebuilds', 'report_riders', 'report_events', 'report_rider_daily', 'report_money_daily']) await queryInterface.dropTable(table);
  },
};
