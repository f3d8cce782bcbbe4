import { MESSAGES, type SameDayEvent } from '@rr/contracts';
import { apiError, notFound, transactionWithRetry } from '@rr/server-kit';
import {
  findClassesOfEvents,
  findDistinctRaceIds,
  findEventIdsWithResults,
  findSameDayEvents,
  insertDistinctRaces,
  lockEventsInIdOrder,
  removeDistinctRacesOf,
} from '../data-access/distinct-races-repository.js';
import { findEvent } from '../data-access/event-records-repository.js';
import type { Event } from '../data-access/models/index.js';
import type { EventFactsDeps } from './event-facts.js';
import { publishResults } from './publish-results.js';
import { eventBodies } from './sanctioning-bodies.js';

/**
 * Spec §9 "double-sanctioned events pay once": events on one start day in one country may be one race published
 * twice (two promoters, or one race under two bodies), and the payout rules pay a rider once across them. Staff mark
 * the events that really were separate races; the marks hold both ways, and each event's `results.published` names
 * its marks (`distinctRaceIds`).
 */

const sameDay = (a: Pick<Event, 'startDate' | 'country'>, b: Pick<Event, 'startDate' | 'country'>) => a.startDate === b.startDate && a.country === b.country;

async function eventOrMissing(deps: EventFactsDeps, eventId: string): Promise<Event> {
  const event = await findEvent(deps.db, eventId);
  if (!event) throw notFound('Event not found');
  return event;
}

/** The events marked as different races from the event, by id (404 when there is no such event). */
export async function distinctRaces(deps: EventFactsDeps, eventId: string): Promise<{ eventIds: string[] }> {
  await eventOrMissing(deps, eventId);
  return { eventIds: await findDistinctRaceIds(deps.db, eventId) };
}

/**
 * The other events on the event's start day in its country, inactive and canceled ones too (staff judge them all),
 * by title: each with its promoter, its classes' names, what sanctioned it and whether it is marked as a different race.
 */
export async function sameDayEvents(deps: EventFactsDeps, eventId: string): Promise<{ events: SameDayEvent[] }> {
  const { db } = deps;
  const event = await eventOrMissing(deps, eventId);
  const others = await findSameDayEvents(db, event);
  if (others.length === 0) return { events: [] };
  const classes = await findClassesOfEvents(db, others.map((o) => o.id));
  const distinct = new Set(await findDistinctRaceIds(db, event.id));
  const events: SameDayEvent[] = [];
  for (const other of others) {
    events.push({
      _id: other.id,
      title: other.title,
      promoterId: other.promoterId,
      startDate: other.startDate,
      endDate: other.endDate,
      venue: other.venue,
      city: other.city,
      state: other.state,
      country: other.country,
      active: Boolean(other.active),
      canceled: Boolean(other.canceled),
      resultsSet: other.resultsVersion > 0,
      classes: classes.filter((c) => c.eventId === other.id).map((c) => c.name),
      sanctioningBodies: await eventBodies(db, other),
      distinct: distinct.has(other.id),
    });
  }
  return { events };
}

/**
 * Replaces the event's marks with `eventIds`, both ways: each must be another event on the same start day in the same
 * country (else 400 VALIDATION on `eventIds`, nothing written). In the same transaction, the results of every event
 * whose marks changed (this one and each event added or removed) are published again, so the payout rules decide
 * again with the new marks. The same marks again change nothing and publish nothing.
 */
export async function replaceDistinctRaces(deps: EventFactsDeps, eventId: string, eventIds: readonly string[], markedBy: string): Promise<{ eventIds: string[] }> {
  const { db } = deps;
  const wanted = [...new Set(eventIds)];
  return transactionWithRetry(db.sequelize, async (transaction) => {
    // Every event whose marks this may change is locked, in id order, before anything is judged or written: a change
    // of the same pair from its other event waits here, so a pair is never written twice, and neither event can move
    // to another day meanwhile. (The marks are read again once the event is locked: a change that went first counts.)
    const seen = await findDistinctRaceIds(db, eventId, transaction);
    const locked = await lockEventsInIdOrder(db, [...new Set([eventId, ...wanted, ...seen])], transaction);
    const found = new Map(locked.map((row) => [row.id, row]));
    const event = found.get(eventId);
    if (!event) throw notFound('Event not found');
    const wrong = wanted.find((id) => {
      const other = found.get(id);
      return !other || other.id === event.id || !sameDay(other, event);
    });
    if (wrong !== undefined) {
      throw apiError('VALIDATION', { eventIds: { id: MESSAGES.distinctRaceSameDay.id, message: MESSAGES.distinctRaceSameDay.defaultMessage } });
    }

    const before = new Set(await findDistinctRaceIds(db, event.id, transaction));
    const after = new Set(wanted);
    const added = wanted.filter((id) => !before.has(id));
    const removed = [...before].filter((id) => !after.has(id));
    if (added.length === 0 && removed.length === 0) return { eventIds: [...before].sort() };

    if (removed.length > 0) await removeDistinctRacesOf(db, event.id, removed, transaction);
    if (added.length > 0) await insertDistinctRaces(db, event.id, added, { markedBy, createdAt: new Date() }, transaction);

    // Every event whose marks changed and that has results, in id order.
    const affected = [event.id, ...added, ...removed];
    const withResults = await findEventIdsWithResults(db, affected, transaction);
    for (const id of withResults) await publishResults(deps, id, transaction);
    return { eventIds: [...after].sort() };
  });
}
