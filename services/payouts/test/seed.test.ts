import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../src/domain/ledger.js';
import { DEMO_LOTS, seedPayouts } from '../src/seed/seeder.js';
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
    expect(res.body.wallet).toEqual({ currency: 'USD', balances: { cash: 35_000, credit: 16_500 }, otherCurrencyBalances: [], debts: [] });
    const statuses = (await service.db.models.Lot.findAll()).map((l) => l.status).sort();
    expect(statuses).toEqual(['current', 'current', 'current', 'current', 'current', 'expired', 'spent']);
  });

  it('posts it all through the journal: each lot holds what its postings say, every projection reconciles', async () => {
    for (const lot of DEMO_LOTS) {
      const postings = await service.db.models.Posting.findAll({ where: { lotId: lot.id } });
      expect(postings.reduce((sum, p) => sum + p.amountCents, 0), lot.id).toBe(lot.currentCents);
      expect((await service.db.models.Lot.findByPk(lot.id))!.currentCents, lot.id).toBe(lot.currentCents);
    }
    expect(await reconcile(service.db)).toEqual([]);
    const fund = await service.db.models.Account.findOne({ where: { holder: 'programme', purpose: 'contingency', currency: 'USD' } });
    expect(fund!.balanceCents).toBe(-DEMO_LOTS.reduce((sum, lot) => sum + lot.initialCents, 0));
  });

  it('changes nothing when run again', async () => {
    const lots = await service.db.models.Lot.count();
    const entries = await service.db.models.Posting.count();

    const second = await seedPayouts(service.db);

    expect(second).toMatchObject({ lotsCreated: 0, entriesCreated: 0 });
    expect(await service.db.models.Lot.count()).toBe(lots);
    expect(await service.db.models.Posting.count()).toBe(entries);
    expect(await service.db.models.Wallet.count()).toBe(1);
  });

  it("is not doubled by identity's rider.registered for the demo rider", async () => {
    await service.deliver(aMessage('rider.registered', { riderId: 'rider-demo', currency: 'USD' }));

    expect(await service.db.models.Wallet.count({ where: { riderId: 'rider-demo' } })).toBe(1);
  });
});
