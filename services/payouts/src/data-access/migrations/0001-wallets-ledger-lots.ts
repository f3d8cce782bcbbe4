import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Money, in integer cents with a currency on every amount (DESIGN §5):
 * - wallets: one per rider (rider_id unique); `merged_into_wallet_id` marks a wallet emptied by a merge.
 * - lots: earnings (cash, dealer credit, bonus) with initial and current value and a status.
 * - ledger_entries: append-only signed movements; each carries a unique idempotency key.
 * Timestamps keep milliseconds (DATETIME(3)) so ordering by time is stable on MySQL too.
 */
export const walletsLedgerLotsMigration: Migration = {
  name: '0001-wallets-ledger-lots',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('wallets', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      rider_id: { type: DataTypes.STRING(36), allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      merged_into_wallet_id: { type: DataTypes.STRING(36), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('wallets', ['rider_id'], { name: 'wallets_rider_unique', unique: true });

    await queryInterface.createTable('lots', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      wallet_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'wallets', key: 'id' } },
      type: { type: DataTypes.STRING(8), allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      initial_cents: { type: DataTypes.INTEGER, allowNull: false },
      current_cents: { type: DataTypes.INTEGER, allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false },
      awarded_at: { type: DataTypes.DATE(3), allowNull: false },
      expires_at: { type: DataTypes.DATE(3), allowNull: true },
      redeemed_at: { type: DataTypes.DATE(3), allowNull: true },
      event_id: { type: DataTypes.STRING(36), allowNull: true },
      notes: { type: DataTypes.STRING(500), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('lots', ['wallet_id', 'status', 'type'], { name: 'lots_wallet_status_type' });
    await queryInterface.addIndex('lots', ['event_id'], { name: 'lots_event' });

    await queryInterface.createTable('ledger_entries', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      wallet_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'wallets', key: 'id' } },
      lot_id: { type: DataTypes.STRING(36), allowNull: true, references: { model: 'lots', key: 'id' } },
      kind: { type: DataTypes.STRING(16), allowNull: false },
      amount_cents: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      idempotency_key: { type: DataTypes.STRING(200), allowNull: false },
      reference: { type: DataTypes.STRING(200), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('ledger_entries', ['idempotency_key'], { name: 'ledger_idempotency_unique', unique: true });
    await queryInterface.addIndex('ledger_entries', ['wallet_id', 'created_at'], { name: 'ledger_wallet_time' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('ledger_entries');
    await queryInterface.dropTable('lots');
    await queryInterface.dropTable('wallets');
  },
};
