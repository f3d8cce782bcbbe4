import type { Transaction } from 'sequelize';
import { SERIES_FINISHED, type SeriesFinished } from '@rr/contracts/server';
import type { Outbox } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import type { Event } from '../data-access/models.js';
import { programmeToday } from './programme-date.js';

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

/** A series never recorded yet (results published before series ends were tracked, the seed): its events' results as they stand. */
async function resultsOnRecord(db: EventsDb, members: Event[], transaction: Transaction): Promise<Record<string, number>> {
  const published = members.filter((member) => member.resultsVersion > 0);
  if (published.length === 0) return {};
  const withLines = await db.models.Result.findAll({ attributes: ['eventId'], where: { eventId: published.map((member) => member.id) }, group: ['eventId'], transaction });
  const has = new Set(withLines.map((line) => line.eventId));
  return Object.fromEntries(published.filter((member) => has.has(member.id)).map((member) => [member.id, member.resultsVersion]));
}

/**
 * Called by `publishResults` right after it published `event`'s results at `event.resultsVersion`, in the same
 * transaction (docs/architecture.md "Series end"). Under the series' row lock it records whether the event now has
 * results, then decides whether the series is finished: every active, not canceled event of the series has ended
 * (its last day is today or before, in the programme's time zone) and has results, there is at least one such event,
 * and at least `races` of them when the series states its number of races. A finished series gets `series.finished`
 * at its next version (the first time, and again after every change of a finished series' results, so payouts can
 * recompute); one that is not finished publishes nothing. Answers the message, or null.
 */
export async function publishSeriesIfFinished(db: EventsDb, outbox: Outbox, event: Event, hasResults: boolean, transaction: Transaction, now = new Date()): Promise<SeriesFinished | null> {
  if (!event.seriesId) return null;
  // The row lock orders the events of one series published at once; the locking read sees what the other committed.
  const series = await db.models.Series.findByPk(event.seriesId, { transaction, lock: transaction.LOCK.UPDATE });
  if (!series) return null;

  const members = await db.models.Event.findAll({
    where: { seriesId: series.id },
    attributes: ['id', 'startDate', 'endDate', 'active', 'canceled', 'resultsVersion'],
    order: [['endDate', 'ASC'], ['startDate', 'ASC'], ['id', 'ASC']],
    transaction,
  });
  const known = series.resultsVersions === null ? await resultsOnRecord(db, members, transaction) : readVersions(series.resultsVersions);
  if (hasResults) known[event.id] = event.resultsVersion;
  else delete known[event.id];
  // Events that left the series are forgotten here; they are recorded again when their results are published in it.
  const memberIds = new Set(members.map((member) => member.id));
  const versions = Object.fromEntries(Object.entries(known).filter(([eventId]) => memberIds.has(eventId)));

  const today = programmeToday(now);
  const counted = members.filter((member) => member.active && !member.canceled);
  const finished =
    counted.length > 0 && (!series.races || counted.length >= series.races) && counted.every((member) => member.endDate <= today && (versions[member.id] ?? 0) > 0);
  const version = finished ? series.finishedVersion + 1 : series.finishedVersion;
  await series.update({ resultsVersions: JSON.stringify(versions), finishedVersion: version }, { transaction });
  if (!finished) return null;

  const message: SeriesFinished = {
    seriesId: series.id,
    version,
    name: series.name,
    currency: series.currency,
    bonusCents: series.bonusCents,
    creditExpiresOn: series.expirationDate ?? null,
    events: counted.map((member) => ({ eventId: member.id, endDate: member.endDate, resultsVersion: versions[member.id]! })),
    finishedAt: now.toISOString(),
  };
  await outbox.add(transaction, SERIES_FINISHED, message, { occurredAt: now });
  return message;
}
