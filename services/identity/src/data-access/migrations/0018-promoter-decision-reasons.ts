import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * The reason staff give when they reject a promoter's application, kept with that step of the application's history
 * (and mailed to the applicant). Steps already on file, and every other kind of step, have none.
 */
export const promoterDecisionReasonsMigration: Migration = {
  name: '0018-promoter-decision-reasons',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('promoter_application_events', 'reason', { type: DataTypes.STRING(500), allowNull: true });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeColumn('promoter_application_events', 'reason');
  },
};
