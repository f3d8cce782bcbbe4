import type { Transaction } from 'sequelize';
import { RESULTS_PUBLISHED, type PublishedLine, type ResultsPublished } from '@rr/contracts';
import type { EventsDb } from '../data-access/database.js';
import type { Event, EventClass, Result } from '../data-access/models/index.js';
import { findDistinctRaceIds } from '../data-access/distinct-races-repository.js';
import { publishEventChanged, type EventFactsDeps } from './event-facts.js';
import { eventBodies } from './sanctioning-bodies.js';
import { publishSeriesIfFinished } from './series-end.js';
import { findBonuses } from '../data-access/bonuses-repository.js';
import { findClassesOfEvent, findPlaces } from '../data-access/event-classes-repository.js';
import { lockEvent, saveEvent } from '../data-access/event-records-repository.js';
import { findPublishedRows } from '../data-access/result-lines-repository.js';

/** What each place of each class pays, by class id (index 0 = 1st place), from its `class_places` rows. */
export async function placeAmounts(db: EventsDb, classIds: string[], transaction?: Transaction): Promise<Map<string, number[]>> {
  const amounts = new Map<string, number[]>();
  if (classIds.length === 0) return amounts;
  const places = await findPlaces(db, classIds, transaction ? { transaction } : {});
  for (const place of places) {
    const list = amounts.get(place.classId) ?? [];
    list[place.place - 1] = place.amountCents;
    amounts.set(place.classId, list);
  }
  return amounts;
}

/**
 * What a result line posts and how it stands, until the payout rules (applied by the payouts service) decide for good: a finisher
 * matched to a programme rider, in a paying class of a paying event that is not canceled, is posted the amount of
 * their place; every other line is posted nothing. `eligibility` says why.
 */
export function linePayout(event: Event, eventClass: EventClass | undefined, places: number[], line: Pick<Result, 'place' | 'status' | 'matchStatus'>): { payoutCents: number; eligibility: string } {
  if (line.status !== 'finished') return { payoutCents: 0, eligibility: 'didNotFinish' };
  if (line.matchStatus !== 'matched') return { payoutCents: 0, eligibility: 'notRegistered' };
  const paying = event.payingEvent && !event.canceled && eventClass !== undefined && eventClass.payoutType !== 'noPayout';
  return { payoutCents: paying ? (places[line.place - 1] ?? 0) : 0, eligibility: 'eligible' };
}

/**
 * Records, in `transaction`, that the event's results were set, changed or deleted: the version goes up by one and
 * `results.published` carries the whole result set at that version (docs/architecture.md "results.published").
 * Call it after the change, in the same transaction, so the message is sent if and only if the change is kept.
 * The event's reporting facts follow in the same transaction (`event.changed`, event-facts.ts), unless the caller
 * publishes them itself (`eventChanged: false`: deleting the event says `deleted` instead). `at` (default now) is when
 * they were published: the demo seed publishes past events' results on the day they came in.
 */
export async function publishResults(deps: EventFactsDeps, eventId: string, transaction: Transaction, options: { eventChanged?: boolean; at?: Date } = {}): Promise<ResultsPublished> {
  const { db, outbox } = deps;
  const event = await lockEvent(db, eventId, transaction);
  if (!event) throw new Error(`publishResults: no event ${eventId}`);
  const classes = await findClassesOfEvent(db, eventId, transaction);
  const results = await findPublishedRows(db, eventId, transaction);
  const amounts = await placeAmounts(db, classes.map((c) => c.id), transaction);
  const classById = new Map(classes.map((c) => [c.id, c]));
  const version = event.resultsVersion + 1;
  const now = options.at ?? new Date();
  await saveEvent(event, { resultsVersion: version, resultsUpdatedAt: now, ...(event.resultsSubmittedAt ? {} : { resultsSubmittedAt: now }) }, transaction);

  const lines: PublishedLine[] = results.map((result) => {
    const eventClass = classById.get(result.classId);
    return {
      resultId: result.id,
      classId: result.classId,
      className: eventClass?.name ?? '',
      startGroup: eventClass?.startGroup ?? null,
      payoutType: eventClass?.payoutType ?? 'noPayout',
      placeAmount: amounts.get(result.classId)?.[result.place - 1] ?? 0,
      place: result.place,
      status: result.status,
      resultType: result.resultType,
      riderId: result.matchStatus === 'matched' ? result.riderId : null,
      riderName: result.riderName,
      bikeVin: result.vin || null,
      bike: result.bike,
      matchStatus: result.matchStatus,
    };
  });
  const payload: ResultsPublished = {
    eventId: event.id,
    version,
    seriesId: event.seriesId ?? null,
    promoterId: event.promoterId,
    title: event.title,
    country: event.country,
    currency: event.currency,
    startDate: event.startDate,
    endDate: event.endDate,
    type: event.type,
    // The event's own bodies; one that records none yet goes by its promoter's application for the season.
    sanctioningBodies: await eventBodies(db, event, transaction),
    canceled: Boolean(event.canceled),
    payingEvent: Boolean(event.payingEvent),
    distinctRaceIds: await findDistinctRaceIds(db, event.id, transaction),
    lines,
    bonuses: (await findBonuses(db, eventId, transaction)).map((bonus) => ({
      bonusId: bonus.id,
      riderId: bonus.riderId,
      riderName: bonus.riderName,
      amountCents: bonus.amountCents,
      payoutType: bonus.payoutType as 'cash' | 'dealerCredit',
      note: bonus.note,
    })),
  };
  await outbox.add(transaction, RESULTS_PUBLISHED, payload, { occurredAt: now });
  // After the event's own message: a series whose last results these are is finished (`series.finished`).
  await publishSeriesIfFinished(db, outbox, event, lines.length > 0, transaction, now);
  if (options.eventChanged !== false) await publishEventChanged(deps, eventId, transaction);
  return payload;
}
