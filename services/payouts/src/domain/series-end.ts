import type { Transaction } from 'sequelize';
import type { SeriesFinished } from '@rr/contracts/server';
import { transactionWithRetry } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { lockSeriesEvents } from '../data-access/event-results-repository.js';
import { changeDecision, placedLinesOf, waitingForSeriesEnd } from '../data-access/payout-decisions-repository.js';
import { changeSeriesResults, championsOf, createSeriesResults, lockSeriesResults, removeChampion, saveChampion, seriesVersions } from '../data-access/series-repository.js';
import type { PayoutDecision, SeriesResults } from '../data-access/models/index.js';
import { awardAll } from './award-many.js';
import type { Awarded } from './award-many.js';
import { award, reverseAward, type Award } from './money.js';
import { addRiderNotices, debtNotices, earningPostedNotices, postedLineOf, repaymentsOf, type DebtCorrection, type NoticeLine } from './rider-notices.js';
import { comparableClass, rulesInForce } from './year-rules.js';

/**
 * The end of a series (`series.finished`, docs/architecture.md "Series end"; spec §9: dealer credit is paid at the end
 * of a series; spec §3: the series bonus is paid to the series champions after the final race).
 *
 * A message is kept in `series_results` (versioned: one not above the version received changes nothing) and applied
 * once payouts has applied, for each of the series' events, at least the `results.published` version the message
 * names: the pending dealer credit of the series' events is paid, the overall champion of each class is computed from
 * the payout decisions, and the series bonus goes to each champion (moved when a later version changes one). The two
 * messages travel on different topics, so either may come first: whichever completes the picture applies it.
 */

const DAY = 86_400_000;
/** Lines that say nothing about a finish at the paying race: not started, not finished, another result type, no programme rider, an event that does not pay. */
const NOT_COUNTED = new Set(['didNotStart', 'didNotFinish', 'resultTypeNotPaid', 'notProgrammeRider', 'eventCanceled', 'eventNotPaying']);

type SeriesEvent = SeriesFinished['events'][number];

export type SeriesEndOutcome =
  | { status: 'stale'; version: number }
  | { status: 'waiting'; version: number; missing: string[] }
  | { status: 'current'; version: number }
  | { status: 'applied'; version: number; released: number; champions: number; bonusesAwarded: number; bonusesReversed: number };

/** The day a series' dealer credit expires, as an instant: the end of that day (UTC). */
export const endOfDay = (day: string) => new Date(`${day}T23:59:59.999Z`);

/** The series' events a stored message names. */
export const seriesEventsOf = (row: Pick<SeriesResults, 'events'>): SeriesEvent[] => JSON.parse(row.events) as SeriesEvent[];

/** `series.finished` received: kept (if newer than the one held) and applied when the events' results are in, in one transaction. */
export async function receiveSeriesFinished(db: PayoutsDb, message: SeriesFinished, now = new Date()): Promise<SeriesEndOutcome> {
  return transactionWithRetry(db.sequelize, async (transaction) => {
    const fields = {
      version: message.version,
      name: message.name.slice(0, 200),
      currency: message.currency,
      bonusCents: message.bonusCents,
      creditExpiresOn: message.creditExpiresOn,
      events: JSON.stringify(message.events),
      finishedAt: new Date(message.finishedAt),
    };
    let row = await lockSeriesResults(db, message.seriesId, transaction);
    if (row && row.version > message.version) return { status: 'stale' as const, version: row.version };
    if (!row) row = await createSeriesResults(db, message.seriesId, fields, transaction);
    else if (row.version < message.version) await changeSeriesResults(row, fields, transaction);
    // The same version again (a redelivery) is applied only if it is still waiting for results.
    return applyStored(db, row, transaction, now);
  });
}

/**
 * After an event's results were applied (its own transaction committed): a series message that was waiting for them
 * is applied now, in a transaction of its own. Nothing happens when the series has no message waiting.
 */
export async function applyWaitingSeriesEnd(db: PayoutsDb, seriesId: string, now = new Date()): Promise<SeriesEndOutcome | null> {
  const waiting = await seriesVersions(db, seriesId);
  if (!waiting || waiting.appliedVersion >= waiting.version) return null;
  return transactionWithRetry(db.sequelize, async (transaction) => {
    const row = await lockSeriesResults(db, seriesId, transaction);
    return row ? applyStored(db, row, transaction, now) : null;
  });
}

