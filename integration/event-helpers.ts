import { expect } from 'vitest';
import type { Earning } from '@rr/contracts';
import { DEMO, type Stack } from './stack.js';

/** The day `offset` days from today, as the API writes dates. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Asks until `probe` answers something (the services hear each other through the queue, a moment later). */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What payouts says a rider earned at one event (staff's lifetime view). */
export const earningsAt = async (stack: Stack, riderId: string, eventId: string): Promise<Earning[]> =>
  ((await stack.agent('admin').get(`/api/admin/earnings?riderId=${riderId}&period=lifetime`)).body.earnings as Earning[]).filter((e) => e.eventId === eventId);

/**
 * A flat-track event of the demo promoter that ended `daysAgo` days ago, made by staff, with one cash class
 * ("Open Pro") paying `places`: its id and the class's.
 */
export async function aPastEvent(stack: Stack, { title, daysAgo, places }: { title: string; daysAgo: number; places: number[] }): Promise<{ eventId: string; classId: string }> {
  const admin = stack.agent('admin');
  const created = await admin.post('/api/admin/events').send({
    title: `${title} ${Date.now().toString(36)}`,
    type: 'flat',
    startDate: day(-daysAgo),
    endDate: day(-daysAgo),
    venue: 'Test Oval',
    city: 'Perris',
    state: 'CA',
    zipcode: '92570',
    country: 'US',
    currency: 'USD',
    promoterId: DEMO.promoter.id,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const eventId: string = created.body.event._id;
  const classes = await admin.put(`/api/event/${eventId}/classes`).send({ classes: [{ name: 'Open Pro', payoutType: 'cash', places }] });
  expect(classes.status, JSON.stringify(classes.body)).toBe(200);
  return { eventId, classId: classes.body.classes[0]._id as string };
}
