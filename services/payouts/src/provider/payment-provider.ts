import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CashoutMethod, Currency } from '@rr/contracts';

/**
 * The payment provider as the cash-out saga sees it: create an order (idempotent by `externalId`), find one by
 * `externalId`, and a reward's redemption link. Tremendous's REST API (`/api/v2`), or the fake server with the same
 * answers. Every call says whether it is settled (`ok`), refused for good (`rejected`: nothing was or will be paid), or
 * unknown (`retry`: a timeout, a 5xx, a 429 — the order may exist; ask again by `externalId`).
 */
export interface ProviderOrder {
  id: string;
  status: string;
  rewardId: string | null;
  /** Where the recipient redeems the reward, when the order's answer gives it (a LINK reward's `delivery.link`). */
  rewardLink?: string | null;
  /** When the reward expires (`expires_at`); null when it never does or the answer does not say. */
  rewardExpiresAt?: Date | null;
}

export type ProviderAnswer<T> = { kind: 'ok'; value: T } | { kind: 'rejected'; reason: string } | { kind: 'retry'; reason: string };

export interface PaymentProvider {
  createOrder(input: { externalId: string; amountCents: number; currency: Currency; method: CashoutMethod; recipientName: string }): Promise<ProviderAnswer<ProviderOrder>>;
  findOrder(externalId: string): Promise<ProviderAnswer<ProviderOrder | null>>;
  rewardLink(rewardId: string): Promise<ProviderAnswer<string>>;
  /**
   * The order a webhook names (`payload.resource`: an order, or a reward of one) with its `external_id` (our cash-out's
   * id); null when the provider knows no such order or reward.
   */
  orderOf(resource: { type: string; id: string }): Promise<ProviderAnswer<{ id: string; externalId: string | null } | null>>;
}

