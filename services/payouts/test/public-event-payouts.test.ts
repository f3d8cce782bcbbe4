import { PAYOUT_REASON_CODES, PUBLIC_RULE_REASON_CODES, publicEventPayoutsAnswerSchema, type PublicPayoutDecision, type ResultsPublished } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicReason } from '../src/domain/get-public-event-payouts.js';
import { aMessage, as, startTestService, type TestService } from './helpers.js';
import { aLine, aResultSet, aRiderFacts } from './results-factories.js';

/**
 * The public event page shows what the payout rules decided for each line, never a guess: paid (amount and type),
 * waiting or not paid, with a reason anyone may read. The rider's own matters (documents, account, bikes) read as one
 * code, and nothing names the rider, the facts behind a reason or the tax withheld.
 */
describe('GET /api/event-payouts/{eventId} (public)', () => {
  let service: TestService;
  const facts = aRiderFacts;
  const publish = (payload: ResultsPublished) => service.deliver(aMessage('results.published', payload));
  const read = async (eventId: string, caller: Parameters<typeof as> = ['anonymous']) => service.request.get(`/api/event-payouts/${eventId}`).set(...(await as(...caller)));
  const byId = (decisions: PublicPayoutDecision[]) => new Map(decisions.map((d) => [d.resultId ?? `bonus:${d.bonusId}`, d]));

  beforeAll(async () => {
    service = await startTestService('public_event_payouts');
    // A non-resident alien (tax withheld), a pro without documents, a deactivated rider, a rider without a bike.
    for (const rider of [
      facts('rider-secret-1', { nonResidentAlien: true }),
      facts('rider-secret-2', { pro: true }),
      facts('rider-secret-3'),
      facts('rider-secret-4', { active: false }),
      facts('rider-secret-5', { bikes: [] }),
    ]) {
      service.riderFacts.riders.set(rider.riderId, rider);
    }
    const pro = (over: Parameters<typeof aLine>[0]) => aLine({ classId: 'pro', className: 'Pro Open', ...over });
    await publish(
      aResultSet(
        [
          pro({ resultId: 'win', riderId: 'rider-secret-1', matchStatus: 'matched', place: 1, placeAmount: 10_000 }),
          pro({ resultId: 'second', riderId: 'rider-secret-2', matchStatus: 'matched', place: 2, placeAmount: 6_000 }),
          pro({ resultId: 'inactive', riderId: 'rider-secret-4', matchStatus: 'matched', place: 3, placeAmount: 4_000 }),
          pro({ resultId: 'no-bike', riderId: 'rider-secret-5', matchStatus: 'matched', place: 4, placeAmount: 3_000 }),
          pro({ resultId: 'walk-in', place: 5, placeAmount: 2_000 }),
          pro({ resultId: 'dnf', riderId: 'rider-secret-3', matchStatus: 'matched', place: 6, placeAmount: 1_000, status: 'DNF' }),
          ...[7, 8].map((place) => pro({ place })),
          aLine({ resultId: 'vet-win', classId: 'vet', className: 'Vet', riderId: 'rider-secret-3', matchStatus: 'matched', place: 1, placeAmount: 5_000 }),
        ],
        { eventId: 'ev-public', bonuses: [{ bonusId: 'holeshot', riderId: 'rider-secret-1', riderName: 'Rider One', amountCents: 2_500, payoutType: 'cash', note: 'Holeshot' }] },
      ),
    );
    // Dealer credit at a series event waits for the end of the series.
    await publish(
      aResultSet(
        [
          aLine({ resultId: 'credit-win', payoutType: 'dealerCredit', riderId: 'rider-secret-3', matchStatus: 'matched', place: 1, placeAmount: 3_000 }),
          ...[2, 3, 4, 5].map((place) => aLine({ payoutType: 'dealerCredit', place })),
        ],
        { eventId: 'ev-series', seriesId: 'series-1', startDate: '2026-08-01' },
      ),
    );
  });
  afterAll(() => service.close());

  it('answers anyone, signed out, each line and bonus: paid with its amount and type, waiting with its amount, not paid with neither', async () => {
    const res = await read('ev-public');
    expect(res.status).toBe(200);
    const answer = publicEventPayoutsAnswerSchema.parse(res.body);
    expect(answer).toMatchObject({ eventId: 'ev-public', version: 1 });
    const lines = byId(answer.decisions);
    // The whole amount, before the tax withheld from this rider's cash.
    expect(lines.get('win')).toEqual({ resultId: 'win', outcome: 'paid', reason: 'paid', amountCents: 10_000, currency: 'USD', lotType: 'cash' });
    expect(lines.get('bonus:holeshot')).toEqual({ bonusId: 'holeshot', outcome: 'paid', reason: 'paid', amountCents: 2_500, currency: 'USD', lotType: 'cash' });
    expect(lines.get('dnf')).toEqual({ resultId: 'dnf', outcome: 'notPaid', reason: 'didNotFinish', amountCents: null, currency: 'USD', lotType: null });
    expect(lines.get('walk-in')).toMatchObject({ outcome: 'notPaid', reason: 'notProgrammeRider', amountCents: null });
    expect(lines.get('vet-win')).toEqual({ resultId: 'vet-win', outcome: 'notPaid', reason: 'classTooSmall', amountCents: null, currency: 'USD', lotType: null });
    expect(answer.decisions).toHaveLength(10);
  });

  it("reads the rider's own matters (documents, account, bikes) as one code, with the amount only while it waits", async () => {
    const lines = byId(publicEventPayoutsAnswerSchema.parse((await read('ev-public')).body).decisions);
    expect(lines.get('second')).toEqual({ resultId: 'second', outcome: 'pending', reason: 'riderRequirements', amountCents: 6_000, currency: 'USD', lotType: 'cash' });
    expect(lines.get('inactive')).toEqual({ resultId: 'inactive', outcome: 'notPaid', reason: 'riderRequirements', amountCents: null, currency: 'USD', lotType: null });
    expect(lines.get('no-bike')).toMatchObject({ outcome: 'notPaid', reason: 'riderRequirements', amountCents: null });
    // What the promoter reads for the same lines: the public answer hides which matter it was.
    const promoter = await service.request.get('/api/admin/event-payouts/ev-public').set(...(await as('admin')));
    expect(byId(promoter.body.decisions).get('second')).toMatchObject({ reason: 'documentsMissing' });
    expect(byId(promoter.body.decisions).get('inactive')).toMatchObject({ reason: 'riderInactive' });
    expect(byId(promoter.body.decisions).get('no-bike')).toMatchObject({ reason: 'bikeNotRegistered' });
  });

  it('never carries the rider, the facts behind a reason or the tax withheld', async () => {
    const res = await read('ev-public');
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('rider-secret');
    expect(text).not.toMatch(/riderId|facts|finishers|withhold|documentsMissing|riderInactive|bikeNotRegistered/i);
    for (const decision of res.body.decisions as Array<Record<string, unknown>>) {
      expect(Object.keys(decision).sort()).toEqual([decision.bonusId ? 'bonusId' : 'resultId', 'amountCents', 'currency', 'lotType', 'outcome', 'reason'].sort());
    }
  });

  it('keeps the rules about the series as they are: dealer credit waiting for the end of the series', async () => {
    const answer = publicEventPayoutsAnswerSchema.parse((await read('ev-series')).body);
    expect(byId(answer.decisions).get('credit-win')).toEqual({ resultId: 'credit-win', outcome: 'pending', reason: 'seriesNotFinished', amountCents: 3_000, currency: 'USD', lotType: 'credit' });
  });

  it('answers every role alike, and nobody may write there', async () => {
    const anonymous = await read('ev-public');
    for (const caller of [['rider', 'rider-secret-1'], ['dealer', 'dealer-1'], ['promoter', 'promoter-b'], ['admin', 'admin-1']] as const) {
      const res = await read('ev-public', [...caller]);
      expect(res.status, caller[0]).toBe(200);
      expect(res.body, caller[0]).toEqual(anonymous.body);
    }
    expect((await service.request.post('/api/event-payouts/ev-public').set(...(await as('admin'))).send({})).status).toBe(403);
  });

  it('answers 404 for an event whose results the service has not applied, and for an id no event has', async () => {
    const res = await read('no-such-event');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await read('x'.repeat(37))).status).toBe(404);
  });

  it('follows a new version of the results', async () => {
    await publish(
      aResultSet([aLine({ resultId: 'credit-win', payoutType: 'dealerCredit', riderId: 'rider-secret-3', matchStatus: 'matched', place: 1, placeAmount: 3_000, status: 'DNS' })], {
        eventId: 'ev-series',
        seriesId: 'series-1',
        startDate: '2026-08-01',
        version: 2,
      }),
    );
    const res = await read('ev-series');
    expect(res.body).toEqual({ eventId: 'ev-series', version: 2, decisions: [{ resultId: 'credit-win', outcome: 'notPaid', reason: 'didNotStart', amountCents: null, currency: 'USD', lotType: null }] });
  });
});

