import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER, webhookSignature } from './payment-provider.js';

/**
 * A stand-in for the Tremendous API (the subset the cash-out uses), for `npm start` without a provider key, the
 * production-like stack and the tests. It behaves like the real one where the saga depends on it:
 *
 * - `POST /api/v2/orders` (Bearer key) with `external_id`: a second request with the same `external_id` answers the
 *   first order again (201) and creates nothing; `GET /api/v2/orders?external_id=` finds it; `GET /api/v2/orders/:id`;
 *   `GET /api/v2/rewards/:id` (with its `order_id`); `POST /api/v2/rewards/:id/generate_link` → the reward's link,
 *   which a LINK reward's order answer carries too (`delivery.link`); its rewards never expire (`expires_at` null).
 * - Webhooks, when `webhookUrl` and `webhookSecret` are given: once an order is created, a POST in Tremendous's format
 *   (`{ event, uuid, created_utc, payload: { resource: { id, type: 'rewards' } } }`, signed
 *   `Tremendous-Webhook-Signature: sha256=<HMAC-SHA256 of the body>`): REWARDS.DELIVERY.SUCCEEDED for an executed
 *   order, REWARDS.DELIVERY.FAILED for a failed one. A delivery answered with anything but 2xx (or not at all) is sent
 *   again, the same body, after 1 s, 2 s, 4 s and 8 s (`webhookRetryMs` is the first wait).
 * - Faults on demand, for the next N order requests (`faults.push(kind, n)` in process, or `POST /__fake/faults`
 *   `{ kind, count }`): `timeout` (hangs, creates nothing), `timeoutAfterCreate` (creates the order, then hangs),
 *   `error500`, `rateLimit` (429 with Retry-After), `fail` (a FAILED order, e.g. the funding source is short).
 */
export type FaultKind = 'timeout' | 'timeoutAfterCreate' | 'error500' | 'rateLimit' | 'fail';

export interface FakeOrder {
  id: string;
  external_id: string;
  status: 'EXECUTED' | 'FAILED';
  created_at: string;
  payment: { subtotal: number; total: number; fees: number };
  rewards: Array<{ id: string; order_id: string; expires_at?: string | null; value: { denomination: number; currency_code: string }; delivery: { method: string; status: string; link?: string }; recipient: { name: string }; products: string[] }>;
}

export interface FakeProvider {
  url: string;
  orders: Map<string, FakeOrder>;
  /** How many order-creating requests arrived (with or without a fault). */
  requests: () => number;
  faults: { push(kind: FaultKind, count?: number): void; clear(): void };
  /** Every webhook delivery attempt, in order, with the answer's status (0: no answer). */
  deliveries: () => Array<{ event: string; uuid: string; resourceId: string; status: number }>;
  close(): Promise<void>;
}

export interface FakeProviderOptions {
  port?: number;
  apiKey?: string;
  /** Where the webhooks go (the payouts service's `POST /api/payments/webhook`, through the BFF); none when unset. */
  webhookUrl?: string;
  /** The webhook signing key (the payouts service's PAYMENT_WEBHOOK_SECRET). */
  webhookSecret?: string;
  /** The first wait before a webhook is sent again (default 1 s; doubled each time, 5 attempts in all). */
  webhookRetryMs?: number;
}

const id = () => randomBytes(6).toString('hex').toUpperCase();
/** A reward's redemption link (a reserved domain: nothing opens there). */
const redeemLink = (rewardId: string) => `https://testflight.example.invalid/rewards/redeem/${rewardId.toLowerCase()}`;
const HANG_MS = 60_000;
const WEBHOOK_ATTEMPTS = 5;

