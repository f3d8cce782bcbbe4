import { DataTypes } from 'sequelize';
import { CLAIM_COLUMNS, type Migration } from '@rr/server-kit';

/**
 * Mail waiting to be sent, written by the `mail.send` consumer in its transaction and sent after the commit by
 * the mail delivery job (which claims rows with a lease, like the outbox relay). The payload is the `mail.send`
 * message as queued: its code, link or token stay sealed.
 */
export const mailDeliveriesMigration: Migration = {
  name: '0008-mail-deliveries',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('mail_deliveries', {
      // The id of the `mail.send` message.
      id: { type: DataTypes.STRING(36), primaryKey: true },
      payload: { type: DataTypes.TEXT, allowNull: false },
      // pending | sent | stale (its code or link no longer works) | unreadable (cannot be opened or read)
      status: { type: DataTypes.STRING(12), allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      next_attempt_at: { type: DataTypes.DATE(3), allowNull: false },
      last_error: { type: DataTypes.STRING(500), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      finished_at: { type: DataTypes.DATE(3), allowNull: true },
      ...CLAIM_COLUMNS,
    });
    await queryInterface.addIndex('mail_deliveries', ['status', 'next_attempt_at'], { name: 'mail_deliveries_due' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('mail_deliveries');
  },
};
