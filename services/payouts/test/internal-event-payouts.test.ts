import { eventPayoutsAnswerSchema, type ResultsPublished } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMessage, as, startTestService, type TestService } from './helpers.js';
import { aLine, aResultSet } from './results-factories.js';

/** The events service's Canada invoices read what an event's results paid (`GET /internal/event-payouts/{eventId}`). */
describe('GET /internal/event-payouts/:eventId', () => {
  let service: TestService;
  const publish = (payload: ResultsPublished) => service.deliver(aMessage('results.published', payload));
  const read = async (eventId: string, caller = as('service', 'events')) => service.request.get(`/internal/event-payouts/${eventId}`).set(...(await caller));

  beforeAll(async () => {
    service = await startTestService('internal_event_payouts');
    service.riderFacts.riders.set('r1', { riderId: 'r1', active: true, pro: false, documentsOnFile: false, nonResidentAlien: false, bikes: [{ vin: '1HD1KB4197Y000001', year: 2026, valid: 'verified' }] });
    const line = (over: Parameters<typeof aLine>[0]) => aLine({ classId: 'pro', className: 'Pro Open', ...over });
    await publish(
      aResultSet([line({ resultId: 'win', riderId: 'r1', matchStatus: 'matched', place: 1, placeAmount: 10_000 }), ...[2, 3, 4, 5].map((place) => line({ place }))], {
        eventId: 'ev-ca',
        promoterId: 'promoter-a',
      }),
    );
  });
  afterAll(() => service.close());

  it("answers a service the event's decisions at the version applied, as staff read them", async () => {
    const res = await read('ev-ca');
    expect(res.status).toBe(200);
    const answer = eventPayoutsAnswerSchema.parse(res.body);
    expect(answer).toMatchObject({ eventId: 'ev-ca', version: 1 });
    expect(answer.decisions.find((d) => d.resultId === 'win')).toMatchObject({ className: 'Pro Open', place: 1, outcome: 'paid', amountCents: 10_000, lotType: 'cash' });
    expect(answer.decisions).toHaveLength(5);
  });

  it('is 404 for an event without applied results, and 403 for anyone but a service', async () => {
    expect((await read('no-such-event')).status).toBe(404);
    for (const typ of ['promoter', 'admin', 'rider', 'anonymous'] as const) expect((await read('ev-ca', as(typ, 'promoter-a'))).status).toBe(403);
  });
});
