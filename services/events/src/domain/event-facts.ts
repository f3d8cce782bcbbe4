import type { Transaction } from 'sequelize';
import { makerForWmi } from '@rr/contracts';
import { EVENT_CHANGED, type EventChanged } from '@rr/contracts/server';
import type { Outbox } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import type { Event } from '../data-access/models/index.js';
import { findEvent } from '../data-access/event-records-repository.js';
import { findClassPayoutTypes, findEventsAfter, findEventsInIdOrder, findFactLines, findPlaceAmounts, findSeriesNameRows } from '../data-access/event-facts-repository.js';

/**
 * An event's reporting facts (`event.changed`, `eventChangedSchema` in @rr/contracts): what payouts' read model keeps of
 * each event for the admin reports (docs/architecture.md "Messages"): its own fields, its series' name, the payout
 * table's total and the market share of its result set. Published in the events service's outbox in the transaction of
 * every change that may move them; the newest `at` wins, so each message carries the whole facts, never a difference.
 */

/** The demo programme's make (PROGRAMME_MAKES' default). */
export const DEFAULT_PROGRAMME_MAKES: readonly string[] = ['Apex'];

/** What publishing needs: the database, the outbox, and the programme's makes (default `DEFAULT_PROGRAMME_MAKES`). */
export interface EventFactsDeps {
  db: EventsDb;
  outbox: Outbox;
  programmeMakes?: readonly string[] | undefined;
}

/** A result line as the market share reads it. */
export interface ShareLine {
  classId: string;
  place: number;
  status: string;
  resultType: string;
  matchStatus: string;
  riderId?: string | null;
  /** The VIN as the timing sheet gave it ('' when none). */
  vin: string;
  /** The timing sheet's bike column, as written ('' when none). */
  bike: string;
}

export interface MarketShareCounts {
  finishers: number;
  makerFinishers: number;
  paidPlaces: number;
  makerPaidPlaces: number;
}

/**
 * Which result type pays, as payouts' rules choose it (services/payouts/src/domain/rules/payout-rules.ts
 * `payingResultType`): supercross pays the main event, or its overall when the sheet has no main; every other style
 * the overall.
 */
