import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Whose event each applied result set is: `event_results.promoter_id`, from the
 * `results.published` message, so a promoter reads the payout decisions of their own events only. Rows applied
 * before this migration have none (null) until their event's results are published again; staff still see them.
 */
export const eventResultsPromoterMigration: Migration = {
  name: '0008-event-results-promoter',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('event_results', 'promoter_id', { type: DataTypes.STRING(36), allowNull: true });
    await queryInterface.addIndex('event_results', ['promoter_id'], { name: 'event_results_promoter' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeIndex('event_results', 'event_results_promoter');
    await queryInterface.removeColumn('event_results', 'promoter_id');
  },
};
