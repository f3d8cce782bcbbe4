import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * What the payout rules need to know of a rider beyond the profile (spec §9): whether part of their cash
 * prizes is withheld (non-resident alien, set by programme staff), and when their driver's licence and W-9 were
 * received (pro riders need both for cash; until then their cash earnings wait).
 */
export const riderPayoutFactsMigration: Migration = {
  name: '0012-rider-payout-facts',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('riders', 'non_resident_alien', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
    await queryInterface.addColumn('riders', 'licence_received_at', { type: DataTypes.DATE(3), allowNull: true });
    await queryInterface.addColumn('riders', 'w9_received_at', { type: DataTypes.DATE(3), allowNull: true });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeColumn('riders', 'w9_received_at');
    await queryInterface.removeColumn('riders', 'licence_received_at');
    await queryInterface.removeColumn('riders', 'non_resident_alien');
  },
};
