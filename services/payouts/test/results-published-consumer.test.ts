import type { PublishedLine, ResultsPublished } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Op } from 'sequelize';
import { reconcile } from '../src/domain/ledger.js';
import { publishedAt } from '../src/entry-points/consumers.js';
import { aMessage, as, startTestService, type TestService } from './helpers.js';
import { aLine, aResultSet, aRiderFacts } from './results-factories.js';

/** `results.published` → the rules decide every line, the journal moves the money; new versions reverse, never edit. */
describe("consumer of 'results.published'", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('results_published');
    for (const rider of [aRiderFacts('r1'), aRiderFacts('r2'), aRiderFacts('r3', { nonResidentAlien: true }), aRiderFacts('r4', { pro: true })]) service.riderFacts.riders.set(rider.riderId, rider);
  });
  afterAll(() => service.close());

  const line = aLine;
  const field = Array.from({ length: 4 }, (_, i) => line({ place: 10 + i }));
  const results = (eventId: string, version: number, lines: PublishedLine[], over: Partial<ResultsPublished> = {}) => aResultSet(lines, { eventId, version, ...over });
  const publish = (payload: ResultsPublished) => service.deliver(aMessage('results.published', payload));
  const balances = async (riderId: string) => (await service.request.get('/api/rider/wallet').set(...(await as('rider', riderId)))).body.wallet?.balances;
  const decisions = async (eventId: string) =>
    (await service.db.models.PayoutDecision.findAll({ where: { eventId }, order: [['decisionKey', 'ASC']] })).map((d) => ({ rider: d.riderId, outcome: d.outcome, reason: d.reason, amount: d.amountCents }));

  const winner = line({ resultId: 'win', riderId: 'r1', matchStatus: 'matched', place: 1, placeAmount: 10_000 });
  const second = line({ resultId: 'second', riderId: 'r2', matchStatus: 'matched', place: 2, placeAmount: 6_000, payoutType: 'dealerCredit' });

  it('pays each matched finisher of a full class through the journal and keeps why', async () => {
    await publish(results('e1', 1, [winner, second, ...field]));

    expect(await balances('r1')).toEqual({ cash: 10_000, credit: 0 });
    expect(await balances('r2')).toEqual({ cash: 0, credit: 6_000 });
    const byRider = (await decisions('e1')).filter((d) => d.rider);
    expect(byRider).toEqual(
      expect.arrayContaining([
        { rider: 'r1', outcome: 'paid', reason: 'paid', amount: 10_000 },
        { rider: 'r2', outcome: 'paid', reason: 'paid', amount: 6_000 },
      ]),
    );
    const lot = await service.db.models.Lot.findOne({ where: { eventId: 'e1', type: 'credit' } });
    expect(lot!.expiresAt!.getTime() - Date.now()).toBeGreaterThan(364 * 86_400_000);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('dates what it pays when the results were published, not when they were consumed (never in the future)', async () => {
    const published = new Date(Date.now() - 30 * 86_400_000);
    service.riderFacts.riders.set('r9', aRiderFacts('r9'));
    await service.deliver({ ...aMessage('results.published', results('e-dated', 1, [line({ resultId: 'dated', riderId: 'r9', matchStatus: 'matched', place: 1, placeAmount: 4_000 }), ...field])), occurredAt: published.toISOString() });

    const lot = await service.db.models.Lot.findOne({ where: { eventId: 'e-dated' } });
    expect(lot!.awardedAt.getTime()).toBe(published.getTime());
    const journal = await service.db.models.JournalTransaction.findOne({ where: { kind: 'earning', sourceKey: { [Op.like]: '%e-dated%' } } });
    expect(journal!.createdAt.getTime()).toBe(published.getTime());
    expect(publishedAt({ occurredAt: '2999-01-01T00:00:00Z' }, new Date('2026-11-27T00:00:00Z')).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(publishedAt({ occurredAt: 'not a date' }, new Date('2026-11-27T00:00:00Z')).toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });

  it('changes nothing when the same version comes again', async () => {
    const postings = await service.db.models.Posting.count();
    await publish(results('e1', 1, [winner, second, ...field]));
    expect(await service.db.models.Posting.count()).toBe(postings);
  });

  it('a changed result reverses the old earning and posts the new one; an unchanged one keeps its lot', async () => {
    const secondLot = (await service.db.models.PayoutDecision.findOne({ where: { eventId: 'e1', decisionKey: 'line:second' } }))!.lotId;
    await publish(results('e1', 2, [{ ...winner, placeAmount: 12_500 }, second, ...field]));

    expect(await balances('r1')).toEqual({ cash: 12_500, credit: 0 });
    expect(await balances('r2')).toEqual({ cash: 0, credit: 6_000 });
    expect((await service.db.models.PayoutDecision.findOne({ where: { eventId: 'e1', decisionKey: 'line:second' } }))!.lotId).toBe(secondLot);
    const history = (await service.db.models.JournalTransaction.findAll({ where: { riderId: 'r1' }, order: [['id', 'ASC']] })).map((t) => t.kind);
    expect(history).toEqual(['earning', 'reversal', 'earning']);
  });

  it('a line that no longer pays (a DNF now) is reversed, and explains itself', async () => {
    await publish(results('e1', 3, [{ ...winner, placeAmount: 12_500, status: 'DNF' }, second, ...field]));
    expect(await balances('r1')).toEqual({ cash: 0, credit: 0 });
    expect((await decisions('e1')).find((d) => d.rider === 'r1')).toEqual({ rider: 'r1', outcome: 'notPaid', reason: 'didNotFinish', amount: 0 });
  });

  it('deleted results reverse everything; an older version arriving late changes nothing', async () => {
    await publish(results('e1', 4, []));
    expect(await balances('r2')).toEqual({ cash: 0, credit: 0 });
    expect(await decisions('e1')).toEqual([]);
    await publish(results('e1', 2, [{ ...winner, placeAmount: 12_500 }, second, ...field]));
    expect(await balances('r1')).toEqual({ cash: 0, credit: 0 });
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('withholds 30 % of a non-resident alien’s cash, as a posting, and gives it back to the fund with a reversal', async () => {
    const w = line({ resultId: 'w', riderId: 'r3', matchStatus: 'matched', place: 1, placeAmount: 10_000 });
    await publish(results('e2', 1, [w, ...field]));
    expect(await balances('r3')).toEqual({ cash: 7_000, credit: 0 });
    const withholding = async () => (await service.db.models.Account.findOne({ where: { holder: 'programme', purpose: 'withholding', currency: 'USD' } }))!.balanceCents;
    expect(await withholding()).toBe(3_000);
    await publish(results('e2', 2, []));
    expect(await balances('r3')).toEqual({ cash: 0, credit: 0 });
    expect(await withholding()).toBe(0);
  });

  it('keeps a pro rider’s cash pending until documents arrive, and posts nothing meanwhile', async () => {
    await publish(results('e3', 1, [line({ resultId: 'pro', riderId: 'r4', matchStatus: 'matched', place: 1, placeAmount: 50_000 }), ...field]));
    expect(await decisions('e3')).toContainEqual({ rider: 'r4', outcome: 'pending', reason: 'documentsMissing', amount: 50_000 });
    expect(await service.db.models.JournalTransaction.count({ where: { riderId: 'r4' } })).toBe(0);
  });

  it('pays a double-sanctioned race once: the same riders under another body the same day are not paid again', async () => {
    await publish(results('e-ama', 1, [line({ resultId: 'a1', riderId: 'r2', matchStatus: 'matched', place: 1, placeAmount: 8_000 }), ...field], { startDate: '2026-08-01', endDate: '2026-08-01' }));
    await publish(
      results('e-other', 1, [line({ resultId: 'b1', riderId: 'r2', matchStatus: 'matched', place: 1, placeAmount: 8_000, className: '450  PRO' }), ...field], {
        startDate: '2026-08-01',
        endDate: '2026-08-01',
        sanctioningBodies: ['CMRC'],
      }),
    );
    expect((await decisions('e-other')).find((d) => d.rider === 'r2')).toEqual({ rider: 'r2', outcome: 'notPaid', reason: 'otherSanctionPaid', amount: 0 });
    expect(await balances('r2')).toEqual({ cash: 8_000, credit: 0 });
    expect(await reconcile(service.db)).toEqual([]);
  });
});
