import { randomUUID } from 'node:crypto';
import { Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TILL_DEALERS } from '@rr/server-kit/demo-roster';
import { demoActivityRound, type DemoActivityOutcome } from '../src/seed/demo-activity.js';
import { reconcile } from '../src/domain/ledger.js';
import type { Currency, LotType } from '../src/data-access/models/index.js';
import { award } from '../src/domain/money.js';
import { startTestService, type TestService } from './helpers.js';

const DAY = 86_400_000;

describe("the demo's activity: the roster riders spend and cash out what the seeded results paid them", () => {
  let service: TestService;
  const now = new Date();
  const before = new Date(now.getTime() - 60_000);
  let first: DemoActivityOutcome;
  /** Lot id → its rider, type and award date. */
  const lots = new Map<string, { riderId: string; type: LotType; awardedAt: Date }>();

  const give = async (riderId: string, currency: Currency, type: LotType, cents: number, daysAgo: number, lotId: string = randomUUID()) => {
    const awardedAt = new Date(now.getTime() - daysAgo * DAY);
    await service.db.sequelize.transaction((transaction) =>
      award(service.db, { lotId, riderId, type, amountCents: cents, currency, awardedAt, expiresAt: type === 'cash' ? null : new Date(awardedAt.getTime() + 365 * DAY), sourceKey: `test:${lotId}` }, transaction),
    );
    lots.set(lotId, { riderId, type, awardedAt });
    return lotId;
  };

  beforeAll(async () => {
    service = await startTestService('demo_activity');
    // Two US riders and a Canadian, each with ten lots over the last 200 days; the demo rider's lot is not theirs to spend.
    for (let i = 0; i < 10; i += 1) {
      await give('rider-seed-01', 'USD', 'cash', 20_000 + i * 1_000, 200 - i * 15);
      await give('rider-seed-02', 'USD', i % 4 === 0 ? 'bonus' : 'credit', 15_000, 190 - i * 15);
      await give('rider-seed-21', 'CAD', i % 2 === 0 ? 'cash' : 'credit', 10_000, 180 - i * 15);
    }
    await give('rider-demo', 'USD', 'credit', 5_000, 100, 'lot-demo-rider');
    first = await demoActivityRound(service.db, { before, now });
  });
  afterAll(() => service.close());

  it('redeems credit at dealers of the rider’s country and cashes out cash, most paid and some failed', async () => {
    expect(first.redemptions).toBeGreaterThan(3);
    expect(first.cashouts).toBeGreaterThan(3);
    expect(first.failedCashouts).toBeLessThan(first.cashouts);

    const redemptions = await service.db.models.CreditRedemption.findAll();
    expect(redemptions).toHaveLength(first.redemptions);
    for (const r of redemptions) {
      const country = r.riderId === 'rider-seed-21' ? 'CA' : 'US';
      expect(DEMO_TILL_DEALERS[country].map((d) => d.id)).toContain(r.dealerId);
      expect(r.currency).toBe(country === 'CA' ? 'CAD' : 'USD');
      // Recorded on its day, which is the journal's day, in the past.
      const journal = (await service.db.models.JournalTransaction.findByPk(r.id))!;
      expect(journal.createdAt.getTime()).toBe(r.createdAt.getTime());
      expect(r.createdAt.getTime()).toBeLessThan(now.getTime() - 3_600_000);
    }

    const cashouts = await service.db.models.Cashout.findAll();
    expect(cashouts).toHaveLength(first.cashouts);
    expect(cashouts.filter((c) => c.status === 'failed')).toHaveLength(first.failedCashouts);
    for (const c of cashouts) {
      const closing = await service.db.models.JournalTransaction.findOne({ where: { reversesId: c.holdId } });
      expect(closing?.kind).toBe(c.status === 'paid' ? 'settle' : 'release');
      expect(closing!.createdAt.getTime()).toBeGreaterThan(c.createdAt.getTime());
      expect(c.newBalanceCents).toBe(c.previousBalanceCents - c.amountCents);
    }
  });

  it('acts only after each lot was awarded, never on the demo rider nor on lots awarded after it started', async () => {
    const late = await give('rider-seed-01', 'USD', 'cash', 50_000, 0);
    const keyed = await service.db.models.JournalTransaction.findAll({ where: { sourceKey: { [Op.like]: 'demo:%' } } });

    expect(keyed.length).toBe(first.redemptions + first.cashouts);
    for (const journal of keyed) {
      const lot = lots.get(journal.sourceKey!.slice('demo:'.length))!;
      expect(lot.riderId).not.toBe('rider-demo');
      expect(journal.createdAt.getTime()).toBeGreaterThan(lot.awardedAt.getTime());
    }
    expect(keyed.some((journal) => journal.sourceKey === `demo:${late}`)).toBe(false);
    expect((await service.db.models.Lot.findByPk('lot-demo-rider'))!.currentCents).toBe(5_000);
  });

  it('keeps the ledger whole: no balance below zero, every projection reconciles', async () => {
    const negative = await service.db.models.Account.findAll({ where: { holder: { [Op.like]: 'rider-%' }, balanceCents: { [Op.lt]: 0 } } });
    expect(negative).toEqual([]);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('adds nothing when run again', async () => {
    const postings = await service.db.models.Posting.count();

    const again = await demoActivityRound(service.db, { before, now });

    expect(again).toEqual({ redemptions: 0, cashouts: 0, failedCashouts: 0 });
    expect(await service.db.models.Posting.count()).toBe(postings);
  });
});
