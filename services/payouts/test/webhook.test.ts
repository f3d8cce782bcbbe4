import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { OPERATIONS } from '@rr/contracts/operations';
import { checkAnswers } from '@rr/server-kit/testing/answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessQueue, Outbox, TEST_IDENTITY_SECRET, createLogger, createTestDatabase, identityHeader, migrateUp, type TestDatabase } from '@rr/server-kit';
import { createPayoutsApp } from '../src/app.js';
import { openPayoutsDatabase, type PayoutsDb } from '../src/data-access/database.js';
import { reconcile } from '../src/domain/ledger.js';
import { migrations } from '../src/data-access/migrations/index.js';
import { memoryEventClasses } from '../src/domain/event-classes.js';
import { memoryRiderFacts } from '../src/domain/rider-facts.js';
import { startFakeProvider, type FakeOrder, type FakeProvider } from '../src/provider/fake-provider.js';
import { WEBHOOK_SIGNATURE_HEADER, tremendousProvider, webhookSignature } from '../src/provider/payment-provider.js';
import { aWallet, as } from './helpers.js';

/**
 * The payment provider's signed webhook (`POST /api/payments/webhook`): Tremendous's format and signature, replay
 * safety, and the cash-out driven to its end by the recovery job's own step.
 */
const SECRET = 'test-webhook-secret-0123456789abcdef';

