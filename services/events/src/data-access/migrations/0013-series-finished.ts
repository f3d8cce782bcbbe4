import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * The end of a series (spec §9, `series.finished`): per series, the version of the last `series.finished` message
 * (0: never finished) and, as `publishResults` last wrote it under the series' row lock, which of its events have
 * results and at what `results.published` version (JSON `{ eventId: version }`). Two events of one series published
 * at once read each other's results here, under the lock, rather than from a snapshot taken before it.
 */
export const seriesFinishedMigration: Migration = {
  name: '0013-series-finished',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('series', 'finished_version', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
    await queryInterface.addColumn('series', 'results_versions', { type: DataTypes.TEXT, allowNull: true });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeColumn('series', 'results_versions');
    await queryInterface.removeColumn('series', 'finished_version');
  },
};
