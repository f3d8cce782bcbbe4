import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Cash-outs, one row per saga: the hold posted, the provider's order (its `external_id` is this
 * row's id), and the end (`paid`: settled to the provider account; `failed`: released back to the rider). A row in
 * `processing` whose outcome is unknown (timeout, 5xx, 429, a crash) is taken up by the recovery job after
 * `next_attempt_at`; `claimed_until` keeps two workers (the request and the job, or two replicas) off the same row.
 */
export const cashoutsMigration: Migration = {
  name: '0004-cashouts',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('cashouts', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      rider_id: { type: DataTypes.STRING(36), allowNull: false },
      amount_cents: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      method: { type: DataTypes.STRING(16), allowNull: false },
      status: { type: DataTypes.STRING(12), allowNull: false },
      hold_id: { type: DataTypes.STRING(36), allowNull: false },
      provider_order_id: { type: DataTypes.STRING(64), allowNull: true },
      reward_id: { type: DataTypes.STRING(64), allowNull: true },
      previous_balance_cents: { type: DataTypes.BIGINT, allowNull: false },
      new_balance_cents: { type: DataTypes.BIGINT, allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      next_attempt_at: { type: DataTypes.DATE(3), allowNull: false },
      claimed_until: { type: DataTypes.DATE(3), allowNull: true },
      last_error: { type: DataTypes.STRING(500), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('cashouts', ['rider_id', 'created_at'], { name: 'cashouts_rider_time' });
    await queryInterface.addIndex('cashouts', ['status', 'next_attempt_at'], { name: 'cashouts_due' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('cashouts');
  },
};
