import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * `named_bikes`: the bike a rider raced one class of an event on, named after the results came out — by the rider in a
 * payout claim that staff approved — when the sheet did not name it. The payout rules read it as if the sheet had the
 * VIN, so a line that waited for its bike (one machine, one payout) is decided again and paid.
 */
export const namedBikesMigration: Migration = {
  name: '0015-named-bikes',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('named_bikes', {
      event_id: { type: DataTypes.STRING(36), primaryKey: true },
      rider_id: { type: DataTypes.STRING(36), primaryKey: true },
      /** The class name compared case- and space-insensitively. */
      class_key: { type: DataTypes.STRING(120), primaryKey: true },
      vin: { type: DataTypes.STRING(17), allowNull: false },
      /** The approved claim that named it. */
      claim_id: { type: DataTypes.STRING(36), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('named_bikes');
  },
};
