import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Invoices of the contingency of Canadian events: numbered per year without gaps
 * (`invoice_sequences`, one row per year, incremented under a row lock), and kept (`event_invoices`) with the amount
 * and a fingerprint of the payout table they were issued for, so a later download of the same table gets the same
 * number and a changed table a new one.
 */
export const eventInvoicesMigration: Migration = {
  name: '0007-event-invoices',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('invoice_sequences', {
      year: { type: DataTypes.INTEGER, primaryKey: true },
      last_number: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    });
    await queryInterface.createTable('event_invoices', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      number: { type: DataTypes.STRING(20), allowNull: false },
      event_id: { type: DataTypes.STRING(36), allowNull: false },
      amount_cents: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      fingerprint: { type: DataTypes.STRING(64), allowNull: false },
      issued_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('event_invoices', ['number'], { name: 'event_invoices_number_unique', unique: true });
    await queryInterface.addIndex('event_invoices', ['event_id', 'fingerprint'], { name: 'event_invoices_event_fingerprint_unique', unique: true });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('event_invoices');
    await queryInterface.dropTable('invoice_sequences');
  },
};
