import { UniqueConstraintError } from 'sequelize';
import { badRequest, conflict, unauthenticated } from '@rr/server-kit';
import { cashoutOfProviderId, findCashout } from '../data-access/cashouts-repository.js';
import { forgetWebhook, recordWebhook } from '../data-access/provider-webhooks-repository.js';
import { verifyWebhookSignature } from '../provider/payment-provider.js';
import { claimAndAdvance, type CashoutDeps } from './cashout.js';
import { providerWebhookSchema, type ProviderWebhookAnswer } from '@rr/contracts/server';

/**
 * The payment provider's webhook (`POST /api/payments/webhook`, docs/api.md "Payment provider webhook"): Tremendous's
 * format, `{ event, uuid, created_utc, payload: { resource: { id, type } } }`, signed
 * `Tremendous-Webhook-Signature: sha256=<hex HMAC-SHA256 of the raw body with PAYMENT_WEBHOOK_SECRET>`.
 *
 * - A missing or wrong signature: 401, nothing read or stored. A body that is not a webhook, or one created more than
 *   5 minutes ago (or more than a minute ahead of our clock): 400, nothing stored.
 * - Each `uuid` is acted on once: it is recorded (provider_webhooks) before acting; a uuid seen before answers
 *   `{ received: true, duplicate: true }` and does nothing.
 * - A webhook is a hint, never a verdict: the cash-out its order or reward belongs to (by the ids we stored, else by
 *   asking the provider for the order and its `external_id`) is claimed and advanced exactly as the recovery job does
 *   (`claimAndAdvance`), so what the provider answers about the order settles or releases it. When that cannot end the
 *   cash-out now (someone else holds it, the provider did not answer) the uuid is forgotten and the answer is 409, so
 *   the provider delivers it again; the recovery job ends it in any case.
 * - Events about no order of ours (another resource type, an unknown order) are recorded and answered `ignored`.
 */

export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;
const FUTURE_SKEW_MS = 60_000;

export interface WebhookDeps extends CashoutDeps {
  /** PAYMENT_WEBHOOK_SECRET: the key the provider signs its webhooks with. */
  webhookSecret: string;
}

/** `created_utc` as a time: ISO 8601, UTC when it names no zone. */
function createdAt(value: string): number {
  const zoned = /([zZ]|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`;
  return Date.parse(zoned);
}

export async function handleProviderWebhook(deps: WebhookDeps, rawBody: string | undefined, signature: string | undefined, now = new Date()): Promise<ProviderWebhookAnswer> {
  const { db, logger } = deps;
  if (rawBody === undefined || !verifyWebhookSignature(rawBody, signature, deps.webhookSecret)) throw unauthenticated('The webhook signature is missing or wrong');
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw badRequest('The webhook is not JSON');
  }
  const result = providerWebhookSchema.safeParse(parsed);
  if (!result.success) throw badRequest('The webhook lacks its event, uuid or created_utc');
  const webhook = result.data;
  const created = createdAt(webhook.created_utc);
  if (Number.isNaN(created)) throw badRequest('The webhook’s created_utc is not a time');
  if (now.getTime() - created > WEBHOOK_MAX_AGE_MS) throw badRequest('The webhook is older than 5 minutes');
  if (created - now.getTime() > FUTURE_SKEW_MS) throw badRequest('The webhook is dated in the future');

  const resource = webhook.payload?.resource;
  try {
    await recordWebhook(db, { uuid: webhook.uuid, event: webhook.event, receivedAt: now, orderId: resource?.id ?? null });
  } catch (error) {
    if (error instanceof UniqueConstraintError) {
      logger.info({ uuid: webhook.uuid, event: webhook.event }, 'provider webhook seen before: not acted on again');
      return { received: true, duplicate: true };
    }
    throw error;
  }
  const forget = () => forgetWebhook(db, webhook.uuid);
  try {
    if (!resource || !/^(orders?|rewards?)$/i.test(resource.type)) return { received: true, ignored: 'not about an order' };
    let row = await cashoutOfProviderId(db, resource.id);
    if (!row) {
      // The cash-out never heard the provider's answer (a timeout): the order's external_id is the cash-out's id.
      const order = await deps.provider.orderOf(resource);
      if (order.kind !== 'ok') throw conflict('The payment provider did not answer; send the webhook again later');
      row = order.value?.externalId ? await findCashout(db, order.value.externalId) : null;
    }
    if (!row) return { received: true, ignored: 'no cash-out of ours' };
    if (row.status === 'processing') {
      await claimAndAdvance(deps, row.id, new Date());
      row = (await findCashout(db, row.id))!;
      if (row.status === 'processing') throw conflict('The cash-out is still being settled; send the webhook again later');
    }
    logger.info({ uuid: webhook.uuid, event: webhook.event, cashoutId: row.id, status: row.status }, 'provider webhook handled');
    return { received: true, cashout: { id: row.id, status: row.status } };
  } catch (error) {
    await forget();
    throw error;
  }
}
