import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../src/domain/ledger.js';
import { hold, release } from '../src/domain/money.js';
import { aMessage, aWallet, as, startTestService, type TestService } from './helpers.js';

describe("consumer of 'riders.merged'", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('merged');
  });
  afterAll(() => service.close());

  const walletOf = async (riderId: string) => (await service.request.get('/api/rider/wallet').set(...(await as('rider', riderId)))).body.wallet;
  const history = async (riderId: string) => (await service.db.models.JournalTransaction.findAll({ where: { riderId }, order: [['id', 'ASC']] })).map((t) => t.kind);

  it("moves what is left in the removed rider's lots to new lots of the kept rider with transfer postings; history stays", async () => {
    await aWallet(service.db, 'keep-1', 'USD', [{ type: 'cash', cents: 10_000 }]);
    const removed = await aWallet(service.db, 'remove-1', 'USD', [
      { type: 'cash', cents: 2_500 },
      { type: 'credit', cents: 4_000, spentCents: 2_500, expiresInDays: 30 },
    ]);
    const postingsBefore = await service.db.models.Posting.findAll({ order: [['id', 'ASC']] });

    await service.deliver(aMessage('riders.merged', { keptRiderId: 'keep-1', removedRiderId: 'remove-1' }));

    expect(await walletOf('keep-1')).toEqual({ currency: 'USD', balances: { cash: 12_500, credit: 1_500 }, otherCurrencyBalances: [], debts: [] });
    expect(await walletOf('remove-1')).toEqual({ currency: 'USD', balances: { cash: 0, credit: 0 }, otherCurrencyBalances: [], debts: [] });
    // Nothing written before was changed: the merge only added.
    const postingsAfter = await service.db.models.Posting.findAll({ where: { id: postingsBefore.map((p) => p.id) }, order: [['id', 'ASC']] });
    expect(postingsAfter.map((p) => p.toJSON())).toEqual(postingsBefore.map((p) => p.toJSON()));
    expect(await history('remove-1')).toEqual(['earning', 'earning', 'redemption']);
    expect(await history('keep-1')).toEqual(['earning', 'merge']);
    // The old lots point to the new ones, which keep the expiry.
    const [oldCash, oldCredit] = await Promise.all(removed.lotIds.map((id) => service.db.models.Lot.findByPk(id)));
    const newCredit = await service.db.models.Lot.findByPk(oldCredit!.movedToLotId!);
    expect(newCredit).toMatchObject({ type: 'credit', initialCents: 1_500, currentCents: 1_500, status: 'current', expiresAt: oldCredit!.expiresAt });
    expect(oldCash).toMatchObject({ currentCents: 0, status: 'spent' });
    expect((await service.db.models.Wallet.findByPk(removed.wallet.id))!.mergedIntoWalletId).toBeTruthy();
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('changes nothing when the same message comes again, or the same merge under a new message id', async () => {
    await aWallet(service.db, 'keep-2', 'USD', [{ type: 'cash', cents: 100 }]);
    await aWallet(service.db, 'remove-2', 'USD', [{ type: 'cash', cents: 200 }]);
    const message = aMessage('riders.merged', { keptRiderId: 'keep-2', removedRiderId: 'remove-2' });
    await service.deliver(message);
    const postings = await service.db.models.Posting.count();

    await service.deliver(message);
    await service.deliver(aMessage('riders.merged', { keptRiderId: 'keep-2', removedRiderId: 'remove-2' }));

    expect(await service.db.models.Posting.count()).toBe(postings);
    expect((await walletOf('keep-2')).balances).toEqual({ cash: 300, credit: 0 });
  });

  it('opens the kept rider a wallet in the removed wallet currency when they had none yet', async () => {
    await aWallet(service.db, 'remove-3', 'CAD', [{ type: 'credit', cents: 3_000, expiresInDays: 60 }]);

    await service.deliver(aMessage('riders.merged', { keptRiderId: 'keep-3', removedRiderId: 'remove-3' }));

    expect(await walletOf('keep-3')).toEqual({ currency: 'CAD', balances: { cash: 0, credit: 3_000 }, otherCurrencyBalances: [], debts: [] });
  });

  it('keeps money of another currency apart in the balances after a cross-currency merge', async () => {
    await aWallet(service.db, 'keep-4', 'USD', [{ type: 'cash', cents: 1_000 }]);
    await aWallet(service.db, 'remove-4', 'CAD', [{ type: 'cash', cents: 700 }, { type: 'credit', cents: 300, expiresInDays: 10 }]);

    await service.deliver(aMessage('riders.merged', { keptRiderId: 'keep-4', removedRiderId: 'remove-4' }));

    expect(await walletOf('keep-4')).toEqual({ currency: 'USD', balances: { cash: 1_000, credit: 0 }, otherCurrencyBalances: [{ currency: 'CAD', cash: 700, credit: 300 }], debts: [] });
  });

  it('sends cash that was held for a cash-out on to the kept rider when that cash-out fails after the merge', async () => {
    await aWallet(service.db, 'remove-6', 'USD', [{ type: 'cash', cents: 900 }]);
    const held = await service.db.sequelize.transaction((t) => hold(service.db, { riderId: 'remove-6', amountCents: 400, currency: 'USD' }, t));

    await service.deliver(aMessage('riders.merged', { keptRiderId: 'keep-6', removedRiderId: 'remove-6' }));
    expect((await walletOf('keep-6')).balances).toEqual({ cash: 500, credit: 0 });

    await service.db.sequelize.transaction((t) => release(service.db, held.id, t));
    expect((await walletOf('keep-6')).balances).toEqual({ cash: 900, credit: 0 });
    expect((await walletOf('remove-6')).balances).toEqual({ cash: 0, credit: 0 });
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('does nothing when the removed rider has no wallet', async () => {
    await aWallet(service.db, 'keep-5', 'USD', [{ type: 'cash', cents: 500 }]);
    const postings = await service.db.models.Posting.count();

    await service.deliver(aMessage('riders.merged', { keptRiderId: 'keep-5', removedRiderId: 'nobody' }));

    expect(await service.db.models.Posting.count()).toBe(postings);
  });
});
