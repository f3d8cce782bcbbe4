import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * The till's PIN lock: wrong PINs typed in a row at dealers' tills, and when the fifth locked the
 * PIN. A locked PIN refuses even the right PIN until the rider sets a new one (which clears both).
 */
export const riderPinLockMigration: Migration = {
  name: '0013-rider-pin-lock',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('riders', 'pin_failures', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
    await queryInterface.addColumn('riders', 'pin_locked_at', { type: DataTypes.DATE(3), allowNull: true });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeColumn('riders', 'pin_locked_at');
    await queryInterface.removeColumn('riders', 'pin_failures');
  },
};
