import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Which riders were told their year-end statement is ready, per year: one row per rider and year, written in the same
 * transaction as the `rider.year-statement` message, so the January job tells each rider once however often it runs
 * (and whichever replica runs it: the key refuses a second row).
 */
export const statementMailsMigration: Migration = {
  name: '0021-statement-mails',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('statement_mails', {
      rider_id: { type: DataTypes.STRING(36), allowNull: false, primaryKey: true },
      year: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
      mailed_at: { type: DataTypes.DATE(3), allowNull: false },
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('statement_mails');
  },
};
