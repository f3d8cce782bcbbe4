import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * The end of a series (spec §9: dealer credit is paid at the end of a series; spec §3: the series bonus goes to the
 * series champions after the final race), from `series.finished`:
 *
 * - `series_results`: per series, the last message received (`version`, name, currency, bonus, the day its dealer
 *   credit expires, its events with the results version each must be applied at) and `applied_version`, the one
 *   whose credit was released and champions computed (0: none yet; it waits for the events' results).
 * - `series_champions`: per series and class (`class_key`: the name compared case- and space-insensitively), the
 *   overall champion by points, their points and wins, the version that decided it, and the bonus lot paid to them.
 */
export const seriesResultsMigration: Migration = {
  name: '0009-series-results',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('series_results', {
      series_id: { type: DataTypes.STRING(36), primaryKey: true },
      version: { type: DataTypes.INTEGER, allowNull: false },
      applied_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      name: { type: DataTypes.STRING(200), allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      bonus_cents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      credit_expires_on: { type: DataTypes.STRING(10), allowNull: true },
      /** JSON: [{ eventId, endDate, resultsVersion }], oldest first. */
      events: { type: DataTypes.TEXT, allowNull: false },
      finished_at: { type: DataTypes.DATE(3), allowNull: false },
      applied_at: { type: DataTypes.DATE(3), allowNull: true },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });

    await queryInterface.createTable('series_champions', {
      series_id: { type: DataTypes.STRING(36), primaryKey: true },
      class_key: { type: DataTypes.STRING(120), primaryKey: true },
      class_name: { type: DataTypes.STRING(120), allowNull: false },
      rider_id: { type: DataTypes.STRING(36), allowNull: false },
      points: { type: DataTypes.INTEGER, allowNull: false },
      wins: { type: DataTypes.INTEGER, allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false },
      bonus_cents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      /** The series bonus lot paid to the champion (null: no bonus). */
      bonus_lot_id: { type: DataTypes.STRING(36), allowNull: true },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('series_champions', ['rider_id'], { name: 'series_champions_rider' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('series_champions');
    await queryInterface.dropTable('series_results');
  },
};
