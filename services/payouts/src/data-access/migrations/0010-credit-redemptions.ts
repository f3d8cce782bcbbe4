import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Dealer redemptions (spec §3 "Credit redemption and revoked redemption"): one row per `redemption` journal
 * transaction (same id), with its code (a number, shown in base 36), who redeemed for whom as it was on the day
 * (rider and dealer names and countries, the employee), whether the ID was checked, and — once an administrator
 * refunded it — when, by whom and the refund's transaction: then it is a revoked redemption. The money is the
 * journal's; this row is what the till, the dealer's history and the programme team's lists search.
 */
export const creditRedemptionsMigration: Migration = {
  name: '0010-credit-redemptions',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('credit_redemptions', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      code: { type: DataTypes.BIGINT, allowNull: false, unique: true },
      rider_id: { type: DataTypes.STRING(36), allowNull: false },
      rider_name: { type: DataTypes.STRING(200), allowNull: false },
      rider_country: { type: DataTypes.STRING(2), allowNull: true },
      dealer_id: { type: DataTypes.STRING(36), allowNull: false },
      dealer_name: { type: DataTypes.STRING(200), allowNull: false },
      dealer_country: { type: DataTypes.STRING(2), allowNull: true },
      employee_name: { type: DataTypes.STRING(100), allowNull: false },
      amount_cents: { type: DataTypes.BIGINT, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      category: { type: DataTypes.STRING(200), allowNull: true },
      id_checked: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      refunded_at: { type: DataTypes.DATE(3), allowNull: true },
      refunded_by: { type: DataTypes.STRING(36), allowNull: true },
      refunded_by_name: { type: DataTypes.STRING(200), allowNull: true },
      refund_transaction_id: { type: DataTypes.STRING(36), allowNull: true },
    });
    await queryInterface.addIndex('credit_redemptions', ['dealer_id', 'created_at'], { name: 'credit_redemptions_dealer' });
    await queryInterface.addIndex('credit_redemptions', ['rider_id', 'created_at'], { name: 'credit_redemptions_rider' });
    await queryInterface.addIndex('credit_redemptions', ['created_at'], { name: 'credit_redemptions_created' });
    await queryInterface.addIndex('credit_redemptions', ['refunded_at'], { name: 'credit_redemptions_refunded' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('credit_redemptions');
  },
};
