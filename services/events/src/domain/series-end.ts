import type { Transaction } from 'sequelize';
import type { SeriesEnd, SeriesEndReason } from '@rr/contracts';
import { SERIES_FINISHED, type SeriesFinished } from '@rr/contracts/server';
import { apiError, notFound, type Outbox } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import type { Event, Series } from '../data-access/models/index.js';
import { findEventIdsWithLines, findSeriesMembers, lockSeries, type SeriesMember } from '../data-access/series-end-repository.js';
import { programmeToday } from './programme-date.js';

/**
 * The end of a series (spec §9: dealer credit is paid at the end of a series; the series bonus goes to its champions
 * after the final race; docs/architecture.md "Series end"). A series is finished when every active, not canceled
 * event of it (a round) has ended and has results, there is at least one, and either it has a planned number of rounds
 * (`races`) with at least that many rounds, or programme staff or its promoter closed it. Without either it stays open
 * however many of its events have results: the programme cannot tell the last round from the first one created.
 */

/** `series.results_versions`: which events of the series have results, and at what `results.published` version. */
function readVersions(text: string | null): Record<string, number> {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && (entry[1] as number) > 0));
  } catch {
    return {};
  }
}

type Member = SeriesMember;

/** A series never recorded yet (results published before series ends were tracked, the seed): its events' results as they stand. */
async function resultsOnRecord(db: EventsDb, members: Member[], transaction?: Transaction): Promise<Record<string, number>> {
  const published = members.filter((member) => member.resultsVersion > 0);
  if (published.length === 0) return {};
  const has = new Set(await findEventIdsWithLines(db, published.map((member) => member.id), transaction));
  return Object.fromEntries(published.filter((member) => has.has(member.id)).map((member) => [member.id, member.resultsVersion]));
}

/** The series' planned number of rounds; 0 or none means none planned. */
const plannedRounds = (series: Pick<Series, 'races'>): number | null => (series.races && series.races > 0 ? series.races : null);

export interface SeriesEndState {
  /** Active, not canceled events of the series, first to end first. */
  rounds: Member[];
  /** Of those, the ones over (last day today or before, programme time zone) with results. */
  roundsIn: Member[];
  /** Why the series is finished, or null: it waits. */
  reason: SeriesEndReason | null;
}

/**
 * Where a series stands (pure): its rounds, those in, and whether it is finished and why. A series whose planned
 * rounds are all in is finished by its `rounds` even when it is also closed (the close changed nothing).
 */
export function seriesEndState(series: Pick<Series, 'races' | 'closedAt'>, members: Member[], versions: Record<string, number>, today: string): SeriesEndState {
  const rounds = members.filter((member) => member.active && !member.canceled);
  const roundsIn = rounds.filter((member) => member.endDate <= today && (versions[member.id] ?? 0) > 0);
  const allIn = rounds.length > 0 && roundsIn.length === rounds.length;
  const planned = plannedRounds(series);
  const reason: SeriesEndReason | null = !allIn ? null : planned !== null && rounds.length >= planned ? 'rounds' : series.closedAt ? 'closed' : null;
  return { rounds, roundsIn, reason };
}

async function membersOf(db: EventsDb, seriesId: string, transaction?: Transaction): Promise<Member[]> {
  return findSeriesMembers(db, seriesId, transaction);
}

/** The series' events with results as recorded, only those still in the series. */
async function recordedVersions(db: EventsDb, series: Series, members: Member[], transaction?: Transaction): Promise<Record<string, number>> {
  const known = series.resultsVersions === null ? await resultsOnRecord(db, members, transaction) : readVersions(series.resultsVersions);
  // Events that left the series are forgotten here; they are recorded again when their results are published in it.
  const memberIds = new Set(members.map((member) => member.id));
  return Object.fromEntries(Object.entries(known).filter(([eventId]) => memberIds.has(eventId)));
}

/**
 * Records the look at the series (its events' results and what was decided) and, when `publish` says so, publishes
 * `series.finished` at its next version, in the caller's transaction (the series row locked by the caller).
 */
async function record(outbox: Outbox, series: Series, state: SeriesEndState, versions: Record<string, number>, publish: boolean, transaction: Transaction, now: Date): Promise<SeriesFinished | null> {
  const send = publish && state.reason !== null;
  const version = send ? series.finishedVersion + 1 : series.finishedVersion;
  await series.update({ resultsVersions: JSON.stringify(versions), finishedVersion: version, finishedReason: state.reason }, { transaction });
  if (!send) return null;
  const message: SeriesFinished = {
    seriesId: series.id,
    version,
    name: series.name,
    currency: series.currency,
    bonusCents: series.bonusCents,
    creditExpiresOn: series.expirationDate ?? null,
    events: state.rounds.map((member) => ({ eventId: member.id, endDate: member.endDate, resultsVersion: versions[member.id]! })),
    finishedAt: now.toISOString(),
    reason: state.reason!,
  };
  await outbox.add(transaction, SERIES_FINISHED, message, { occurredAt: now });
  return message;
}

/**
 * Called by `publishResults` right after it published `event`'s results at `event.resultsVersion`, in the same
 * transaction. Under the series' row lock it records whether the event now has results, then looks at the series
 * (`seriesEndState`). A finished series gets `series.finished` at its next version (the first time, and again after
 * every change of a finished series' results, so payouts can recompute); one that is not finished publishes nothing.
 * Answers the message, or null.
 */
