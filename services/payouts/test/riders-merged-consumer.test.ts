import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMessage, aWallet, as, startTestService, type TestService } from './helpers.js';

describe("consumer of 'riders.merged'", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('merged');
  });
  afterAll(() => service.close());

  const snapshot = async (walletId: string) => {
    const { Lot, LedgerEntry } = service.db.models;
    const lots = await Lot.findAll({ where: { walletId }, order: [['id', 'ASC']] });
    const entries = await LedgerEntry.findAll({ where: { walletId }, order: [['id', 'ASC']] });
    return {
      lots: lots.map((l) => ({ id: l.id, initial: l.initialCents, current: l.currentCents, status: l.status })),
      entries: entries.map((e) => ({ id: e.id, kind: e.kind, amount: e.amountCents, key: e.idempotencyKey })),
    };
  };

  it("moves the removed rider's lots and entries to the kept wallet, amounts untouched, with one linking adjustment", async () => {
    const kept = await aWallet(service.db, 'keep-1', 'USD', [{ type: 'cash', cents: 10_000 }]);
    const removed = await aWallet(service.db, 'remove-1', 'USD', [
      { type: 'cash', cents: 2_500 },
      { type: 'credit', cents: 4_000, currentCents: 1_500, expiresInDays: 30 },
    ]);
    const keptBefore = await snapshot(kept.wallet.id);
    const removedBefore = await snapshot(removed.wallet.id);

    await service.deliver(aMessage('riders.merged', { keptRiderId: 'keep-1', removedRiderId: 'remove-1' }));

    const keptAfter = await snapshot(kept.wallet.id);
    expect(await snapshot(removed.wallet.id)).toEqual({ lots: [], entries: [] });
    expect(keptAfter.lots).toEqual([...keptBefore.lots, ...removedBefore.lots].sort((a, b) => a.id.localeCompare(b.id)));
    const moved = [...keptBefore.entries, ...removedBefore.entries];
    expect(keptAfter.entries.filter((e) => e.kind !== 'adjustment')).toEqual(moved.sort((a, b) => a.id.localeCompare(b.id)));
    expect(keptAfter.entries.filter((e) => e.kind === 'adjustment')).toEqual([
      { id: expect.any(String), kind: 'adjustment', amount: 0, key: `riders.merged:${removed.wallet.id}:${kept.wallet.id}` },
    ]);
    expect((await service.db.models.Wallet.findByPk(removed.wallet.id))!.mergedIntoWalletId).toBe(kept.wallet.id);

    const wallet = await service.request.get('/api/rider/wallet').set(...(await as('rider', 'keep-1')));
    expect(wallet.body.wallet.balances).toEqual({ cash: 12_500, credit: 1_500 });
  });

  it('changes nothing when the same message comes again, or the same merge under a new message id', async () => {
    await aWallet(service.db, 'keep-2', 'USD', [{ type: 'cash', cents: 100 }]);
    const removed = await aWallet(service.db, 'remove-2', 'USD', [{ type: 'cash', cents: 200 }]);
    const message = aMessage('riders.merged', { keptRiderId: 'keep-2', removedRiderId: 'remove-2' });
    await service.deliver(message);
    const kept = (await service.db.models.Wallet.findOne({ where: { riderId: 'keep-2' } }))!;
    const after = await snapshot(kept.id);

    await service.deliver(message);
    await service.deliver(aMessage('riders.merged', { keptRiderId: 'keep-2', removedRiderId: 'remove-2' }));

    expect(await snapshot(kept.id)).toEqual(after);
    expect(after.entries.filter((e) => e.kind === 'adjustment')).toHaveLength(1);
    expect(await snapshot(removed.wallet.id)).toEqual({ lots: [], entries: [] });
  });

  it('opens the kept rider a wallet in the removed wallet currency when they had none yet', async () => {
    const removed = await aWallet(service.db, 'remove-3', 'CAD', [{ type: 'credit', cents: 3_000, expiresInDays: 60 }]);

    await service.deliver(aMessage('riders.merged', { keptRiderId: 'keep-3', removedRiderId: 'remove-3' }));

    const kept = await service.db.models.Wallet.findOne({ where: { riderId: 'keep-3' } });
    expect(kept!.currency).toBe('CAD');
    expect(await service.db.models.Lot.count({ where: { walletId: kept!.id } })).toBe(1);
    expect(await service.db.models.Lot.count({ where: { walletId: removed.wallet.id } })).toBe(0);
  });

  it('keeps lots of another currency apart in the balances after a cross-currency merge', async () => {
    await aWallet(service.db, 'keep-4', 'USD', [{ type: 'cash', cents: 1_000 }]);
    await aWallet(service.db, 'remove-4', 'CAD', [{ type: 'cash', cents: 700 }, { type: 'credit', cents: 300, expiresInDays: 10 }]);

    await service.deliver(aMessage('riders.merged', { keptRiderId: 'keep-4', removedRiderId: 'remove-4' }));

    const res = await service.request.get('/api/rider/wallet').set(...(await as('rider', 'keep-4')));
    expect(res.body.wallet).toEqual({
      currency: 'USD',
      balances: { cash: 1_000, credit: 0 },
      otherCurrencyBalances: [{ currency: 'CAD', cash: 700, credit: 300 }],
    });
  });

  it('does nothing when the removed rider has no wallet', async () => {
    await aWallet(service.db, 'keep-5', 'USD', [{ type: 'cash', cents: 500 }]);
    const kept = (await service.db.models.Wallet.findOne({ where: { riderId: 'keep-5' } }))!;
    const before = await snapshot(kept.id);

    await service.deliver(aMessage('riders.merged', { keptRiderId: 'keep-5', removedRiderId: 'nobody' }));

    expect(await snapshot(kept.id)).toEqual(before);
  });
});
