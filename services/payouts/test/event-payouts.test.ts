import { eventPayoutsAnswerSchema, type ResultsPublished } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMessage, as, startTestService, type TestService } from './helpers.js';
import { aLine, aResultSet, aRiderFacts } from './results-factories.js';

/** The event's promoter and programme staff see why each result line pays, waits or does not. */
describe('GET /api/{promoter|admin}/event-payouts/{eventId}', () => {
  let service: TestService;
  const publish = (payload: ResultsPublished) => service.deliver(aMessage('results.published', payload));
  const read = async (role: 'promoter' | 'admin' | 'rider', sub: string, eventId: string, pathRole: string = role) =>
    service.request.get(`/api/${pathRole}/event-payouts/${eventId}`).set(...(await as(role, sub)));

  beforeAll(async () => {
    service = await startTestService('event_payouts');
    for (const rider of [aRiderFacts('r1'), aRiderFacts('r2', { pro: true }), aRiderFacts('r3')]) service.riderFacts.riders.set(rider.riderId, rider);
    // A full Pro class (6 finishers): r1 wins (paid), r2 is a pro without documents (waits), r3 did not finish, one
    // line matched nobody; a Vet class of 2 finishers (too small); a bonus for r1.
    const pro = (over: Parameters<typeof aLine>[0]) => aLine({ classId: 'pro', className: 'Pro Open', ...over });
    const vet = (over: Parameters<typeof aLine>[0]) => aLine({ classId: 'vet', className: 'Vet', ...over });
    await publish(
      aResultSet(
        [
          pro({ resultId: 'win', riderId: 'r1', matchStatus: 'matched', place: 1, placeAmount: 10_000 }),
          pro({ resultId: 'second', riderId: 'r2', matchStatus: 'matched', place: 2, placeAmount: 6_000 }),
          pro({ resultId: 'dnf', riderId: 'r3', matchStatus: 'matched', place: 3, placeAmount: 4_000, status: 'DNF' }),
          pro({ resultId: 'walk-in', place: 4, placeAmount: 2_000 }),
          ...[5, 6, 7].map((place) => pro({ place })),
          vet({ resultId: 'vet-win', riderId: 'r3', matchStatus: 'matched', place: 1, placeAmount: 5_000 }),
          vet({ place: 2 }),
        ],
        { eventId: 'ev-own', promoterId: 'promoter-a', bonuses: [{ bonusId: 'holeshot', riderId: 'r1', riderName: 'Rider One', amountCents: 2_500, payoutType: 'cash', note: 'Holeshot' }] },
      ),
    );
    await publish(aResultSet([aLine({ resultId: 'theirs', riderId: 'r1', matchStatus: 'matched', place: 1, placeAmount: 9_000 })], { eventId: 'ev-other', promoterId: 'promoter-b', startDate: '2026-08-01' }));
  });
  afterAll(() => service.close());

  it('keeps the promoter of the event from the message', async () => {
    expect((await service.db.models.EventResults.findByPk('ev-own'))!.promoterId).toBe('promoter-a');
    expect((await service.db.models.EventResults.findByPk('ev-other'))!.promoterId).toBe('promoter-b');
  });

  it("answers the event's promoter every line and bonus with its outcome, reason and the numbers behind it", async () => {
    const res = await read('promoter', 'promoter-a', 'ev-own');
    expect(res.status).toBe(200);
    const answer = eventPayoutsAnswerSchema.parse(res.body);
    expect(answer).toMatchObject({ eventId: 'ev-own', version: 1 });
    const byLine = new Map(answer.decisions.map((d) => [d.resultId ?? `bonus:${d.bonusId}`, d]));
    expect(byLine.get('win')).toEqual({
      resultId: 'win',
      riderId: 'r1',
      className: 'Pro Open',
      place: 1,
      outcome: 'paid',
      reason: 'paid',
      facts: {},
      // Under the standard rules: the event's table set the amount, the tier of 5 or more let every place pay.
      rule: { clause: 'placeAmounts', tier: { atLeast: 5, paidPlaces: null }, ruleSet: null },
      amountCents: 10_000,
      currency: 'USD',
      lotType: 'cash',
      withholdPercent: 0,
    });
    expect(byLine.get('second')).toMatchObject({ outcome: 'pending', reason: 'documentsMissing', amountCents: 6_000 });
    expect(byLine.get('dnf')).toMatchObject({ outcome: 'notPaid', reason: 'didNotFinish', amountCents: 0 });
    expect(byLine.get('walk-in')).toMatchObject({ riderId: null, outcome: 'notPaid', reason: 'notProgrammeRider' });
    expect(byLine.get('vet-win')).toMatchObject({ className: 'Vet', outcome: 'notPaid', reason: 'classTooSmall', facts: { finishers: 2, minimum: 5 } });
    expect(byLine.get('bonus:holeshot')).toMatchObject({ bonusId: 'holeshot', riderId: 'r1', outcome: 'paid', amountCents: 2_500, lotType: 'cash' });
    expect(answer.decisions).toHaveLength(10);
    // By class and place, the bonus last.
    expect(answer.decisions.slice(0, 2).map((d) => d.resultId)).toEqual(['win', 'second']);
    expect(answer.decisions.at(-1)!.bonusId).toBe('holeshot');
  });

  it("answers another promoter 404, as for an event it does not know, never the other promoter's decisions", async () => {
    const res = await read('promoter', 'promoter-b', 'ev-own');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(JSON.stringify(res.body)).not.toContain('win');
    expect((await read('promoter', 'promoter-b', 'ev-other')).status).toBe(200);
    expect((await read('promoter', 'promoter-a', 'ev-other')).status).toBe(404);
    expect((await read('promoter', 'promoter-a', 'no-such-event')).status).toBe(404);
  });

  it('answers programme staff for any event, and 404 for one without applied results', async () => {
    const own = await read('admin', 'admin-1', 'ev-own');
    expect(own.status).toBe(200);
    expect(own.body.decisions).toHaveLength(10);
    const other = await read('admin', 'admin-1', 'ev-other');
    expect(other.status).toBe(200);
    expect(other.body.decisions).toEqual([expect.objectContaining({ resultId: 'theirs', riderId: 'r1', outcome: 'notPaid', reason: 'classTooSmall', facts: { finishers: 1, minimum: 5 } })]);
    expect((await read('admin', 'admin-1', 'no-such-event')).status).toBe(404);
  });

  it("refuses riders and dealers (403), and another role's path", async () => {
    expect((await read('rider', 'r1', 'ev-own')).status).toBe(403);
    expect((await read('rider', 'r1', 'ev-own', 'promoter')).status).toBe(403);
    expect((await service.request.get('/api/dealer/event-payouts/ev-own').set(...(await as('dealer', 'dealer-1')))).status).toBe(403);
    expect((await read('promoter', 'promoter-a', 'ev-own', 'admin')).status).toBe(403);
  });

  it('follows a new version of the results', async () => {
    await publish(aResultSet([aLine({ resultId: 'theirs', riderId: 'r1', matchStatus: 'matched', place: 1, placeAmount: 9_000, status: 'DNS' })], { eventId: 'ev-other', version: 2, promoterId: 'promoter-b', startDate: '2026-08-01' }));
    const res = await read('promoter', 'promoter-b', 'ev-other');
    expect(res.body).toMatchObject({ version: 2, decisions: [{ resultId: 'theirs', outcome: 'notPaid', reason: 'didNotStart', amountCents: 0 }] });
  });
});