export function payingResultType(type: string, lines: ReadonlyArray<Pick<ShareLine, 'resultType'>>): string {
  if (type === 'supercross' && lines.some((line) => line.resultType === 'main')) return 'main';
  return 'overall';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a line was raced on one of the programme's makes: the line is matched to a programme rider (every programme
 * rider rides the maker's bikes), its VIN's WMI belongs to one of the makes, or the timing sheet's bike text names one
 * of them as a whole word, in any case ("APEX mx450" names Apex, "Apexx 450" does not).
 */
export function makerLine(makes: readonly string[]): (line: Pick<ShareLine, 'matchStatus' | 'riderId' | 'vin' | 'bike'>) => boolean {
  const names = new Set(makes.map((make) => make.trim().toLowerCase()).filter(Boolean));
  const words = [...names].map((make) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(make)}(?:$|[^\\p{L}\\p{N}])`, 'iu'));
  return (line) => {
    if (line.matchStatus === 'matched' && line.riderId) return true;
    const vin = line.vin.trim();
    const maker = vin.length >= 3 ? makerForWmi(vin) : null;
    if (maker && names.has(maker.make.toLowerCase())) return true;
    return words.some((word) => word.test(line.bike));
  };
}

/**
 * The market share of one event's result set: the finishers on its paying result type (DNF and DNS do not count),
 * how many of them rode the maker's bikes, the finishers whose place the class's payout table pays (`amounts`: the
 * place amounts of each paying class, 1st first; a class left out pays nothing), and how many of those the maker's
 * bikes took.
 */
export function marketShare(type: string, lines: readonly ShareLine[], amounts: ReadonlyMap<string, readonly number[]>, makes: readonly string[]): MarketShareCounts {
  const paying = payingResultType(type, lines);
  const isMaker = makerLine(makes);
  const counts: MarketShareCounts = { finishers: 0, makerFinishers: 0, paidPlaces: 0, makerPaidPlaces: 0 };
  for (const line of lines) {
    if (line.resultType !== paying || line.status !== 'finished') continue;
    const maker = isMaker(line);
    const paid = (amounts.get(line.classId)?.[line.place - 1] ?? 0) > 0;
    counts.finishers += 1;
    if (maker) counts.makerFinishers += 1;
    if (paid) counts.paidPlaces += 1;
    if (paid && maker) counts.makerPaidPlaces += 1;
  }
  return counts;
}

const later = (a: Date | null | undefined, b: Date | null | undefined): Date => {
  const times = [a, b].filter((d): d is Date => d instanceof Date).map((d) => d.getTime());
  return new Date(times.length > 0 ? Math.max(...times) : 0);
};

/**
 * The facts of several events, read from their own rows (event, series, classes, places, result lines) in a few
 * queries. `at`: the change's time; without it, each event's last change as its row records it (the rebuild's
 * snapshot, so any message of a later change wins over it).
 */
export async function factsOf(db: EventsDb, events: readonly Event[], options: { transaction?: Transaction | undefined; makes?: readonly string[] | undefined; at?: Date } = {}): Promise<EventChanged[]> {
  if (events.length === 0) return [];
  const { transaction } = options;
  const makes = options.makes ?? DEFAULT_PROGRAMME_MAKES;
  const eventIds = events.map((event) => event.id);
  const seriesIds = [...new Set(events.flatMap((event) => (event.seriesId ? [event.seriesId] : [])))];
  const series = seriesIds.length > 0 ? await findSeriesNameRows(db, seriesIds, transaction) : [];
  const seriesName = new Map(series.map((row) => [row.id, row.name]));
  const classes = await findClassPayoutTypes(db, eventIds, transaction);
  const payingClassIds = classes.filter((c) => c.payoutType !== 'noPayout').map((c) => c.id);
  const places = payingClassIds.length > 0 ? await findPlaceAmounts(db, payingClassIds, transaction) : [];
  const amounts = new Map<string, number[]>();
  for (const place of places) {
    const list = amounts.get(place.classId) ?? [];
    list[place.place - 1] = place.amountCents;
    amounts.set(place.classId, list);
  }
  const lines = await findFactLines(db, eventIds, transaction);
  const linesOf = new Map<string, ShareLine[]>();
  for (const line of lines) {
    const list = linesOf.get(line.eventId) ?? [];
    list.push({ classId: line.classId, place: line.place, status: line.status, resultType: line.resultType, matchStatus: line.matchStatus, riderId: line.riderId ?? null, vin: line.vin ?? '', bike: line.bike ?? '' });
    linesOf.set(line.eventId, list);
  }
  return events.map((event): EventChanged => {
    const eventLines = linesOf.get(event.id) ?? [];
    return {
      eventId: event.id,
      at: (options.at ?? later(event.updatedAt, event.resultsUpdatedAt)).toISOString(),
      deleted: false,
      title: event.title,
      seriesId: event.seriesId ?? null,
      seriesName: event.seriesId ? (seriesName.get(event.seriesId) ?? null) : null,
      promoterId: event.promoterId || null,
      country: event.country,
      currency: event.currency,
      startDate: event.startDate,
      endDate: event.endDate,
      active: Boolean(event.active),
      canceled: Boolean(event.canceled),
      payingEvent: Boolean(event.payingEvent),
      contingencyCents: Number(event.contingencyCents ?? 0),
      results: eventLines.length === 0 ? null : { version: event.resultsVersion, ...marketShare(event.type, eventLines, amounts, makes) },
    };
  });
}

/** One event's facts now (`at` = now), in `transaction`; null when there is no such event. */
export async function eventFacts(db: EventsDb, eventId: string, transaction: Transaction, makes: readonly string[] = DEFAULT_PROGRAMME_MAKES): Promise<EventChanged | null> {
  const event = await findEvent(db, eventId, transaction);
  if (!event) return null;
  const [facts] = await factsOf(db, [event], { transaction, makes, at: new Date() });
  return facts ?? null;
}

/**
 * Records `event.changed` for the event in `transaction`, after the change (so the facts are the changed ones). With
 * `deleted`, call it before the event's row goes: the message carries its last facts, `deleted: true` and no results.
 */
export async function publishEventChanged(deps: EventFactsDeps, eventId: string, transaction: Transaction, options: { deleted?: boolean } = {}): Promise<EventChanged | null> {
  const facts = await eventFacts(deps.db, eventId, transaction, deps.programmeMakes);
  if (!facts) return null;
  const payload: EventChanged = options.deleted ? { ...facts, deleted: true, results: null } : facts;
  await deps.outbox.add(transaction, EVENT_CHANGED, payload);
  return payload;
}

/** Records `event.changed` for several events in `transaction` (one read of their rows): a series renamed, say. */
export async function publishEventsChanged(deps: EventFactsDeps, eventIds: readonly string[], transaction: Transaction): Promise<void> {
  if (eventIds.length === 0) return;
  const events = await findEventsInIdOrder(deps.db, eventIds, transaction);
  for (const facts of await factsOf(deps.db, events, { transaction, makes: deps.programmeMakes, at: new Date() })) await deps.outbox.add(transaction, EVENT_CHANGED, facts);
}

/** The facts of every event (inactive and canceled too) after `after` in id order, `limit` of them: the read model's rebuild. */
export async function reportingEvents(db: EventsDb, query: { after?: string | undefined; limit: number }, makes?: readonly string[]): Promise<{ events: EventChanged[] }> {
  const events = await findEventsAfter(db, query.after, query.limit);
  return { events: await factsOf(db, events, { makes }) };
}
