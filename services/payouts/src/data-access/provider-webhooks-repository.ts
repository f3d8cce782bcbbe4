import type { PayoutsDb } from './database.js';

// The payment provider's webhooks seen (`provider_webhooks`): each uuid is recorded before it is acted on, once.

/** Records a webhook (a UniqueConstraintError when its uuid was recorded before). */
export async function recordWebhook(db: PayoutsDb, webhook: { uuid: string; event: string; receivedAt: Date; orderId: string | null }): Promise<void> {
  await db.sequelize.getQueryInterface().bulkInsert('provider_webhooks', [{ id: webhook.uuid, event: webhook.event, received_at: webhook.receivedAt, order_id: webhook.orderId }]);
}

/** Forgets a webhook whose handling failed, so the provider's next delivery of it is acted on. */
export async function forgetWebhook(db: PayoutsDb, uuid: string): Promise<void> {
  await db.sequelize.getQueryInterface().bulkDelete('provider_webhooks', { id: uuid });
}
