import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Promoters' seasons as identity's programme team decided them (`promoter.season` messages): the status and the
 * sanctioning bodies the application names, so `results.published` can say which bodies sanctioned an event (the
 * payout rules pay a double-sanctioned event once, spec §9).
 */
export const promoterSeasonsMigration: Migration = {
  name: '0011-promoter-seasons',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('promoter_seasons', {
      promoter_id: { type: DataTypes.STRING(36), primaryKey: true },
      season_year: { type: DataTypes.INTEGER, primaryKey: true },
      status: { type: DataTypes.STRING(16), allowNull: false },
      /** JSON: ["AMA"] or the other sanction's name. */
      sanctioning_bodies: { type: DataTypes.STRING(2000), allowNull: false },
      decided_at: { type: DataTypes.DATE(3), allowNull: false },
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('promoter_seasons');
  },
};
