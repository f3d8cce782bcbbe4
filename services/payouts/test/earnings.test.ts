import type { PublishedLine } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMessage, as, aWallet, startTestService, type TestService } from './helpers.js';
import { aLine, aResultSet } from './results-factories.js';

/** `GET /api/rider/earnings`: every result line the rules decided for the rider, explained, by period. */
describe('GET /api/rider/earnings', () => {
  let service: TestService;
  const year = new Date().getUTCFullYear();
  const line = (over: Partial<PublishedLine>) => aLine({ className: '450 B', ...over });
  const results = (eventId: string, startDate: string, lines: PublishedLine[]) => aResultSet(lines, { eventId, title: `Race ${eventId}`, startDate, endDate: startDate });
  beforeAll(async () => {
    service = await startTestService('earnings');
    service.riderFacts.riders.set('r1', { riderId: 'r1', active: true, pro: false, documentsOnFile: false, nonResidentAlien: false, bikes: [{ vin: '1HD1KB4197Y000001', year, valid: 'verified' }] });
    const field = (classId: string, n: number) => Array.from({ length: n }, (_, i) => line({ classId, place: 10 + i }));
    await service.deliver(
      aMessage(
        'results.published',
        results('now', `${year}-03-14`, [
          line({ riderId: 'r1', matchStatus: 'matched', place: 1, placeAmount: 20_000 }),
          ...field('c1', 4),
          line({ classId: 'c2', className: 'Vet', riderId: 'r1', matchStatus: 'matched', place: 1, placeAmount: 5_000 }),
          ...field('c2', 3),
        ]),
      ),
    );
    await service.deliver(aMessage('results.published', results('before', `${year - 1}-09-01`, [line({ riderId: 'r1', matchStatus: 'matched', place: 2, placeAmount: 7_000, payoutType: 'dealerCredit' }), ...field('c1', 4)])));
  });
  afterAll(() => service.close());

  const get = async (query: string, caller = as('rider', 'r1')) => service.request.get(`/api/rider/earnings${query}`).set(...(await caller));

  it('answers this year by default: each line paid or not, and why, with the lot it posted and the totals', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    expect(res.body.period).toBe('thisYear');
    expect(res.body.totals).toEqual([{ currency: 'USD', cash: 20_000, credit: 0, bonus: 0, pending: 0 }]);
    expect(res.body.earnings).toEqual([
      expect.objectContaining({ eventId: 'now', eventTitle: 'Race now', date: `${year}-03-14`, className: '450 B', place: 1, outcome: 'paid', reason: 'paid', amountCents: 20_000, type: 'cash', lot: expect.objectContaining({ status: 'current', currentCents: 20_000 }) }),
      expect.objectContaining({ className: 'Vet', outcome: 'notPaid', reason: 'classTooSmall', facts: { finishers: 4, minimum: 5 }, amountCents: 0, lot: null }),
    ]);
  });

  it('answers last year and the lifetime', async () => {
    const last = (await get('?period=lastYear')).body;
    expect(last.earnings).toEqual([expect.objectContaining({ eventId: 'before', outcome: 'paid', type: 'credit', amountCents: 7_000 })]);
    expect(last.totals).toEqual([{ currency: 'USD', cash: 0, credit: 7_000, bonus: 0, pending: 0 }]);
    expect((await get('?period=lifetime')).body.earnings.map((e: { eventId: string }) => e.eventId)).toEqual(['now', 'now', 'before']);
  });

  it('answers one event’s only with eventId (the rider’s event page)', async () => {
    const one = (await get('?period=lifetime&eventId=before')).body;
    expect(one.earnings.map((e: { eventId: string; amountCents: number }) => [e.eventId, e.amountCents])).toEqual([['before', 7_000]]);
    expect(one.totals).toEqual([{ currency: 'USD', cash: 0, credit: 7_000, bonus: 0, pending: 0 }]);
    expect((await get('?period=lifetime&eventId=nowhere')).body.earnings).toEqual([]);
  });

  it('lists lots that came another way (seed, merge) too', async () => {
    await aWallet(service.db, 'r9', 'USD', [{ type: 'bonus', cents: 2_500 }]);
    const res = await get('', as('rider', 'r9'));
    expect(res.body.earnings).toEqual([expect.objectContaining({ outcome: 'paid', reason: 'paid', type: 'bonus', amountCents: 2_500, lot: expect.objectContaining({ currentCents: 2_500 }) })]);
  });

  it("shows a rider only their own, refuses other roles, and a period it does not know is a 400", async () => {
    expect((await get('', as('rider', 'someone-else'))).body).toEqual({ period: 'thisYear', totals: [], earnings: [] });
    expect((await get('?period=forever')).status).toBe(400);
    for (const typ of ['dealer', 'promoter', 'admin'] as const) expect((await get('', as(typ, 'r1'))).status).toBe(403);
  });
});
