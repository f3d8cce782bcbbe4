import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * The payment provider's webhooks, one row per webhook `uuid` acted on: a second delivery of the
 * same uuid finds its row (primary key) and is answered as a duplicate without acting again. `order_id` is the
 * provider's order or reward the webhook named (`payload.resource.id`), for tracing.
 */
export const providerWebhooksMigration: Migration = {
  name: '0007-provider-webhooks',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('provider_webhooks', {
      id: { type: DataTypes.STRING(64), primaryKey: true },
      event: { type: DataTypes.STRING(64), allowNull: false },
      received_at: { type: DataTypes.DATE(3), allowNull: false },
      order_id: { type: DataTypes.STRING(64), allowNull: true },
    });
    await queryInterface.addIndex('provider_webhooks', ['received_at'], { name: 'provider_webhooks_received' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('provider_webhooks');
  },
};
