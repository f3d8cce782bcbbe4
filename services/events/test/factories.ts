import { randomUUID } from 'node:crypto';
import type { EventsDb } from '../src/data-access/database.js';
import { refreshEventContingency } from '../src/data-access/contingency.js';
import type { Category, Event, PayoutType, Series } from '../src/data-access/models/index.js';
import { addDays, programmeToday } from '../src/domain/programme-date.js';

/** Test data built per test through the models: only what a test states matters, the rest is plausible. */

type CreationOf<M extends { _creationAttributes: object }> = M['_creationAttributes'];

/** A day relative to today in the programme time zone (YYYY-MM-DD). */
export const day = (offset: number) => addDays(programmeToday(), offset);

export async function aCategory(db: EventsDb, overrides: Partial<CreationOf<Category>> = {}) {
  return db.models.Category.create({ id: randomUUID(), name: 'Motocross', description: 'Closed-course racing', active: true, ...overrides });
}

export async function aSeries(db: EventsDb, overrides: Partial<CreationOf<Series>> = {}) {
  return db.models.Series.create({
    id: randomUUID(),
    name: 'Test Series',
    notes: 'Notes',
    state: 'CA',
    zipcode: '92570',
    country: 'US',
    races: 6,
    distance: 10,
    active: true,
    bonusCents: 10_000,
    initialValueCents: 50_000,
    currency: 'USD',
    expirationDate: day(200),
    promoterId: 'promoter-test',
    ...overrides,
  });
}

/**
 * A promoter's seasons as identity decided them (`promoter.season`): approved for each of `years` unless `status`
 * says otherwise. A promoter enters events and series only in seasons they are approved for.
 */
export async function promoterSeasons(db: EventsDb, promoterId: string, years: readonly number[], status: 'approved' | 'pending' | 'rejected' = 'approved') {
  for (const seasonYear of years) await db.models.PromoterSeason.upsert({ promoterId, seasonYear, status, sanctioningBodies: '[]', decidedAt: new Date() });
}

export interface ClassSpec {
  name: string;
  payoutType?: PayoutType;
  /** Cents per place, 1st first. */
  places?: number[];
  /** Rider names in finishing order; each gets a result line. */
  finishers?: Array<string | { name: string; riderId?: string; payout?: number; eligibility?: string }>;
}

/** An event (by default: active, in Perris CA, starting in 30 days) with the given classes, places and results. */
export async function anEvent(db: EventsDb, overrides: Partial<CreationOf<Event>> & { classes?: ClassSpec[] } = {}) {
  const { classes = [], ...fields } = overrides;
  const startDate = fields.startDate ?? day(30);
  const event = await db.models.Event.create({
    id: randomUUID(),
    title: 'Test Event',
    type: 'motocross',
    startDate,
    endDate: fields.endDate ?? startDate,
    city: 'Perris',
    state: 'CA',
    zipcode: '92570',
    country: 'US',
    venue: 'Test Raceway',
    venueWebsite: 'https://raceway.example.com',
    promoterId: 'promoter-test',
    active: true,
    canceled: false,
    payingEvent: true,
    currency: 'USD',
    latitude: 33.7825,
    longitude: -117.2286,
    ...fields,
  });
  for (const [position, spec] of classes.entries()) {
    const classId = randomUUID();
    const payoutType = spec.payoutType ?? 'cash';
    await db.models.EventClass.create({ id: classId, eventId: event.id, name: spec.name, payoutType, position });
    const places = spec.places ?? [];
    for (const [index, amountCents] of places.entries()) {
      await db.models.ClassPlace.create({ id: randomUUID(), classId, place: index + 1, amountCents });
    }
    for (const [index, finisher] of (spec.finishers ?? []).entries()) {
      const f = typeof finisher === 'string' ? { name: finisher } : finisher;
      await db.models.Result.create({
        id: randomUUID(),
        eventId: event.id,
        classId,
        place: index + 1,
        riderId: f.riderId ?? null,
        riderName: f.name,
        bike: '2025 Apex MX 450F',
        hometown: 'Corona, CA',
        payoutCents: f.payout ?? (payoutType === 'noPayout' ? 0 : (places[index] ?? 0)),
        payoutType,
        eligibility: f.eligibility ?? 'eligible',
        resultType: 'overall',
      });
    }
  }
  await refreshEventContingency(db, event.id);
  await event.reload();
  return event;
}

/** An event as a form sends it (the API's body): Perris Spring MX, 4–5 April 2030, in US dollars; `overrides` add or change fields. */
export const anEventBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Perris Spring MX',
  type: 'motocross',
  startDate: '2030-04-04',
  endDate: '2030-04-05',
  venue: 'Perris Raceway',
  city: 'Perris',
  state: 'CA',
  zipcode: '92570',
  country: 'US',
  currency: 'USD',
  ...overrides,
});