describe('POST /api/payments/webhook', () => {
  let database: TestDatabase;
  let db: PayoutsDb;
  let queue: InProcessQueue;
  let fake: FakeProvider;
  let relay: Server;
  let request: ReturnType<typeof supertest>;
  /** What the stand-in for the BFF does with the fake provider's own webhooks: pass them on, or answer 200 and drop them. */
  let relayMode: 'forward' | 'drop' = 'drop';

  beforeAll(async () => {
    database = await createTestDatabase('payouts_webhook');
    const logger = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');
    db = openPayoutsDatabase(database.url, logger);
    await migrateUp(db.sequelize, migrations);
    queue = new InProcessQueue({ logger, backoffMs: 5, attempts: 3 });
    const outbox = new Outbox(db.sequelize, queue, logger);
    await outbox.stop();
    // The BFF's part: the provider has no session, so the webhook goes on as anonymous, its body and signature untouched.
    relay = createServer((req, res) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        if (relayMode === 'drop') return res.writeHead(200).end();
        const answer = await request
          .post('/api/payments/webhook')
          .set(...(await identityHeader({ sub: 'anonymous', typ: 'anonymous' })))
          .set('Content-Type', req.headers['content-type'] ?? '')
          .set(WEBHOOK_SIGNATURE_HEADER, String(req.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] ?? ''))
          .send(Buffer.concat(chunks).toString('utf8'));
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      })();
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/api/payments/webhook`;
    fake = await startFakeProvider({ apiKey: 'test-provider-key', webhookUrl: relayUrl, webhookSecret: SECRET, webhookRetryMs: 200 });
    const client = tremendousProvider({ baseUrl: fake.url, apiKey: 'test-provider-key', timeoutMs: 1_500 });
    const app = createPayoutsApp({ db, outbox, logger, identitySecret: TEST_IDENTITY_SECRET, provider: client, riders: memoryRiderFacts([]), events: memoryEventClasses(), webhookSecret: SECRET });
    request = checkAnswers(supertest(app.callback()), OPERATIONS);
  });
  afterAll(async () => {
    await fake?.close();
    await new Promise((resolve) => relay?.close(resolve));
    await queue?.close();
    await db?.sequelize.close();
    await database?.drop();
  });

  const cash = async (riderId: string) => (await request.get('/api/rider/wallet').set(...(await as('rider', riderId)))).body.wallet.balances.cash as number;
  const balance = async (holder: string, purpose: string) => (await db.models.Account.findOne({ where: { holder, purpose, currency: 'USD' } }))?.balanceCents ?? 0;
  const stored = async (uuid: string) => (await db.sequelize.getQueryInterface().select(null, 'provider_webhooks', { where: { id: uuid } })) as Array<Record<string, unknown>>;
  const webhook = (event: string, resourceId: string, overrides: Record<string, unknown> = {}) =>
    JSON.stringify({ event, uuid: randomUUID(), created_utc: new Date().toISOString(), payload: { resource: { id: resourceId, type: 'rewards' }, meta: {} }, ...overrides });
  const deliver = async (json: string, signature: string | null = webhookSignature(json, SECRET)) => {
    const call = request.post('/api/payments/webhook').set(...(await identityHeader({ sub: 'anonymous', typ: 'anonymous' }))).set('Content-Type', 'application/json');
    return (signature === null ? call : call.set(WEBHOOK_SIGNATURE_HEADER, signature)).send(json);
  };
  const orderOf = (cashoutId: string) => [...fake.orders.values()].find((order) => order.external_id === cashoutId);

  /** A cash-out whose provider answer was lost (the order exists, EXECUTED): `processing`, the amount held. */
  async function lostAnswer(riderId: string, fault: 'timeoutAfterCreate' | 'timeout' = 'timeoutAfterCreate') {
    await aWallet(db, riderId, 'USD', [{ type: 'cash', cents: 5_000 }]);
    fake.faults.push(fault);
    const res = await request.post('/api/payments/create-order').set(...(await as('rider', riderId))).send({ amountCents: 4_000, currency: 'USD', method: 'bank', idempotencyKey: `webhook-${randomUUID()}` });
    expect(res.status).toBe(202);
    expect(await cash(riderId)).toBe(1_000);
    return res.body.cashout._id as string;
  }

  it('settles a processing cash-out on a validly signed REWARDS.DELIVERY.SUCCEEDED (the recovery step asks the provider)', async () => {
    const cashoutId = await lostAnswer('w1');
    const order = orderOf(cashoutId)!;
    const providerBefore = await balance('programme', 'provider');
    const json = webhook('REWARDS.DELIVERY.SUCCEEDED', order.rewards[0]!.id);

    const res = await deliver(json);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, cashout: { id: cashoutId, status: 'paid' } });
    const row = (await db.models.Cashout.findByPk(cashoutId))!;
    expect(row).toMatchObject({ status: 'paid', providerOrderId: order.id, rewardId: order.rewards[0]!.id, claimedUntil: null });
    expect(await cash('w1')).toBe(1_000);
    expect(await balance('w1', 'hold')).toBe(0);
    expect((await balance('programme', 'provider')) - providerBefore).toBe(4_000);
    expect(await stored(JSON.parse(json).uuid)).toHaveLength(1);
    expect(await reconcile(db)).toEqual([]);
  });

  it('refuses a missing, wrong or foreign signature with 401 and changes nothing', async () => {
    const cashoutId = await lostAnswer('w2');
    const rewardId = orderOf(cashoutId)!.rewards[0]!.id;
    const json = webhook('REWARDS.DELIVERY.SUCCEEDED', rewardId);
    const tampered = json.replace('REWARDS.DELIVERY.SUCCEEDED', 'REWARDS.DELIVERY.FAILED');

    for (const [body, signature] of [
      [json, null],
      [json, ''],
      [json, 'sha256=' + '0'.repeat(64)],
      [json, webhookSignature(json, 'another-secret-0123456789abcdef')],
      [json, webhookSignature(json, SECRET).replace('sha256=', '')],
      [tampered, webhookSignature(json, SECRET)],
    ] as const) {
      const res = await deliver(body, signature);
      expect(res.status, `${signature}`).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }

    expect((await db.models.Cashout.findByPk(cashoutId))!.status).toBe('processing');
    expect(await cash('w2')).toBe(1_000);
    expect(await balance('w2', 'hold')).toBe(4_000);
    expect(await stored(JSON.parse(json).uuid)).toHaveLength(0);
  });

  it('acts once on a uuid delivered again, even at the same moment: the others answer { duplicate: true }', async () => {
    const cashoutId = await lostAnswer('w3');
    const providerBefore = await balance('programme', 'provider');
    const json = webhook('REWARDS.DELIVERY.SUCCEEDED', orderOf(cashoutId)!.rewards[0]!.id);

    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(json)));
    const again = await deliver(json);

    expect([...answers, again].map((a) => a.status)).toEqual(Array(6).fill(200));
    const acted = [...answers, again].filter((a) => !a.body.duplicate);
    expect(acted.map((a) => a.body)).toEqual([{ received: true, cashout: { id: cashoutId, status: 'paid' } }]);
    expect(again.body).toEqual({ received: true, duplicate: true });
    expect(await stored(JSON.parse(json).uuid)).toHaveLength(1);
    expect(await db.models.JournalTransaction.count({ where: { riderId: 'w3', kind: 'settle' } })).toBe(1);
    expect((await balance('programme', 'provider')) - providerBefore).toBe(4_000);
    expect(await cash('w3')).toBe(1_000);
  });

  it('refuses a webhook created more than 5 minutes ago (or dated ahead), storing nothing', async () => {
    const cashoutId = await lostAnswer('w4');
    const rewardId = orderOf(cashoutId)!.rewards[0]!.id;
    for (const createdUtc of [new Date(Date.now() - 5 * 60_000 - 5_000).toISOString(), new Date(Date.now() + 10 * 60_000).toISOString(), 'yesterday']) {
      const json = webhook('REWARDS.DELIVERY.SUCCEEDED', rewardId, { created_utc: createdUtc });
      const res = await deliver(json);
      expect(res.status, createdUtc).toBe(400);
      expect(await stored(JSON.parse(json).uuid)).toHaveLength(0);
    }
    expect((await db.models.Cashout.findByPk(cashoutId))!.status).toBe('processing');
    expect(await balance('w4', 'hold')).toBe(4_000);
  });

  it('releases the hold on REWARDS.DELIVERY.FAILED when the provider’s order failed, found by asking the provider for the reward', async () => {
    // Nothing reached the provider in time; then the provider's order (ours by its external_id) failed.
    const cashoutId = await lostAnswer('w5', 'timeout');
    const failed: FakeOrder = {
      id: 'FAILEDORDER1',
      external_id: cashoutId,
      status: 'FAILED',
      created_at: new Date().toISOString(),
      payment: { subtotal: 40, total: 40, fees: 0 },
      rewards: [{ id: 'FAILEDREWARD1', order_id: 'FAILEDORDER1', value: { denomination: 40, currency_code: 'USD' }, delivery: { method: 'LINK', status: 'FAILED' }, recipient: { name: 'w5' }, products: ['ACH-BANK'] }],
    };
    fake.orders.set(failed.id, failed);

    const res = await deliver(webhook('REWARDS.DELIVERY.FAILED', 'FAILEDREWARD1'));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, cashout: { id: cashoutId, status: 'failed' } });
    expect((await db.models.Cashout.findByPk(cashoutId))!.status).toBe('failed');
    expect(await cash('w5')).toBe(5_000);
    expect(await balance('w5', 'hold')).toBe(0);
    expect(await reconcile(db)).toEqual([]);
  });

  it('answers 409 and forgets the uuid while another worker holds the cash-out, so a redelivery acts', async () => {
    const cashoutId = await lostAnswer('w6');
    await db.models.Cashout.update({ claimedUntil: new Date(Date.now() + 60_000) }, { where: { id: cashoutId } });
    const json = webhook('REWARDS.DELIVERY.SUCCEEDED', orderOf(cashoutId)!.rewards[0]!.id);

    const busy = await deliver(json);
    expect(busy.status).toBe(409);
    expect(await stored(JSON.parse(json).uuid)).toHaveLength(0);
    expect(await balance('w6', 'hold')).toBe(4_000);

    await db.models.Cashout.update({ claimedUntil: null }, { where: { id: cashoutId } });
    const redelivered = await deliver(json);
    expect(redelivered.status).toBe(200);
    expect(redelivered.body.cashout).toEqual({ id: cashoutId, status: 'paid' });
    expect(await balance('w6', 'hold')).toBe(0);
  });

  it('records and ignores a webhook about no order of ours, and a malformed one is 400', async () => {
    const json = webhook('REWARDS.DELIVERY.SUCCEEDED', 'NOSUCHREWARD');
    const res = await deliver(json);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, ignored: 'no cash-out of ours' });
    expect(await stored(JSON.parse(json).uuid)).toHaveLength(1);
    const other = webhook('CONNECTED_ORGANIZATIONS.REGISTERED', 'ORG1', { payload: { resource: { id: 'ORG1', type: 'connected_organizations' } } });
    expect((await deliver(other)).body).toEqual({ received: true, ignored: 'not about an order' });
    const malformed = JSON.stringify({ event: 'REWARDS.DELIVERY.SUCCEEDED' });
    expect((await deliver(malformed)).status).toBe(400);
  });

  it('the fake provider signs and sends its own webhook; once the saga lets go of the cash-out the redelivery settles it', async () => {
    relayMode = 'forward';
    try {
      const cashoutId = await lostAnswer('w7');
      const deadline = Date.now() + 10_000;
      while ((await db.models.Cashout.findByPk(cashoutId))!.status === 'processing' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

      expect((await db.models.Cashout.findByPk(cashoutId))!.status).toBe('paid');
      expect(await balance('w7', 'hold')).toBe(0);
      expect(await cash('w7')).toBe(1_000);
      const sent = fake.deliveries().filter((d) => d.resourceId === orderOf(cashoutId)!.rewards[0]!.id);
      expect(sent.at(-1)).toMatchObject({ event: 'REWARDS.DELIVERY.SUCCEEDED', status: 200 });
      expect(new Set(sent.map((d) => d.uuid)).size).toBe(1);
      expect(await stored(sent[0]!.uuid)).toHaveLength(1);
    } finally {
      relayMode = 'drop';
    }
  });
});