/** The series row is locked by the caller. */
async function applyStored(db: PayoutsDb, row: SeriesResults, transaction: Transaction, now: Date): Promise<SeriesEndOutcome> {
  if (row.appliedVersion >= row.version) return { status: 'current', version: row.appliedVersion };
  const events = seriesEventsOf(row);
  const eventIds = events.map((e) => e.eventId);
  // The same lock `applyResults` takes first: no event of the series changes its decisions while they are read here.
  const applied = await lockSeriesEvents(db, row.seriesId, eventIds, transaction);
  const appliedVersion = new Map(applied.map((e) => [e.eventId, e.version]));
  const missing = events.filter((e) => (appliedVersion.get(e.eventId) ?? 0) < e.resultsVersion).map((e) => e.eventId);
  if (missing.length > 0) return { status: 'waiting', version: row.version, missing };

  const lastEvent = applied.find((e) => e.eventId === eventIds.at(-1));
  // The rules in force at the series' last race (credit expiry, championship points).
  const { rules } = await rulesInForce(db, { startDate: (lastEvent?.startDate ?? now.toISOString()).slice(0, 10), country: lastEvent?.country ?? 'US', seriesId: row.seriesId }, transaction);
  const titles = new Map(applied.map((e) => [e.eventId, e.title]));

  // a. The dealer credit waiting for the end of the series (every event that was in it, counted or not).
  const waiting = await waitingForSeriesEnd(db, [...new Set([...eventIds, ...applied.filter((e) => e.seriesId === row.seriesId).map((e) => e.eventId)])], transaction);
  // Dealer credit lasts a fixed time from the day it is paid (the series' end), never less: a series' own expiration
  // date may fall before its last round.
  const creditExpiresAt = new Date(now.getTime() + rules.creditExpiryDays * DAY);
  const releases: Array<{ decision: PayoutDecision; award: Award }> = waiting
    .filter((d) => d.riderId && d.lotType && d.amountCents > 0)
    .map((d) => ({
      decision: d,
      award: {
        riderId: d.riderId!,
        type: d.lotType!,
        amountCents: d.amountCents,
        currency: d.currency,
        awardedAt: now,
        expiresAt: d.lotType === 'cash' ? null : creditExpiresAt,
        eventId: d.eventId,
        notes: `${titles.get(d.eventId) ?? row.name} · ${d.className ?? 'bonus'}${d.place ? ` · ${d.place}` : ''} · ${row.name} finished`.slice(0, 500),
        sourceKey: `series:${row.seriesId}:${d.eventId}:${d.decisionKey}:v${row.version}`,
        withholdPercent: d.withholdPercent,
        details: { decision: d.decisionKey, className: d.className, place: d.place, vin: d.vin, seriesId: row.seriesId, seriesVersion: row.version },
      },
    }));
  const lots = await awardAll(db, releases.map((r) => r.award), transaction, now);
  // What the riders are told: the credit now on their balance (per event), the champions' bonuses, debts.
  const posted: Array<{ award: Award; awarded: Pick<Awarded, 'posted' | 'repaidCents'>; eventTitle: string }> = [];
  const postedLines: Array<NoticeLine<ReturnType<typeof postedLineOf>>> = [];
  for (const { decision, award: released } of releases) {
    const done = lots.get(released.sourceKey)!;
    await changeDecision(decision, { outcome: 'paid', reason: 'paid', lotId: done.lotId }, transaction);
    if (!done.posted) continue;
    const eventTitle = titles.get(decision.eventId) ?? row.name;
    posted.push({ award: released, awarded: done, eventTitle });
    postedLines.push({ riderId: released.riderId, eventId: decision.eventId, eventTitle, currency: released.currency, line: postedLineOf(released, done) });
  }
  const owing: DebtCorrection[] = [];
  const takeBack = async (lotId: string, sourceKey: string, className: string) => {
    const reversal = await reverseAward(db, { lotId, sourceKey, memo }, transaction);
    if (reversal.owedCents > 0 && reversal.journal?.riderId) owing.push({ riderId: reversal.journal.riderId, currency: row.currency, cents: reversal.owedCents, eventId: null, eventTitle: row.name, className, place: null });
  };

  // b. The overall champion of each class, by points.
  const memo = `${row.name}: series champions changed (version ${row.version})`;
  const lines = await placedLinesOf(db, eventIds, transaction);
  const champions = seriesChampions(
    eventIds,
    lines.filter((l) => l.className && !NOT_COUNTED.has(l.reason)).map((l) => ({ eventId: l.eventId, riderId: l.riderId!, className: l.className!, place: l.place! })),
    rules.championPoints,
  );

  // c. The series bonus to each champion: kept when the champion and the amount stay, else reversed and paid anew.
  const held = new Map((await championsOf(db, row.seriesId, transaction)).map((c) => [c.classKey, c]));
  let bonusesAwarded = 0;
  let bonusesReversed = 0;
  for (const champion of champions) {
    const old = held.get(champion.classKey);
    held.delete(champion.classKey);
    const keep = old?.bonusLotId && old.riderId === champion.riderId && old.bonusCents === row.bonusCents && old.currency === row.currency ? old.bonusLotId : null;
    if (old?.bonusLotId && !keep) {
      await takeBack(old.bonusLotId, `series-bonus-reverse:${row.seriesId}:${champion.classKey}:v${row.version}`, old.className);
      bonusesReversed += 1;
    }
    let bonusLotId = keep;
    if (!keep && row.bonusCents > 0) {
      const bonus: Award = {
        riderId: champion.riderId,
        type: 'bonus',
        amountCents: row.bonusCents,
        currency: row.currency,
        awardedAt: now,
        expiresAt: new Date(now.getTime() + rules.creditExpiryDays * DAY),
        notes: `${row.name} · ${champion.className} · series champion`.slice(0, 500),
        sourceKey: `series-bonus:${row.seriesId}:${champion.classKey}:v${row.version}`,
        details: { seriesId: row.seriesId, seriesVersion: row.version, className: champion.className, points: champion.points, wins: champion.wins },
      };
      const paid = await award(db, bonus, transaction);
      bonusLotId = paid.lot.id;
      bonusesAwarded += 1;
      if (paid.posted) {
        posted.push({ award: bonus, awarded: paid, eventTitle: row.name });
        postedLines.push({ riderId: bonus.riderId, eventId: null, eventTitle: row.name, currency: bonus.currency, line: postedLineOf(bonus, paid, 'champion') });
      }
    }
    const fields = { className: champion.className, riderId: champion.riderId, points: champion.points, wins: champion.wins, version: row.version, bonusCents: bonusLotId ? row.bonusCents : 0, currency: row.currency, bonusLotId };
    await saveChampion(db, old, { seriesId: row.seriesId, classKey: champion.classKey }, fields, transaction);
  }
  // Classes with no champion any more.
  for (const old of held.values()) {
    if (old.bonusLotId) {
      await takeBack(old.bonusLotId, `series-bonus-reverse:${row.seriesId}:${old.classKey}:v${row.version}`, old.className);
      bonusesReversed += 1;
    }
    await removeChampion(old, transaction);
  }

  await addRiderNotices(db, [...(await debtNotices(db, { created: owing, repaid: repaymentsOf(posted) }, transaction)), ...earningPostedNotices(postedLines)], transaction);
  await changeSeriesResults(row, { appliedVersion: row.version, appliedAt: now }, transaction);
  return { status: 'applied', version: row.version, released: releases.length, champions: champions.length, bonusesAwarded, bonusesReversed };
}

