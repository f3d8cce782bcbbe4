import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aWallet, as, startTestService, type TestService } from './helpers.js';

describe('GET /api/rider/wallet', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('wallet');
    await aWallet(service.db, 'rider-1', 'USD', [
      { type: 'cash', cents: 12_345 },
      { type: 'cash', cents: 5_000, currentCents: 1_000 },
      { type: 'credit', cents: 20_000, currentCents: 7_500, expiresInDays: 30 },
      { type: 'bonus', cents: 2_500, expiresInDays: 30 },
      { type: 'credit', cents: 9_999, status: 'expired', expiresInDays: -1 },
      { type: 'credit', cents: 4_000, currentCents: 0, status: 'spent' },
      { type: 'cash', cents: 3_000, status: 'funded', currentCents: 0 },
      // Past its expiry but not yet swept to 'expired': not spendable.
      { type: 'credit', cents: 1_111, expiresInDays: -2 },
    ]);
    await aWallet(service.db, 'rider-2', 'CAD', [{ type: 'cash', cents: 42 }]);
  });
  afterAll(() => service.close());

  it("sums the rider's current, unexpired lots by type, in cents (bonus counts as dealer credit)", async () => {
    const res = await service.request.get('/api/rider/wallet').set(...(await as('rider', 'rider-1')));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ wallet: { currency: 'USD', balances: { cash: 13_345, credit: 10_000 }, otherCurrencyBalances: [] } });
  });

  it('answers each rider their own wallet only', async () => {
    const res = await service.request.get('/api/rider/wallet').set(...(await as('rider', 'rider-2')));

    expect(res.body.wallet).toEqual({ currency: 'CAD', balances: { cash: 42, credit: 0 }, otherCurrencyBalances: [] });
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
