import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * The end of a series by a close (docs/architecture.md "Series end"): a series without a planned number of rounds
 * finishes only once programme staff or its promoter close it. `closed_at` / `closed_by` (the user's id) /
 * `closed_by_role` (promoter or admin) say who closed it; `closed_finished_version` is the series'
 * `finished_version` at that moment, so a reopen can tell whether a `series.finished` went out since (it may have
 * paid money, and then the close stays). `finished_reason` is what the last look at the series decided (`rounds`,
 * `closed`, or null: not finished), so a change that can only finish a series (a close, fewer planned rounds, a
 * round without results canceled) publishes `series.finished` once rather than again for a series already finished.
 */
export const seriesClosedMigration: Migration = {
  name: '0017-series-closed',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('series', 'closed_at', { type: DataTypes.DATE(3), allowNull: true });
    await queryInterface.addColumn('series', 'closed_by', { type: DataTypes.STRING(36), allowNull: true });
    await queryInterface.addColumn('series', 'closed_by_role', { type: DataTypes.STRING(16), allowNull: true });
    await queryInterface.addColumn('series', 'closed_finished_version', { type: DataTypes.INTEGER, allowNull: true });
    await queryInterface.addColumn('series', 'finished_reason', { type: DataTypes.STRING(16), allowNull: true });
    // Series that finished under the earlier rule with a planned number of rounds were finished by their rounds.
    // The others (no planned number) are left open: nothing new is paid for them until staff plan or close them.
    await queryInterface.sequelize.query("UPDATE series SET finished_reason = 'rounds' WHERE finished_version > 0 AND races > 0");
  },
  async down({ context: { queryInterface } }) {
    for (const column of ['finished_reason', 'closed_finished_version', 'closed_by_role', 'closed_by', 'closed_at']) await queryInterface.removeColumn('series', column);
  },
};
