import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOTS, seedPayouts } from '../src/data-access/seeder.js';
import { aMessage, as, startTestService, type TestService } from './helpers.js';

describe('payouts seed', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('seed');
  });
  afterAll(() => service.close());

  it("gives the demo rider a USD wallet with current cash, dealer credit, an expired and a spent lot", async () => {
    const first = await seedPayouts(service.db);

    expect(first.lotsCreated).toBe(7);
    expect(first.entriesCreated).toBe(10);
    const res = await service.request.get('/api/rider/wallet').set(...(await as('rider', 'rider-demo')));
    expect(res.body.wallet).toEqual({ currency: 'USD', balances: { cash: 35_000, credit: 16_500 }, otherCurrencyBalances: [] });
    const statuses = (await service.db.models.Lot.findAll()).map((l) => l.status).sort();
    expect(statuses).toEqual(['current', 'current', 'current', 'current', 'current', 'expired', 'spent']);
  });

  it('keeps the ledger in step with the lots: the entries of each lot sum to its current value', async () => {
    for (const lot of DEMO_LOTS) {
      const entries = await service.db.models.LedgerEntry.findAll({ where: { lotId: lot.id } });
      expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(lot.currentCents);
    }
  });

  it('changes nothing when run again', async () => {
    const lots = await service.db.models.Lot.count();
    const entries = await service.db.models.LedgerEntry.count();

    const second = await seedPayouts(service.db);

    expect(second).toMatchObject({ lotsCreated: 0, entriesCreated: 0 });
    expect(await service.db.models.Lot.count()).toBe(lots);
    expect(await service.db.models.LedgerEntry.count()).toBe(entries);
    expect(await service.db.models.Wallet.count()).toBe(1);
  });

  it("is not doubled by identity's rider.registered for the demo rider", async () => {
    await service.deliver(aMessage('rider.registered', { riderId: 'rider-demo', currency: 'USD' }));

    expect(await service.db.models.Wallet.count({ where: { riderId: 'rider-demo' } })).toBe(1);
  });
});
