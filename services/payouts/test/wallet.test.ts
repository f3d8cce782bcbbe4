import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireLot, hold, settle } from '../src/domain/money.js';
import { aWallet, as, startTestService, type TestService } from './helpers.js';

describe('GET /api/rider/wallet', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('wallet');
    const { db } = service;
    const { lotIds } = await aWallet(db, 'rider-1', 'USD', [
      { type: 'cash', cents: 12_345 },
      { type: 'cash', cents: 5_000 },
      { type: 'credit', cents: 20_000, spentCents: 12_500, expiresInDays: 30 },
      { type: 'bonus', cents: 2_500, expiresInDays: 30 },
      { type: 'credit', cents: 9_999, expiresInDays: -1 },
      { type: 'credit', cents: 4_000, spentCents: 4_000 },
      // Past its expiry but not yet swept to 'expired': not spendable.
      { type: 'credit', cents: 1_111, expiresInDays: -2 },
    ]);
    await db.sequelize.transaction(async (transaction) => {
      await expireLot(db, (await db.models.Lot.findByPk(lotIds[4]!, { transaction }))!, transaction);
      // 17,345 of cash: 4,000 paid out, 1,000 held for a cash-out in flight.
      await settle(db, (await hold(db, { riderId: 'rider-1', amountCents: 4_000, currency: 'USD' }, transaction)).id, transaction);
      await hold(db, { riderId: 'rider-1', amountCents: 1_000, currency: 'USD' }, transaction);
    });
    await aWallet(service.db, 'rider-2', 'CAD', [{ type: 'cash', cents: 42 }]);
  });
  afterAll(() => service.close());

  it("answers the rider's cash and dealer credit from the journal's balances, in cents: bonus counts as credit; held, paid-out, spent, expired and overdue money does not", async () => {
    const res = await service.request.get('/api/rider/wallet').set(...(await as('rider', 'rider-1')));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ wallet: { currency: 'USD', balances: { cash: 12_345, credit: 10_000 }, otherCurrencyBalances: [], debts: [] } });
  });

  it('answers each rider their own wallet only', async () => {
    const res = await service.request.get('/api/rider/wallet').set(...(await as('rider', 'rider-2')));

    expect(res.body.wallet).toEqual({ currency: 'CAD', balances: { cash: 42, credit: 0 }, otherCurrencyBalances: [], debts: [] });
  });

  it('answers 404 to a rider whose wallet is not open yet', async () => {
    const res = await service.request.get('/api/rider/wallet').set(...(await as('rider', 'rider-new')));

    expect(res.status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await service.request.get('/api/rider/wallet')).status).toBe(401);
  });

  it.each(['dealer', 'promoter', 'admin', 'anonymous', 'service'] as const)('refuses a %s caller with 403', async (typ) => {
    const res = await service.request.get('/api/rider/wallet').set(...(await as(typ, 'rider-1')));

    expect(res.status).toBe(403);
  });
});