/** The header Tremendous signs its webhooks in: `sha256=<hex HMAC-SHA256 of the raw body with the webhook key>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Tremendous-Webhook-Signature';

/** The `Tremendous-Webhook-Signature` value of a webhook body signed with `secret`. */
export function webhookSignature(rawBody: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Whether `header` is the signature of `rawBody` under `secret` (compared in constant time). */
export function verifyWebhookSignature(rawBody: string | Buffer, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(webhookSignature(rawBody, secret), 'utf8');
  const given = Buffer.from(header.trim(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The provider's product per method (configurable; these are the fake server's and Tremendous's test catalogue's kinds). */
export const DEFAULT_PRODUCTS: Record<CashoutMethod, string> = { prepaidCard: 'VISA-PREPAID', bank: 'ACH-BANK', digital: 'PAYPAL' };

interface RewardBody {
  id?: string;
  expires_at?: string | null;
  delivery?: { method?: string; status?: string; link?: string | null };
}

interface OrderBody {
  order?: { id?: string; external_id?: string | null; status?: string; rewards?: RewardBody[] };
  orders?: Array<{ id?: string; status?: string; rewards?: RewardBody[] }>;
  reward?: { id?: string; order_id?: string; link?: string };
  errors?: { message?: string };
}

/** The rider's browser opens the link: an https address, never a script or another scheme. */
const isWebLink = (link: string) => /^https:\/\/[^\s]+$/i.test(link);

/** A time the provider wrote, or null when it wrote none or nothing readable. */
const timeOf = (value: string | null | undefined): Date | null => {
  const time = value ? new Date(value) : null;
  return time && !Number.isNaN(time.getTime()) ? time : null;
};

const toOrder = (order: NonNullable<OrderBody['order']>): ProviderOrder => {
  const reward = order.rewards?.[0];
  const link = reward?.delivery?.link;
  return {
    id: String(order.id),
    status: String(order.status ?? ''),
    rewardId: reward?.id ?? null,
    // Only a web address is a link the rider can open; anything else is left for generate_link.
    rewardLink: typeof link === 'string' && isWebLink(link) ? link : null,
    rewardExpiresAt: timeOf(reward?.expires_at),
  };
};

export function tremendousProvider(options: { baseUrl: string; apiKey: string; fundingSourceId?: string; products?: Record<CashoutMethod, string>; timeoutMs?: number; fetch?: typeof fetch }): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const products = options.products ?? DEFAULT_PRODUCTS;
  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: OrderBody; reason?: string }> => {
    try {
      const response = await doFetch(new URL(path, options.baseUrl), {
        method,
        headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      return { status: response.status, body: ((await response.json().catch(() => ({}))) ?? {}) as OrderBody };
    } catch (error) {
      return { status: 0, body: {}, reason: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network' };
    }
  };
  const unsettled = (answer: { status: number; body?: OrderBody; reason?: string }) =>
    answer.status === 0 || answer.status === 429 || answer.status >= 500 ? { kind: 'retry' as const, reason: answer.reason ?? `HTTP ${answer.status}` } : null;

  return {
    async createOrder(input) {
      const answer = await call('POST', '/api/v2/orders', {
        external_id: input.externalId,
        payment: { funding_source_id: options.fundingSourceId ?? 'balance' },
        reward: {
          value: { denomination: input.amountCents / 100, currency_code: input.currency },
          delivery: { method: 'LINK' },
          recipient: { name: input.recipientName },
          products: [products[input.method]],
        },
      });
      const retry = unsettled(answer);
      if (retry) return retry;
      if ((answer.status === 200 || answer.status === 201) && answer.body.order?.id) {
        const order = toOrder(answer.body.order);
        return order.status === 'FAILED' ? { kind: 'rejected', reason: 'order failed' } : { kind: 'ok', value: order };
      }
      return { kind: 'rejected', reason: answer.body.errors?.message ?? `HTTP ${answer.status}` };
    },
    async findOrder(externalId) {
      const answer = await call('GET', `/api/v2/orders?external_id=${encodeURIComponent(externalId)}`);
      const retry = unsettled(answer);
      if (retry) return retry;
      if (answer.status !== 200) return { kind: 'retry', reason: `HTTP ${answer.status}` };
      const found = answer.body.orders?.[0];
      return { kind: 'ok', value: found?.id ? toOrder(found) : null };
    },
    async rewardLink(rewardId) {
      const answer = await call('POST', `/api/v2/rewards/${encodeURIComponent(rewardId)}/generate_link`);
      const retry = unsettled(answer);
      if (retry) return retry;
      if (answer.status === 200 && answer.body.reward?.link && isWebLink(answer.body.reward.link)) return { kind: 'ok', value: answer.body.reward.link };
      return { kind: 'rejected', reason: answer.body.errors?.message ?? `HTTP ${answer.status}` };
    },
    async orderOf(resource) {
      let orderId = resource.id;
      if (/^rewards?$/i.test(resource.type)) {
        const reward = await call('GET', `/api/v2/rewards/${encodeURIComponent(resource.id)}`);
        const retry = unsettled(reward);
        if (retry) return retry;
        if (reward.status === 404) return { kind: 'ok', value: null };
        if (reward.status !== 200 || !reward.body.reward?.order_id) return { kind: 'retry', reason: `HTTP ${reward.status}` };
        orderId = reward.body.reward.order_id;
      } else if (!/^orders?$/i.test(resource.type)) {
        return { kind: 'ok', value: null };
      }
      const answer = await call('GET', `/api/v2/orders/${encodeURIComponent(orderId)}`);
      const retry = unsettled(answer);
      if (retry) return retry;
      if (answer.status === 404) return { kind: 'ok', value: null };
      if (answer.status !== 200 || !answer.body.order?.id) return { kind: 'retry', reason: `HTTP ${answer.status}` };
      return { kind: 'ok', value: { id: String(answer.body.order.id), externalId: answer.body.order.external_id ?? null } };
    },
  };
}