export async function publishSeriesIfFinished(db: EventsDb, outbox: Outbox, event: Event, hasResults: boolean, transaction: Transaction, now = new Date()): Promise<SeriesFinished | null> {
  if (!event.seriesId) return null;
  // The row lock orders the events of one series published at once; the locking read sees what the other committed.
  const series = await lockSeries(db, event.seriesId, transaction);
  if (!series) return null;
  const members = await membersOf(db, series.id, transaction);
  const versions = await recordedVersions(db, series, members, transaction);
  if (hasResults && members.some((member) => member.id === event.id)) versions[event.id] = event.resultsVersion;
  else delete versions[event.id];
  const state = seriesEndState(series, members, versions, programmeToday(now));
  return record(outbox, series, state, versions, true, transaction, now);
}

export interface ReviewOptions {
  /**
   * A round with results joined or left the series' rounds (hidden, shown, taken out of the series) without its
   * results being published: a series finished before and after still gets a new version, for the new set of rounds.
   */
  roundsChanged?: boolean;
  now?: Date;
}

/**
 * Looks at a series again after a change that publishes no results in it but can finish it: its close, fewer planned
 * rounds, a round without results canceled, hidden, deleted or taken out of it. `series.finished` goes out only when
 * the series is finished now and was not at the last look (a series already finished had its message with its
 * results), or its rounds changed (`roundsChanged`). Runs in the caller's transaction under the series' row lock; a
 * missing series (`seriesId` null or gone) changes nothing.
 */
export async function reviewSeriesEnd(db: EventsDb, outbox: Outbox, seriesId: string | null | undefined, transaction: Transaction, options: ReviewOptions = {}): Promise<SeriesFinished | null> {
  if (!seriesId) return null;
  const series = await lockSeries(db, seriesId, transaction);
  if (!series) return null;
  return reviewLocked(db, outbox, series, transaction, options);
}

async function reviewLocked(db: EventsDb, outbox: Outbox, series: Series, transaction: Transaction, { roundsChanged = false, now = new Date() }: ReviewOptions): Promise<SeriesFinished | null> {
  const wasFinished = series.finishedReason !== null;
  const members = await membersOf(db, series.id, transaction);
  const versions = await recordedVersions(db, series, members, transaction);
  const state = seriesEndState(series, members, versions, programmeToday(now));
  return record(outbox, series, state, versions, !wasFinished || roundsChanged, transaction, now);
}

export interface SeriesCloser {
  /** The caller's id and role: the series' promoter or programme staff (access-router.ts judged it). */
  sub: string;
  typ: string;
}

/**
 * Closes a series: from now on it needs no planned number of rounds to finish. If its rounds are all in (over, with
 * results) it finishes at once, in this transaction (`series.finished`, `reason: 'closed'`); otherwise it finishes when
 * the last of them has its results, or is canceled or taken out of the series. Closing a closed series changes nothing.
 */
export async function closeSeries(db: EventsDb, outbox: Outbox, seriesId: string, closer: SeriesCloser, now = new Date()): Promise<SeriesFinished | null> {
  return db.sequelize.transaction(async (transaction) => {
    const series = await lockSeries(db, seriesId, transaction);
    if (!series) throw notFound('Series not found');
    if (series.closedAt) return null;
    await series.update({ closedAt: now, closedBy: closer.sub, closedByRole: closer.typ === 'admin' ? 'admin' : 'promoter', closedFinishedVersion: series.finishedVersion }, { transaction });
    return reviewLocked(db, outbox, series, transaction, { now });
  });
}

/**
 * Reopens a closed series (programme staff only), so it waits for its planned rounds again. Refused once a
 * `series.finished` has gone out since the close (SERIES_CLOSE_PAID): payouts may have paid dealer credit and the
 * series bonus on it, and a series that opens again after paying would pay its champions' bonus over on a later
 * round, taking back what a rider may already have spent. A series never closed answers SERIES_NOT_CLOSED.
 */
export async function reopenSeries(db: EventsDb, seriesId: string): Promise<void> {
  await db.sequelize.transaction(async (transaction) => {
    const series = await lockSeries(db, seriesId, transaction);
    if (!series) throw notFound('Series not found');
    if (!series.closedAt) throw apiError('SERIES_NOT_CLOSED');
    if (series.finishedVersion !== (series.closedFinishedVersion ?? 0)) throw apiError('SERIES_CLOSE_PAID');
    // Nothing went out since the close, so the last look's decision is the one from before it (rounds or none).
    const finishedReason = series.finishedReason === 'closed' ? null : series.finishedReason;
    await series.update({ closedAt: null, closedBy: null, closedByRole: null, closedFinishedVersion: null, finishedReason }, { transaction });
  });
}

/** Where the series stands, for its pages (`GET /api/serie/{id}` → `end`). */
export async function seriesEndView(db: EventsDb, series: Series, now = new Date()): Promise<SeriesEnd> {
  const members = await membersOf(db, series.id);
  const versions = await recordedVersions(db, series, members);
  const state = seriesEndState(series, members, versions, programmeToday(now));
  return {
    plannedRounds: plannedRounds(series),
    rounds: state.rounds.length,
    roundsWithResults: state.roundsIn.length,
    closedAt: series.closedAt ? series.closedAt.toISOString() : null,
    closedBy: series.closedAt ? (series.closedByRole === 'admin' ? 'admin' : 'promoter') : null,
    // Finished when the last look published it and it still holds (an event added since makes it wait again).
    finished: series.finishedReason !== null && state.reason !== null ? state.reason : null,
    reopenable: series.closedAt !== null && series.finishedVersion === (series.closedFinishedVersion ?? 0),
  };
}
