import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../src/domain/ledger.js';
import { recoverCashouts, requestCashout } from '../src/domain/cashout.js';
import { tremendousProvider } from '../src/provider/payment-provider.js';
import { aWallet, as, startTestService, type TestService } from './helpers.js';

/** Cash-out through the (fake) payment provider: hold → order → settle or release, idempotent, under faults. */
describe('POST /api/payments/create-order', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('cashout');
  });
  afterAll(() => service.close());

  let keySeq = 0;
  const key = () => `key-${Date.now()}-${(keySeq += 1)}`;
  const order = async (riderId: string, body: Record<string, unknown>) => service.request.post('/api/payments/create-order').set(...(await as('rider', riderId))).send(body);
  const cash = async (riderId: string) => (await service.request.get('/api/rider/wallet').set(...(await as('rider', riderId)))).body.wallet.balances.cash;
  const later = () => new Date(Date.now() + 24 * 3_600_000);

  it('holds, orders from the provider with the cash-out as external_id, settles, and answers the balance before and after', async () => {
    await aWallet(service.db, 'c1', 'USD', [{ type: 'cash', cents: 50_000 }]);
    const res = await order('c1', { amountCents: 20_000, currency: 'USD', method: 'prepaidCard', idempotencyKey: key() });

    expect(res.status).toBe(201);
    expect(res.body.cashout).toMatchObject({ status: 'paid', amountCents: 20_000, previousBalanceCents: 50_000, newBalanceCents: 30_000, method: 'prepaidCard', orderId: expect.any(String) });
    const providerOrder = service.provider.orders.get(res.body.cashout.orderId)!;
    expect(providerOrder).toMatchObject({ external_id: res.body.cashout._id, status: 'EXECUTED' });
    expect(providerOrder.rewards[0]!.value).toEqual({ denomination: 200, currency_code: 'USD' });
    expect(await cash('c1')).toBe(30_000);
    const provider = await service.db.models.Account.findOne({ where: { holder: 'programme', purpose: 'provider', currency: 'USD' } });
    expect(provider!.balanceCents).toBe(20_000);
    const link = await service.request.get(`/api/payments/get-reward-link/${res.body.cashout.orderId}`).set(...(await as('rider', 'c1')));
    expect(link.status).toBe(200);
    expect(link.body.link).toMatch(/^https:\/\//);
    expect((await service.request.get(`/api/payments/get-reward-link/${res.body.cashout.orderId}`).set(...(await as('rider', 'someone-else')))).status).toBe(404);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('answers a replay of the same key with the same cash-out; 20 at once make one order; another body under the key is 409', async () => {
    await aWallet(service.db, 'c2', 'USD', [{ type: 'cash', cents: 100_000 }]);
    const body = { amountCents: 10_000, currency: 'USD', method: 'bank', idempotencyKey: key() };
    const before = service.provider.requests();
    const answers = await Promise.all(Array.from({ length: 20 }, () => order('c2', body)));

    // Each answers the one cash-out as it was then: paid, or (a copy that came while the order was out) processing.
    expect(answers.every((a) => a.status === 201 || (a.status === 202 && a.body.cashout.status === 'processing'))).toBe(true);
    expect(new Set(answers.map((a) => a.body.cashout._id)).size).toBe(1);
    const settled = answers.filter((a) => a.status === 201);
    expect(settled.length).toBeGreaterThan(0);
    expect(new Set(settled.map((a) => JSON.stringify(a.body)))).toEqual(new Set([JSON.stringify(settled[0]!.body)]));
    expect(JSON.stringify((await order('c2', body)).body)).toBe(JSON.stringify(settled[0]!.body));
    expect(service.provider.requests() - before).toBe(1);
    expect(await cash('c2')).toBe(90_000);
    const conflict = await order('c2', { ...body, amountCents: 10_001 });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('a replay while the order is still out answers the cash-out as processing, with its id, at once; so does a provider slower than the answer budget', async () => {
    await aWallet(service.db, 'c7', 'USD', [{ type: 'cash', cents: 10_000 }]);
    // A provider that takes its time (the fake hangs; this client waits 5 s for it).
    const slow = { ...service.cashoutDeps, provider: tremendousProvider({ baseUrl: service.provider.url, apiKey: 'test-provider-key', timeoutMs: 5_000 }) };
    service.provider.faults.push('timeout');
    const body = { amountCents: 3_000, currency: 'USD' as const, method: 'bank' as const, idempotencyKey: key() };
    let firstDone = false;
    const first = requestCashout(slow, 'c7', body).finally(() => (firstDone = true));
    await expect.poll(() => service.db.models.Cashout.count({ where: { riderId: 'c7' } })).toBe(1);
    const replay = await order('c7', body);
    expect(firstDone, 'the replay waited for the provider').toBe(false);
    expect(replay.status).toBe(202);
    expect(replay.body.cashout).toMatchObject({ status: 'processing', amountCents: 3_000 });
    const answered = await first;
    expect(answered).toMatchObject({ status: 202, cashout: { _id: replay.body.cashout._id, status: 'processing' } });

    // The request itself answers within its budget while the provider is still silent, and the order goes on.
    service.provider.faults.push('timeout');
    let secondDone = false;
    const hurried = requestCashout({ ...slow, answerWithinMs: 100 }, 'c7', { ...body, amountCents: 1_000, idempotencyKey: key() });
    const second = await hurried.finally(() => (secondDone = true));
    expect(secondDone).toBe(true);
    expect(second).toMatchObject({ status: 202, cashout: { status: 'processing', amountCents: 1_000 } });
    expect(await cash('c7')).toBe(6_000);
    await recoverCashouts(service.cashoutDeps, later());
    expect((await service.db.models.Cashout.findAll({ where: { riderId: 'c7' } })).map((row) => row.status)).toEqual(['paid', 'paid']);
    expect(await cash('c7')).toBe(6_000);
    expect(await reconcile(service.db)).toEqual([]);
  }, 30_000);

  it('lets exactly as many different cash-outs through as the balance covers', async () => {
    await aWallet(service.db, 'c3', 'USD', [{ type: 'cash', cents: 10 * 1_000 }]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => order('c3', { amountCents: 1_000, currency: 'USD', method: 'digital', idempotencyKey: key() })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status !== 201).map((a) => a.body.code)).toEqual(Array(40).fill('INSUFFICIENT_FUNDS'));
    expect(await cash('c3')).toBe(0);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('refuses more than $2,000, a balance too small, and bad input, with translated codes and nothing held', async () => {
    await aWallet(service.db, 'c4', 'USD', [{ type: 'cash', cents: 300_000 }]);
    const over = await order('c4', { amountCents: 200_001, currency: 'USD', method: 'bank', idempotencyKey: key() });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe('VALIDATION');
    const short = await order('c4', { amountCents: 200_000, currency: 'CAD', method: 'bank', idempotencyKey: key() });
    expect([short.status, short.body.code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    for (const bad of [{}, { amountCents: '10', currency: 'USD', method: 'bank', idempotencyKey: key() }, { amountCents: 100, currency: 'USD', method: 'crypto', idempotencyKey: key() }, { amountCents: 100, currency: 'USD', method: 'bank', idempotencyKey: 'short' }]) {
      expect((await order('c4', bad)).status).toBe(400);
    }
    expect(await cash('c4')).toBe(300_000);
    expect(await service.db.models.Cashout.count({ where: { riderId: 'c4' } })).toBe(0);
  });

  it.each([
    ['a timeout before the provider created anything', 'timeout'],
    ['a timeout after the provider created the order', 'timeoutAfterCreate'],
    ['a 5xx', 'error500'],
    ['a 429', 'rateLimit'],
  ] as const)('after %s the cash-out waits, and the recovery job ends it paid with exactly one order', async (_name, fault) => {
    const rider = `c5-${fault}`;
    await aWallet(service.db, rider, 'USD', [{ type: 'cash', cents: 5_000 }]);
    service.provider.faults.push(fault);
    const res = await order(rider, { amountCents: 4_000, currency: 'USD', method: 'bank', idempotencyKey: key() });
    expect(res.status).toBe(202);
    expect(res.body.cashout.status).toBe('processing');
    expect(await cash(rider)).toBe(1_000);

    await recoverCashouts(service.cashoutDeps, later());
    const row = (await service.db.models.Cashout.findByPk(res.body.cashout._id))!;
    expect(row.status).toBe('paid');
    expect([...service.provider.orders.values()].filter((o) => o.external_id === row.id)).toHaveLength(1);
    expect(await cash(rider)).toBe(1_000);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('releases the money when the provider refuses the order, and a crash before the order is resumed by the job', async () => {
    await aWallet(service.db, 'c6', 'USD', [{ type: 'cash', cents: 5_000 }]);
    service.provider.faults.push('fail');
    const failed = await order('c6', { amountCents: 3_000, currency: 'USD', method: 'bank', idempotencyKey: key() });
    expect([failed.status, failed.body.cashout.status]).toEqual([201, 'failed']);
    expect(await cash('c6')).toBe(5_000);

    // A worker that died after the hold: the row waits, claimed; once the claim lapses the job orders and settles.
    const { hold } = await import('../src/domain/money.js');
    const holdTx = await service.db.sequelize.transaction((t) => hold(service.db, { riderId: 'c6', amountCents: 2_000, currency: 'USD' }, t));
    await service.db.models.Cashout.create({ id: 'crashed-cashout-0001', riderId: 'c6', amountCents: 2_000, currency: 'USD', method: 'digital', status: 'processing', holdId: holdTx.id, previousBalanceCents: 5_000, newBalanceCents: 3_000, nextAttemptAt: new Date(), claimedUntil: new Date(Date.now() + 60_000) });
    await recoverCashouts(service.cashoutDeps);
    expect((await service.db.models.Cashout.findByPk('crashed-cashout-0001'))!.status).toBe('processing');
    await recoverCashouts(service.cashoutDeps, later());
    expect((await service.db.models.Cashout.findByPk('crashed-cashout-0001'))!.status).toBe('paid');
    expect(await cash('c6')).toBe(3_000);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('lists the rider’s own cash-outs, newest first, with the balance before and after', async () => {
    const res = await service.request.get('/api/payments/cashouts').set(...(await as('rider', 'c6')));
    expect(res.status).toBe(200);
    expect(res.body.cashouts.map((c: { status: string; amountCents: number }) => [c.status, c.amountCents])).toEqual([
      ['paid', 2_000],
      ['failed', 3_000],
    ]);
    expect((await service.request.get('/api/payments/cashouts').set(...(await as('rider', 'nobody')))).body).toEqual({ cashouts: [] });
  });

  it('is the rider’s only', async () => {
    for (const typ of ['dealer', 'promoter', 'admin'] as const) {
      const res = await service.request.post('/api/payments/create-order').set(...(await as(typ, 'x'))).send({ amountCents: 100, currency: 'USD', method: 'bank', idempotencyKey: key() });
      expect(res.status).toBe(403);
    }
  });
});