describe('the public reason of a decision', () => {
  const rules = new Set<string>(PUBLIC_RULE_REASON_CODES);

  it('keeps the rules about the event, result, class, place and series, and reads every other reason as the rider’s requirements', () => {
    for (const reason of PAYOUT_REASON_CODES.filter((code) => code !== 'paid')) {
      expect(publicReason('notPaid', reason), reason).toBe(rules.has(reason) ? reason : 'riderRequirements');
      expect(publicReason('pending', reason), reason).toBe(rules.has(reason) ? reason : 'riderRequirements');
    }
    for (const reason of ['documentsMissing', 'riderInactive', 'bikeNotRegistered', 'vinNotVerified', 'bikeTooOld', 'claimPaid']) {
      expect(publicReason('notPaid', reason), reason).toBe('riderRequirements');
    }
    // A reason the rules learn later is private until it is listed as public.
    expect(publicReason('notPaid', 'bikeOfAnotherMake')).toBe('riderRequirements');
  });

  it('reads every paid line as paid, a payout claim too', () => {
    expect(publicReason('paid', 'paid')).toBe('paid');
    expect(publicReason('paid', 'claimApproved')).toBe('paid');
    // `paid` is no reason for a line that does not pay.
    expect(publicReason('notPaid', 'paid')).toBe('riderRequirements');
  });
});
