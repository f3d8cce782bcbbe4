/**
 * End to end through the BFF and the three services (stack.ts): programme staff remove a rider's race
 * on the rider page, the events service deletes the line by the promoter's "delete race results" path and publishes
 * the event's results again, and the payouts service takes back what the line paid — only that rider's, only that
 * line. Riders and promoters are refused.
 */
import { describe, expect, it } from 'vitest';
import type { Earning, RiderRacesAnswer } from '@rr/contracts';
import { aPastEvent, earningsAt, eventually } from './event-helpers.js';
import { DEMO, stackForFile } from './stack.js';

const stack = stackForFile();

const rider = DEMO.rider.id;

describe('removing a rider’s race (admin rider page)', () => {
  it('deletes only that line and the payouts service takes back what it paid', async () => {
    const admin = stack.agent('admin');
    const { eventId, classId } = await aPastEvent(stack, { title: 'Remove Races Oval', daysAgo: 3, places: [32_500, 20_000, 10_000] });
    // The demo rider wins a class of six finishers (five are needed for a payout).
    const lines = [{ classId, place: 1, riderName: 'Jordan Miller', email: DEMO.rider.email }];
    for (let place = 2; place <= 6; place += 1) lines.push({ classId, place, riderName: `Walk In ${place}`, email: '' });
    const saved = await admin.put(`/api/event/${eventId}/results`).send({ results: lines });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const paid = await eventually(async () => (await earningsAt(stack, rider, eventId)).find((e) => e.outcome === 'paid' && e.lot));
    expect(paid).toMatchObject({ className: 'Open Pro', place: 1, amountCents: 32_500, lot: { currentCents: 32_500 } });

    const races = (await admin.get(`/api/admin/rider/${rider}/races`)).body as RiderRacesAnswer;
    const line = races.races.find((race) => race.eventId === eventId)!;
    expect(line).toMatchObject({ className: 'Open Pro', place: 1, payoutCents: 32_500 });

    // Not the rider's, nor the promoter's of the event: refused before any service, nothing removed.
    for (const role of ['rider', 'promoter'] as const) {
      const refused = await stack.agent(role).delete(`/api/${role}/rider/${rider}/remove-races`).send({ resultIds: [line._id] });
      expect(refused.status, role).toBe(403);
    }
    // Another rider's id with this line: 404, nothing removed.
    expect((await admin.delete(`/api/admin/rider/${DEMO.admin.id}/remove-races`).send({ resultIds: [line._id] })).status).toBe(404);

    const removed = await admin.delete(`/api/admin/rider/${rider}/remove-races`).send({ resultIds: [line._id] });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toMatchObject({ removed: 1, events: [{ eventId, removed: 1 }] });

    // The five other finishers stay; the rider's line is gone from their races.
    const manage = await admin.get(`/api/event/${eventId}/manage`);
    expect(manage.body.results).toHaveLength(5);
    expect(((await admin.get(`/api/admin/rider/${rider}/races`)).body as RiderRacesAnswer).races.some((race) => race._id === line._id)).toBe(false);

    // Payouts applied the new version: the award went back to the fund whole (the rider had spent none of it, so
    // nothing is owed), and the line reads as removed, never as paid.
    const removedLine = await eventually(async () => {
      const all = (await stack.agent('admin').get(`/api/admin/earnings?riderId=${rider}&period=lifetime`)).body.earnings as Earning[];
      return all.find((e) => e.eventId === eventId && e.reason === 'resultRemoved');
    });
    expect(removedLine).toMatchObject({ outcome: 'notPaid', amountCents: 0, lot: null });
    expect(removedLine!.history.map((h) => [h.change, h.cents, h.owedCents])).toEqual([
      ['paid', 32_500, 0],
      ['removed', -32_500, 0],
    ]);
    expect((await earningsAt(stack, rider, eventId)).some((e) => e.outcome === 'paid')).toBe(false);
    expect((await stack.agent('admin').get(`/api/admin/receivables/${rider}`)).body.debts).toEqual([]);
  }, 60_000);
});
