import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Credit expiry warnings: `lots.expiry_warned_at` is when the rider was last told this lot
 * expires soon (the `rider.credit-expiring` message went out in the same transaction). The job's
 * search uses the `lots_expiry` index (status, expires_at) of 0002. The hourly upkeep warns
 * each lot once; an administrator's `send-expire-mail` for one rider sends again and moves the mark.
 */
export const expiryWarningsMigration: Migration = {
  name: '0006-expiry-warnings',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('lots', 'expiry_warned_at', { type: DataTypes.DATE(3), allowNull: true });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeColumn('lots', 'expiry_warned_at');
  },
};