export interface ChampionLine {
  eventId: string;
  riderId: string;
  className: string;
  place: number;
}

export interface Champion {
  classKey: string;
  /** The class's name as the latest event that ran it wrote it. */
  className: string;
  riderId: string;
  points: number;
  wins: number;
}

/**
 * The overall champion of each class of a series (classes compared case- and space-insensitively): the rider with
 * the most points (`points[place - 1]`, nothing past the table), then the most wins, then the better finish at the
 * last race, then the one before it, and so on (a race not finished counts as worse than any finish); a class where
 * nobody scored has no champion. `eventIds` oldest first; `lines` are the finishes that count.
 */
export function seriesChampions(eventIds: string[], lines: ChampionLine[], points: number[]): Champion[] {
  const order = new Map(eventIds.map((id, index) => [id, index]));
  const classes = new Map<string, { className: string; latest: number; riders: Map<string, { points: number; wins: number; places: number[] }> }>();
  for (const line of lines) {
    const index = order.get(line.eventId);
    if (index === undefined) continue;
    const key = comparableClass(line.className);
    const entry = classes.get(key) ?? { className: line.className.trim(), latest: -1, riders: new Map() };
    if (index > entry.latest) Object.assign(entry, { className: line.className.trim(), latest: index });
    const rider = entry.riders.get(line.riderId) ?? { points: 0, wins: 0, places: [] };
    rider.points += points[line.place - 1] ?? 0;
    if (line.place === 1) rider.wins += 1;
    rider.places[index] = Math.min(rider.places[index] ?? Infinity, line.place);
    entry.riders.set(line.riderId, rider);
    classes.set(key, entry);
  }
  const champions: Champion[] = [];
  for (const [classKey, entry] of [...classes.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const ranked = [...entry.riders.entries()].sort(([idA, a], [idB, b]) => {
      if (b.points !== a.points) return b.points - a.points;
      if (b.wins !== a.wins) return b.wins - a.wins;
      for (let index = eventIds.length - 1; index >= 0; index -= 1) {
        const placeA = a.places[index] ?? Infinity;
        const placeB = b.places[index] ?? Infinity;
        if (placeA !== placeB) return placeA < placeB ? -1 : 1;
      }
      return idA.localeCompare(idB);
    });
    const [riderId, best] = ranked[0]!;
    if (best.points > 0) champions.push({ classKey, className: entry.className, riderId, points: best.points, wins: best.wins });
  }
  return champions;
}
