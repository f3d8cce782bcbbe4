import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@rr/server-kit';
import { moneyUpkeep } from '../src/domain/money-upkeep.js';
import { aWallet, as, startTestService, type TestService } from './helpers.js';

describe('the money upkeep job', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('upkeep');
  });
  afterAll(() => service.close());

  it('expires lots past their date to the expired account, once, and finds the journal reconciled', async () => {
    const { lotIds } = await aWallet(service.db, 'r-exp', 'USD', [
      { type: 'credit', cents: 4_000, spentCents: 1_500, expiresInDays: -1 },
      { type: 'bonus', cents: 1_000, expiresInDays: 10 },
      { type: 'cash', cents: 2_000 },
    ]);
    const logger = createLogger('test', 'silent');

    expect(await moneyUpkeep(service.db, logger)).toEqual({ expired: 1, drifts: [], more: false });
    expect(await moneyUpkeep(service.db, logger)).toEqual({ expired: 0, drifts: [], more: false });

    const lot = await service.db.models.Lot.findByPk(lotIds[0]!);
    expect(lot).toMatchObject({ status: 'expired', currentCents: 0 });
    const expired = await service.db.models.Account.findOne({ where: { holder: 'programme', purpose: 'expired', currency: 'USD' } });
    expect(expired!.balanceCents).toBe(2_500);
    const res = await service.request.get('/api/rider/wallet').set(...(await as('rider', 'r-exp')));
    expect(res.body.wallet.balances).toEqual({ cash: 2_000, credit: 1_000 });
  });

  it('reports a balance that no longer matches its postings, without touching it', async () => {
    await service.db.models.Account.update({ balanceCents: 1 }, { where: { holder: 'r-exp', purpose: 'cash' } });
    const { drifts } = await moneyUpkeep(service.db, createLogger('test', 'silent'));
    expect(drifts).toEqual([expect.objectContaining({ kind: 'account', projected: 1, fromPostings: 2_000 })]);
    expect((await service.db.models.Account.findOne({ where: { holder: 'r-exp', purpose: 'cash' } }))!.balanceCents).toBe(1);
    await service.db.models.Account.update({ balanceCents: 2_000 }, { where: { holder: 'r-exp', purpose: 'cash' } });
  });
});