export async function startFakeProvider(options: FakeProviderOptions = {}): Promise<FakeProvider> {
  const orders = new Map<string, FakeOrder>();
  const queue: FaultKind[] = [];
  const hanging = new Set<ServerResponse>();
  const retries = new Set<NodeJS.Timeout>();
  const deliveries: Array<{ event: string; uuid: string; resourceId: string; status: number }> = [];
  let closed = false;
  let requests = 0;
  const sendWebhook = (order: FakeOrder) => {
    const { webhookUrl, webhookSecret } = options;
    const reward = order.rewards[0];
    if (!webhookUrl || !webhookSecret || !reward) return;
    const event = order.status === 'FAILED' ? 'REWARDS.DELIVERY.FAILED' : 'REWARDS.DELIVERY.SUCCEEDED';
    const uuid = randomUUID();
    const body = JSON.stringify({ event, uuid, created_utc: new Date().toISOString(), payload: { resource: { id: reward.id, type: 'rewards' }, meta: {} } });
    const attempt = async (n: number) => {
      if (closed) return;
      let status: number;
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(body, webhookSecret) },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        await response.arrayBuffer().catch(() => undefined);
      } catch {
        status = 0;
      }
      deliveries.push({ event, uuid, resourceId: reward.id, status });
      if ((status >= 200 && status < 300) || n >= WEBHOOK_ATTEMPTS || closed) return;
      const timer = setTimeout(() => {
        retries.delete(timer);
        void attempt(n + 1);
      }, (options.webhookRetryMs ?? 1_000) * 2 ** (n - 1));
      timer.unref();
      retries.add(timer);
    };
    setImmediate(() => void attempt(1));
  };
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const hang = (res: ServerResponse) => {
    hanging.add(res);
    setTimeout(() => {
      hanging.delete(res);
      if (!res.writableEnded) send(res, 504, { errors: { message: 'gateway timeout' } });
    }, HANG_MS).unref();
  };
  const readJson = async (req: IncomingMessage): Promise<Record<string, unknown> | null> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      return null;
    }
  };
  const findByExternal = (externalId: string) => [...orders.values()].find((order) => order.external_id === externalId);

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/__fake/faults') {
        const body = await readJson(req);
        for (let n = 0; n < Number(body?.count ?? 1); n += 1) queue.push(body?.kind as FaultKind);
        return send(res, 204, {});
      }
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) return send(res, 401, { errors: { message: 'Unauthorized' } });
      if (req.method === 'POST' && url.pathname === '/api/v2/orders') {
        requests += 1;
        const body = await readJson(req);
        const fault = queue.shift();
        if (fault === 'timeout') return hang(res);
        if (fault === 'error500') return send(res, 500, { errors: { message: 'Internal server error' } });
        if (fault === 'rateLimit') return send(res, 429, { errors: { message: 'Too many requests' } }, { 'retry-after': '1' });
        const reward = body?.reward as { value?: { denomination?: number; currency_code?: string }; delivery?: { method?: string }; recipient?: { name?: string }; products?: string[] } | undefined;
        const externalId = typeof body?.external_id === 'string' ? body.external_id : '';
        if (!reward?.value?.denomination || !externalId) return send(res, 400, { errors: { message: 'reward.value.denomination and external_id are required' } });
        const existing = findByExternal(externalId);
        if (existing) return send(res, 201, { order: existing });
        const orderId = id();
        const rewardId = id();
        const method = reward.delivery?.method ?? 'LINK';
        const order: FakeOrder = {
          id: orderId,
          external_id: externalId,
          status: fault === 'fail' ? 'FAILED' : 'EXECUTED',
          created_at: new Date().toISOString(),
          payment: { subtotal: reward.value.denomination, total: reward.value.denomination, fees: 0 },
          rewards: [
            {
              id: rewardId,
              order_id: orderId,
              expires_at: null,
              value: { denomination: reward.value.denomination, currency_code: reward.value.currency_code ?? 'USD' },
              // A LINK reward's answer carries its redemption link, as Tremendous's does.
              delivery: { method, status: 'SUCCEEDED', ...(method === 'LINK' ? { link: redeemLink(rewardId) } : {}) },
              recipient: { name: reward.recipient?.name ?? '' },
              products: reward.products ?? [],
            },
          ],
        };
        orders.set(orderId, order);
        sendWebhook(order);
        if (fault === 'timeoutAfterCreate') return hang(res);
        return send(res, fault === 'fail' ? 402 : 201, fault === 'fail' ? { errors: { message: 'Insufficient funds in the funding source' }, order } : { order });
      }
      if (req.method === 'GET' && url.pathname === '/api/v2/orders') {
        const externalId = url.searchParams.get('external_id');
        const list = externalId ? [...orders.values()].filter((order) => order.external_id === externalId) : [...orders.values()];
        return send(res, 200, { orders: list, total_count: list.length });
      }
      const order = /^\/api\/v2\/orders\/([A-Z0-9]+)$/.exec(url.pathname);
      if (req.method === 'GET' && order) return orders.has(order[1]!) ? send(res, 200, { order: orders.get(order[1]!) }) : send(res, 404, { errors: { message: 'Not found' } });
      const rewardPath = /^\/api\/v2\/rewards\/([A-Z0-9]+)$/.exec(url.pathname);
      if (req.method === 'GET' && rewardPath) {
        const found = [...orders.values()].flatMap((o) => o.rewards).find((r) => r.id === rewardPath[1]);
        return found ? send(res, 200, { reward: found }) : send(res, 404, { errors: { message: 'Not found' } });
      }
      const link = /^\/api\/v2\/rewards\/([A-Z0-9]+)\/generate_link$/.exec(url.pathname);
      if (req.method === 'POST' && link) {
        const found = [...orders.values()].flatMap((o) => o.rewards).find((r) => r.id === link[1]);
        return found ? send(res, 200, { reward: { id: found.id, link: redeemLink(found.id) } }) : send(res, 404, { errors: { message: 'Not found' } });
      }
      return send(res, 404, { errors: { message: 'Not found' } });
    })().catch(() => send(res, 500, { errors: { message: 'fake provider error' } }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    requests: () => requests,
    faults: {
      push: (kind, count = 1) => {
        for (let n = 0; n < count; n += 1) queue.push(kind);
      },
      clear: () => void queue.splice(0),
    },
    deliveries: () => [...deliveries],
    close: () =>
      new Promise<void>((resolve) => {
        closed = true;
        for (const timer of retries) clearTimeout(timer);
        retries.clear();
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
