import type { PublishedLine, ResultsPublished } from '@rr/contracts';
import type { SeriesFinished } from '@rr/contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../src/domain/ledger.js';
import type { RiderFacts } from '../src/domain/rules/payout-rules.js';
import { DEFAULT_RULES } from '../src/domain/rules/programme-rules.js';
import { seriesChampions } from '../src/domain/series-end.js';
import { aMessage, aWallet, as, startTestService, type TestService } from './helpers.js';
import { aLine, aResultSet } from './results-factories.js';

const DAY = 86_400_000;
const VIN = (n: number) => `1HD1KB4197Y${String(200000 + n)}`;

/** `series.finished` → the series' pending dealer credit is paid once, its class champions get the series bonus. */
describe("consumer of 'series.finished'", () => {
  let service: TestService;
  const riders = ['a-r1', 'a-r2', 'a-r3', 'b-r1', 'b-r2', 'b-r3'];
  beforeAll(async () => {
    service = await startTestService('series_end');
    riders.forEach((riderId, n) => {
      // Two bikes each, and the sheets name which (`finisher`), so a rider's two classes at one event both pay.
      const facts: RiderFacts = { riderId, active: true, pro: false, documentsOnFile: false, nonResidentAlien: false, bikes: [{ vin: VIN(2 * n), year: 2026, valid: 'verified' }, { vin: VIN(2 * n + 1), year: 2026, valid: 'verified' }] };
      service.riderFacts.riders.set(riderId, facts);
    });
    for (const riderId of riders) await aWallet(service.db, riderId);
  });
  afterAll(() => service.close());

  const publish = (payload: ResultsPublished) => service.deliver(aMessage('results.published', payload));
  const finish = (payload: SeriesFinished) => service.deliver(aMessage('series.finished', payload));
  const balances = async (riderId: string) => (await service.request.get('/api/rider/wallet').set(...(await as('rider', riderId)))).body.wallet?.balances;
  const postings = () => service.db.models.Posting.count();
  const decisionsOf = async (eventId: string) =>
    (await service.db.models.PayoutDecision.findAll({ where: { eventId, lotType: 'credit' }, order: [['decisionKey', 'ASC']] })).map((d) => ({ key: d.decisionKey, rider: d.riderId, outcome: d.outcome, reason: d.reason, amount: d.amountCents, lot: d.lotId }));
  const champions = async (seriesId: string) =>
    (await service.db.models.SeriesChampion.findAll({ where: { seriesId }, order: [['classKey', 'ASC']] })).map((c) => ({ classKey: c.classKey, className: c.className, riderId: c.riderId, points: c.points, wins: c.wins, version: c.version, bonusCents: c.bonusCents, lot: c.bonusLotId }));

  const finisher = (resultId: string, riderId: string, place: number, placeAmount: number, over: Partial<PublishedLine> = {}) =>
    aLine({ resultId, riderId, matchStatus: 'matched', place, placeAmount, bikeVin: VIN(2 * riders.indexOf(riderId) + (over.classId === 'c-450' ? 1 : 0)), ...over });
  const field = (n: number, over: Partial<PublishedLine>) => Array.from({ length: n }, (_, i) => aLine({ place: 10 + i, ...over }));
  const credit250 = { classId: 'c-250', className: '250 B', payoutType: 'dealerCredit' as const };
  const pro450 = (className: string) => ({ classId: 'c-450', className, payoutType: 'cash' as const });
  const round = (eventId: string, version: number, seriesId: string, endDate: string, lines: PublishedLine[]) =>
    aResultSet(lines, { eventId, version, seriesId, title: `Round ${eventId}`, startDate: endDate, endDate });

  describe('series A: the end arrives before the final race is applied', () => {
    const a1 = (version = 1) =>
      round('a1', version, 'sA', '2026-05-02', [
        finisher('a1-1', 'a-r1', 1, 5_000, credit250),
        finisher('a1-2', 'a-r2', 2, 3_000, credit250),
        ...field(4, credit250),
        finisher('a1-p1', 'a-r3', 1, 20_000, pro450('450 Pro')),
        ...field(4, pro450('450 Pro')),
      ]);
    const a2 = round('a2', 1, 'sA', '2026-05-16', [
      finisher('a2-1', 'a-r2', 1, 5_000, credit250),
      finisher('a2-2', 'a-r1', 2, 3_000, credit250),
      finisher('a2-3', 'a-r3', 3, 2_000, credit250),
      ...field(3, credit250),
      // The same class, written otherwise at this race: compared case- and space-insensitively.
      finisher('a2-p1', 'a-r3', 1, 20_000, pro450(' 450  PRO ')),
      ...field(4, pro450(' 450  PRO ')),
    ]);
    const endOfSeries = (version: number, a1Version = 1): SeriesFinished => ({
      seriesId: 'sA',
      version,
      name: 'Desert Cup',
      currency: 'USD',
      bonusCents: 10_000,
      creditExpiresOn: '2027-03-31',
      events: [
        { eventId: 'a1', endDate: '2026-05-02', resultsVersion: a1Version },
        { eventId: 'a2', endDate: '2026-05-16', resultsVersion: 1 },
      ],
      finishedAt: '2026-05-17T18:00:00.000Z',
    });

    it('keeps dealer credit at a series event pending, and waits for the final race before the end applies', async () => {
      await publish(a1());
      expect(await balances('a-r1')).toEqual({ cash: 0, credit: 0 });
      expect(await balances('a-r3')).toEqual({ cash: 20_000, credit: 0 });
      expect((await decisionsOf('a1')).map((d) => [d.rider, d.outcome, d.reason])).toEqual([
        ['a-r1', 'pending', 'seriesNotFinished'],
        ['a-r2', 'pending', 'seriesNotFinished'],
      ]);

      const before = await postings();
      await finish(endOfSeries(1));
      expect(await postings()).toBe(before);
      expect((await service.db.models.SeriesResults.findByPk('sA'))!.toJSON()).toMatchObject({ version: 1, appliedVersion: 0, bonusCents: 10_000, creditExpiresOn: '2027-03-31' });
      expect(await champions('sA')).toEqual([]);
    });

    it('the final race applied: its credit is paid at once, the pending credit released, champions paid the bonus', async () => {
      await publish(a2);

      expect(await balances('a-r1')).toEqual({ cash: 0, credit: 8_000 });
      // a-r2: 3,000 + 5,000 credit and the 250 B series bonus (bonus lots count as credit).
      expect(await balances('a-r2')).toEqual({ cash: 0, credit: 18_000 });
      expect(await balances('a-r3')).toEqual({ cash: 40_000, credit: 12_000 });
      for (const eventId of ['a1', 'a2']) {
        for (const d of await decisionsOf(eventId)) expect(d).toMatchObject({ outcome: 'paid', reason: 'paid', lot: expect.any(String) });
      }
      // Every credit lot of the series expires 365 days after the day it is paid (the series' end), never on the
      // series' own date, which may fall before its last round.
      const creditLots = await service.db.models.Lot.findAll({ where: { eventId: ['a1', 'a2'], type: 'credit' } });
      expect(creditLots).toHaveLength(5);
      for (const lot of creditLots) expect(lot.expiresAt!.getTime() - lot.awardedAt.getTime()).toBe(DEFAULT_RULES.creditExpiryDays * DAY);
      const released = await service.db.models.JournalTransaction.findAll({ where: { riderId: 'a-r1' }, order: [['createdAt', 'ASC'], ['id', 'ASC']] });
      expect(released.map((t) => t.sourceKey)).toEqual(expect.arrayContaining(['earn:a2:line:a2-2:v1', 'series:sA:a1:line:a1-1:v1']));

      // 250 B: a-r1 and a-r2 both 47 points and one win; a-r2 won the last race. 450 Pro: a-r3, two wins.
      expect(await champions('sA')).toEqual([
        { classKey: '250 b', className: '250 B', riderId: 'a-r2', points: 47, wins: 1, version: 1, bonusCents: 10_000, lot: expect.any(String) },
        { classKey: '450 pro', className: '450  PRO', riderId: 'a-r3', points: 50, wins: 2, version: 1, bonusCents: 10_000, lot: expect.any(String) },
      ]);
      const bonusLot = (await service.db.models.Lot.findByPk((await champions('sA'))[0]!.lot!))!;
      expect(bonusLot).toMatchObject({ type: 'bonus', initialCents: 10_000, currentCents: 10_000 });
      expect(bonusLot.expiresAt!.getTime() - Date.now()).toBeGreaterThan(364 * DAY);
      expect((await service.db.models.SeriesResults.findByPk('sA'))!.appliedVersion).toBe(1);
      expect(await reconcile(service.db)).toEqual([]);
    });

    it('a redelivery of either message pays nothing again', async () => {
      const before = { postings: await postings(), journal: await service.db.models.JournalTransaction.count() };
      await finish(endOfSeries(1));
      await publish(a2);
      expect({ postings: await postings(), journal: await service.db.models.JournalTransaction.count() }).toEqual(before);
      expect(await balances('a-r2')).toEqual({ cash: 0, credit: 18_000 });
    });

    it('results of a finished series published again keep the released credit paid; the same champions keep their bonus', async () => {
      const lotsBefore = await decisionsOf('a1');
      const before = await postings();
      await publish(a1(2));
      expect(await decisionsOf('a1')).toEqual(lotsBefore);
      await finish(endOfSeries(2, 2));
      expect(await postings()).toBe(before);
      expect((await champions('sA')).map((c) => [c.riderId, c.version])).toEqual([
        ['a-r2', 2],
        ['a-r3', 2],
      ]);
      expect(await balances('a-r1')).toEqual({ cash: 0, credit: 8_000 });
      expect(await balances('a-r2')).toEqual({ cash: 0, credit: 18_000 });
      expect(await reconcile(service.db)).toEqual([]);
    });
  });

  describe('series B: the end arrives after every race; a later version changes the champion', () => {
    const vet = { classId: 'c-vet', className: 'Vet', payoutType: 'dealerCredit' as const };
    const b1 = round('b1', 1, 'sB', '2026-06-06', [finisher('b1-1', 'b-r1', 1, 4_000, vet), finisher('b1-2', 'b-r2', 2, 2_000, vet), ...field(4, vet)]);
    // b-r1 fifth: no money (the place does not pay) but 16 points.
    const b2 = round('b2', 1, 'sB', '2026-06-20', [finisher('b2-1', 'b-r3', 1, 4_000, vet), finisher('b2-2', 'b-r2', 2, 2_000, vet), finisher('b2-5', 'b-r1', 5, 0, vet), ...field(3, vet)]);
    const b3 = (version: number, first: string, second: string) =>
      round('b3', version, 'sB', '2026-07-04', [
        finisher('b3-1', first, 1, 4_000, vet),
        finisher('b3-2', second, 2, 2_000, vet),
        // A rider who did not finish scores nothing, even in a paid place.
        finisher('b3-3', 'b-r3', 3, 1_000, { ...vet, status: 'DNF' }),
        ...field(4, vet),
      ]);
    const endOfSeries = (version: number, b3Version: number): SeriesFinished => ({
      seriesId: 'sB',
      version,
      name: 'Summer Series',
      currency: 'USD',
      bonusCents: 5_000,
      creditExpiresOn: null,
      events: [
        { eventId: 'b1', endDate: '2026-06-06', resultsVersion: 1 },
        { eventId: 'b2', endDate: '2026-06-20', resultsVersion: 1 },
        { eventId: 'b3', endDate: '2026-07-04', resultsVersion: b3Version },
      ],
      finishedAt: '2026-07-05T18:00:00.000Z',
    });

    it('releases every pending credit once; the champion on points, ties broken by wins', async () => {
      await publish(b1);
      await publish(b2);
      await publish(b3(1, 'b-r1', 'b-r2'));
      expect(await balances('b-r1')).toEqual({ cash: 0, credit: 0 });

      await finish(endOfSeries(1, 1));
      // b-r1: 4,000 + 4,000 and the bonus; b-r2: 2,000 × 3; b-r3: 4,000.
      expect(await balances('b-r1')).toEqual({ cash: 0, credit: 13_000 });
      expect(await balances('b-r2')).toEqual({ cash: 0, credit: 6_000 });
      expect(await balances('b-r3')).toEqual({ cash: 0, credit: 4_000 });
      const lot = await service.db.models.Lot.findOne({ where: { eventId: 'b1', type: 'credit' } });
      // No day of its own: the programme's credit expiry from the release.
      expect(lot!.expiresAt!.getTime() - Date.now()).toBeGreaterThan(364 * DAY);
      // 66 points each (25 + 16 + 25 against 22 × 3): b-r1 has two wins, b-r2 none.
      expect(await champions('sB')).toEqual([{ classKey: 'vet', className: 'Vet', riderId: 'b-r1', points: 66, wins: 2, version: 1, bonusCents: 5_000, lot: expect.any(String) }]);
      expect(await service.db.models.JournalTransaction.count({ where: { sourceKey: 'series-bonus:sB:vet:v1' } })).toBe(1);

      const before = await postings();
      await finish(endOfSeries(1, 1));
      expect(await postings()).toBe(before);
      expect(await reconcile(service.db)).toEqual([]);
    });

    it('a new version that changes the champion waits for its results, then moves the bonus', async () => {
      // The end at version 2 names the last race's results at version 2, not applied yet: nothing moves.
      const before = await postings();
      await finish(endOfSeries(2, 2));
      expect(await postings()).toBe(before);
      expect((await service.db.models.SeriesResults.findByPk('sB'))!.toJSON()).toMatchObject({ version: 2, appliedVersion: 1 });

      // The last race corrected: b-r2 won it. Its credit is paid at once (the series has finished), the bonus moves.
      await publish(b3(2, 'b-r2', 'b-r1'));
      expect(await champions('sB')).toEqual([{ classKey: 'vet', className: 'Vet', riderId: 'b-r2', points: 69, wins: 1, version: 2, bonusCents: 5_000, lot: expect.any(String) }]);
      // b-r1: 4,000 + 2,000, the bonus taken back; b-r2: 2,000 + 2,000 + 4,000 and the bonus.
      expect(await balances('b-r1')).toEqual({ cash: 0, credit: 6_000 });
      expect(await balances('b-r2')).toEqual({ cash: 0, credit: 13_000 });
      const r1 = await service.db.models.JournalTransaction.findAll({ where: { riderId: 'b-r1' } });
      expect(r1.filter((t) => t.kind === 'reversal').map((t) => t.sourceKey).sort()).toEqual(['reverse:b3:line:b3-1:v2', 'series-bonus-reverse:sB:vet:v2']);
      expect(await service.db.models.JournalTransaction.count({ where: { riderId: 'b-r2', sourceKey: 'series-bonus:sB:vet:v2' } })).toBe(1);
      const newLot = await service.db.models.Lot.findOne({ where: { eventId: 'b3', type: 'credit', initialCents: 4_000, currentCents: 4_000 } });
      expect(newLot!.expiresAt!.getTime() - Date.now()).toBeGreaterThan(364 * DAY);
      expect(await reconcile(service.db)).toEqual([]);
    });

    it('an older version arriving late changes nothing', async () => {
      const before = await postings();
      await finish(endOfSeries(1, 1));
      expect(await postings()).toBe(before);
      expect((await champions('sB'))[0]!.riderId).toBe('b-r2');
      expect((await service.db.models.SeriesResults.findByPk('sB'))!.toJSON()).toMatchObject({ version: 2, appliedVersion: 2 });
    });
  });

  describe('series champions (pure)', () => {
    const line = (eventId: string, riderId: string, place: number, className = 'Open') => ({ eventId, riderId, className, place });
    const points = DEFAULT_RULES.championPoints;
    it.each([
      {
        name: 'most points wins the class',
        lines: [line('e1', 'x', 1), line('e1', 'y', 2), line('e2', 'x', 3), line('e2', 'y', 1)],
        expected: [{ riderId: 'y', points: 47, wins: 1 }],
      },
      {
        name: 'equal points and wins: the better finish at the last race',
        lines: [line('e1', 'x', 1), line('e1', 'y', 3), line('e2', 'x', 3), line('e2', 'y', 1)],
        expected: [{ riderId: 'y', points: 45, wins: 1 }],
      },
      {
        name: 'not racing the last race loses the tie to any finish there',
        lines: [line('e1', 'x', 1), line('e3', 'x', 20), line('e2', 'y', 1), line('e1', 'y', 20)],
        expected: [{ riderId: 'x', points: 26, wins: 1 }],
      },
      {
        name: 'classes apart, names compared without case and spaces',
        lines: [line('e1', 'x', 1, 'Open'), line('e2', 'x', 1, ' OPEN '), line('e1', 'y', 1, 'Vet')],
        expected: [
          { riderId: 'x', points: 50, wins: 2 },
          { riderId: 'y', points: 25, wins: 1 },
        ],
      },
      { name: 'nobody scored (all past 20th): no champion', lines: [line('e1', 'x', 21), line('e2', 'y', 30)], expected: [] },
    ])('$name', ({ lines, expected }) => {
      expect(seriesChampions(['e1', 'e2', 'e3'], lines, points).map(({ riderId, points: p, wins }) => ({ riderId, points: p, wins }))).toEqual(expected);
    });
  });
});
