import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Series that promoters set up themselves (docs/api.md "Series"): `discipline` (a race style) and `season_year`, which
 * a promoter gives; `review_status` (`pending` for a series a promoter created, until programme staff approve it,
 * who and when in `reviewed_by` / `reviewed_at`; every series before this one is `approved`); and a series set up
 * from an approved promoter application (`promoter.season`): `application_id`, unique, so an approval heard twice
 * sets up one series; `venues` (JSON `[{ name, website? }]`, the tracks the application names) and
 * `application_notes` (JSON: what the application said that a series has no field for).
 */
export const seriesOnboardingMigration: Migration = {
  name: '0021-series-onboarding',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('series', 'discipline', { type: DataTypes.STRING(32), allowNull: true });
    await queryInterface.addColumn('series', 'season_year', { type: DataTypes.INTEGER, allowNull: true });
    await queryInterface.addColumn('series', 'review_status', { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'approved' });
    await queryInterface.addColumn('series', 'reviewed_by', { type: DataTypes.STRING(36), allowNull: true });
    await queryInterface.addColumn('series', 'reviewed_at', { type: DataTypes.DATE(3), allowNull: true });
    await queryInterface.addColumn('series', 'application_id', { type: DataTypes.STRING(36), allowNull: true });
    await queryInterface.addColumn('series', 'venues', { type: DataTypes.TEXT, allowNull: true });
    await queryInterface.addColumn('series', 'application_notes', { type: DataTypes.TEXT, allowNull: true });
    await queryInterface.addIndex('series', ['application_id'], { name: 'series_application', unique: true });
    // Staff's queue of series to review.
    await queryInterface.addIndex('series', ['review_status'], { name: 'series_review_status' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeIndex('series', 'series_review_status');
    await queryInterface.removeIndex('series', 'series_application');
    for (const column of ['application_notes', 'venues', 'application_id', 'reviewed_at', 'reviewed_by', 'review_status', 'season_year', 'discipline']) await queryInterface.removeColumn('series', column);
  },
};
