import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Transaction } from 'sequelize';
import { resultsPublishedSchema, type ResultsPublished } from '@rr/contracts';
import type { PayoutsDb } from '../data-access/database.js';
import { findEventResults, findResultSet, keepResultSet, lockEventResults, namedBikesOf, otherEventsOfDay, saveEventResults } from '../data-access/event-results-repository.js';
import { paidClaimsAt } from '../data-access/payout-claims-repository.js';
import { changeDecision, createDecisions, decisionsOfEvent, raceLinesOfRiders, removeDecisions, setDecisionsVersion } from '../data-access/payout-decisions-repository.js';
import { findSeriesResults } from '../data-access/series-repository.js';
import type { EventResults, PayoutDecision } from '../data-access/models/index.js';
import { awardAll } from './award-many.js';
import { currentRiderOf, reverseAwards, type Award, type ReverseInput } from './money.js';
import type { RiderFactsSource } from './rider-facts.js';
import { addRiderNotices, debtNotices, earningPostedNotices, earningWaitingNotices, postedLineOf, repaymentsOf, waitingLineOf, waitingReason, type DebtCorrection } from './rider-notices.js';
import { evaluateResults, type Decision } from './rules/payout-rules.js';
import { seriesEventsOf } from './series-end.js';
import { comparableClass, rulesInForce } from './year-rules.js';

const DAY = 86_400_000;

/** What a lot posted for a decision says it is for: the race, the class and the place (or the bonus). */
export function decisionNotes(title: string, className: string | null, place: number | null): string {
  return className ? `${title} · ${className} · ${place}` : `${title} · bonus`;
}

export type ApplyOutcome =
  | { status: 'stale'; appliedVersion: number }
  | { status: 'applied'; version: number; awarded: number; reversed: number; kept: number; pending: number; notPaid: number; owedCents: number; redecide: string[] };

const parseIds = (text: string | null | undefined): string[] => {
  try {
    const parsed = JSON.parse(text ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/** Two events of one day and country are the same race unless staff marked them distinct (on either of them). */
function sameRace(results: ResultsPublished, other: EventResults): boolean {
  return !results.distinctRaceIds.includes(other.eventId) && !parseIds(other.distinctRaceIds).includes(results.eventId);
}

/** Of two lines of one rider and class at the same race published twice, which pays: the larger amount, then the smaller event id. */
const outranks = (a: { amountCents: number; eventId: string }, b: { amountCents: number; eventId: string }) => a.amountCents > b.amountCents || (a.amountCents === b.amountCents && a.eventId < b.eventId);

/** What a decision about the same race says this line of it is worth (paid and waiting lines, and lines paid elsewhere). */
function standing(row: Pick<PayoutDecision, 'outcome' | 'reason' | 'amountCents' | 'facts'>): number | null {
  if (row.outcome !== 'notPaid') return row.amountCents;
  if (row.reason !== 'otherSanctionPaid') return null;
  const facts = JSON.parse(row.facts) as Record<string, unknown>;
  return typeof facts.wouldPayCents === 'number' ? facts.wouldPayCents : null;
}

/** The result set last applied to an event (kept to decide it again), or null. */
export async function storedResults(db: PayoutsDb, eventId: string, transaction?: Transaction): Promise<ResultsPublished | null> {
  const row = await findResultSet(db, eventId, transaction);
  if (!row) return null;
  return resultSetOf(row.payload);
}

/** A kept result set (`event_result_sets.payload`, gzip JSON) as the rules read it. */
export function resultSetOf(payload: Buffer): ResultsPublished {
  return resultsPublishedSchema.parse(JSON.parse(gunzipSync(payload).toString('utf8')));
}

/**
 * One result set applied: the rules decide every line and bonus of the event's current results, and money moves only
 * where a decision's payment changed. Decisions are keyed by the line's identity (the events service keeps a line's
 * id across uploads and edits), so publishing results that pay the same as before moves no money and writes no
 * transaction; a changed payment reverses the old award in full (what already left the programme becomes the rider's
 * debt, repaid first from their later earnings) and posts the new one, so the rider ends with exactly the difference.
 *
 * Versions not above the applied one change nothing (a redelivery, an old message arriving late), unless `redecide`:
 * the event is decided again on the version it holds (the same race published twice changed elsewhere). The riders'
 * facts are fetched before the database transaction, never inside it. `redecide` in the answer: other events of the
 * same race whose decisions this one changed, to be decided again.
 */
export async function applyResults(db: PayoutsDb, results: ResultsPublished, source: Pick<RiderFactsSource, 'facts'>, now = new Date(), options: { redecide?: boolean } = {}): Promise<ApplyOutcome> {
  const isStale = (version: number) => (options.redecide ? version > results.version : version >= results.version);
  const applied = await findEventResults(db, results.eventId);
  if (applied && isStale(applied.version)) return { status: 'stale', appliedVersion: applied.version };

  const riderIds = [...new Set([...results.lines.flatMap((line) => (line.riderId ? [line.riderId] : [])), ...results.bonuses.map((bonus) => bonus.riderId)])];
  const riders = await source.facts(riderIds);
  // Judged by the rule set version in force on the race's first day.
  const { rules, ruleSet } = await rulesInForce(db, results);
  // A decision round of its own: money posted by a later round at the same version never collides with this one's.
  const round = options.redecide ? `v${results.version}r${now.getTime()}${Math.floor(Math.random() * 1e6)}` : `v${results.version}`;

  return db.sequelize.transaction(async (transaction) => {
    const current = await lockEventResults(db, results.eventId, transaction);
    if (current && isStale(current.version)) return { status: 'stale' as const, appliedVersion: current.version };

    // The same race published twice (same day, same country, any promoter or body, not marked distinct): each rider
    // and class pays at one of them — where it pays most, then the event with the smaller id.
    const previousRows = await decisionsOfEvent(db, results.eventId, { transaction });
    const others = (await otherEventsOfDay(db, results, transaction)).filter((other) => sameRace(results, other));
    // The riders of these results, and of the previous ones (a rider no longer here may now be paid at the other event).
    const raceRiders = [...new Set([...riderIds, ...previousRows.flatMap((row) => (row.riderId ? [row.riderId] : []))])];
    const theirs =
      others.length === 0 || raceRiders.length === 0
        ? []
        : await raceLinesOfRiders(db, others.map((o) => o.eventId), raceRiders, transaction);
    const rivals = new Map<string, Array<{ eventId: string; amountCents: number }>>();
    for (const row of theirs) {
      const amount = standing(row);
      if (amount === null || !row.className) continue;
      const key = `${row.riderId}|${comparableClass(row.className)}`;
      rivals.set(key, [...(rivals.get(key) ?? []), { eventId: row.eventId, amountCents: amount }]);
    }
    const titleOf = new Map(others.map((o) => [o.eventId, o.title]));
    const paidElsewhere = (riderId: string, className: string, amountCents: number) => {
      const mine = { eventId: results.eventId, amountCents };
      const best = (rivals.get(`${riderId}|${comparableClass(className)}`) ?? []).filter((r) => outranks(r, mine)).sort((a, b) => (outranks(a, b) ? -1 : 1))[0];
      return best ? { eventId: best.eventId, title: titleOf.get(best.eventId) ?? '' } : null;
    };

    // A finished series (its `series.finished` names this event) pays its dealer credit at once.
    const series = results.seriesId ? await findSeriesResults(db, results.seriesId, transaction) : null;
    const seriesFinished = series !== null && seriesEventsOf(series).some((e) => e.eventId === results.eventId);

    // Classes staff already paid by approving the rider's payout claim: never paid twice. (A claim that only named the
    // bike a result was raced on paid nothing itself: the results pay that class.)
    const claimed = new Set(
      riderIds.length === 0
        ? []
        : (await paidClaimsAt(db, results.eventId, riderIds, transaction)).map(
            (claim) => `${claim.riderId}|${comparableClass(claim.className)}`,
          ),
    );

    // Bikes named after the results came out (an approved claim): read as if the sheet had named them.
    const named = new Map((await namedBikesOf(db, [results.eventId], transaction)).map((bike) => [`${bike.riderId}|${bike.classKey}`, bike.vin]));
    const withNamedBikes: ResultsPublished =
      named.size === 0
        ? results
        : { ...results, lines: results.lines.map((line) => (line.riderId && !line.bikeVin && named.has(`${line.riderId}|${comparableClass(line.className)}`) ? { ...line, bikeVin: named.get(`${line.riderId}|${comparableClass(line.className)}`)! } : line)) };
    const decisions = evaluateResults(withNamedBikes, {
      rules,
      riders,
      paidElsewhere,
      paidByClaim: (riderId, className) => claimed.has(`${riderId}|${comparableClass(className)}`),
      seriesFinished: (seriesId) => seriesFinished && seriesId === results.seriesId,
    });
    // The other side of the link: a paid line says which events published the same race and paid nothing for it.
    for (const d of decisions) {
      if (d.outcome === 'notPaid' || !d.riderId || !d.className) continue;
      const losers = (rivals.get(`${d.riderId}|${comparableClass(d.className)}`) ?? []).filter((r) => outranks({ eventId: results.eventId, amountCents: d.amountCents }, r));
      if (losers.length > 0) {
        const other = losers.map((l) => l.eventId).sort()[0]!;
        d.facts = { ...d.facts, sameRaceEventId: other, sameRaceEventTitle: titleOf.get(other) ?? '' };
      }
    }

    const previous = new Map(previousRows.map((row) => [row.decisionKey, row]));
    const counts = { awarded: 0, reversed: 0, kept: 0, pending: 0, notPaid: 0, owedCents: 0 };
    // The awards to take back, all in one go before anything new is paid (so a new award repays the debt they make).
    const reversals: ReverseInput[] = [];
    const reversedRows = new Map<string, PayoutDecision>();
    const reverse = (row: PayoutDecision, next: Decision | null) => {
      if (!row.lotId) return;
      reversedRows.set(row.lotId, row);
      reversals.push({
        lotId: row.lotId,
        sourceKey: `reverse:${results.eventId}:${row.decisionKey}:${round}`,
        memo: next === null ? `Result removed (version ${results.version})` : `Result corrected (version ${results.version})`,
        details: { decision: row.decisionKey, version: results.version, correction: next === null ? 'removed' : next.riderId !== row.riderId ? 'rider' : next.outcome === 'paid' ? 'amount' : next.reason },
        at: now,
      });
    };
    // A rider merged into another since the award: the same person, paid the same, keeps the lot (the merge moved it).
    const merged = new Map<string, string>();
    const samePerson = async (a: string | null, b: string | null) => {
      if (a === b) return true;
      if (!a || !b) return false;
      if (!merged.has(a)) merged.set(a, await currentRiderOf(db, a, transaction));
      return merged.get(a) === b;
    };
    const samePayment = async (row: PayoutDecision, d: Decision) =>
      row.lotId !== null && d.outcome === 'paid' && row.amountCents === d.amountCents && row.lotType === d.lotType && row.withholdPercent === d.withholdPercent && (await samePerson(row.riderId, d.riderId));

    // Decide what each line's money does: keep its lot, or reverse it and award anew (in one batch).
    const awards: Award[] = [];
    // What a corrected line paid before (its rider is told the new amount replaces it).
    const replaced = new Map<string, number>();
    const plans: Array<{ d: Decision; row: PayoutDecision | undefined; lotId: string | null; awardKey: string | null }> = [];
    for (const d of decisions) {
      const row = previous.get(d.key);
      previous.delete(d.key);
      const keep = row && (await samePayment(row, d)) ? row.lotId! : null;
      if (keep) counts.kept += 1;
      if (row && !keep) reverse(row, d);
      let awardKey: string | null = null;
      if (!keep && d.outcome === 'paid' && d.riderId && d.lotType) {
        awardKey = `earn:${results.eventId}:${d.key}:${round}`;
        if (row?.lotId && row.outcome === 'paid' && row.riderId === d.riderId) replaced.set(awardKey, row.amountCents);
        awards.push({
          riderId: d.riderId,
          type: d.lotType,
          amountCents: d.amountCents,
          currency: results.currency,
          awardedAt: now,
          // Dealer credit lasts a fixed time from the day it is paid (a finished series' included), never less.
          expiresAt: d.lotType === 'cash' ? null : new Date(now.getTime() + rules.creditExpiryDays * DAY),
          eventId: results.eventId,
          notes: decisionNotes(results.title, d.className, d.place),
          sourceKey: awardKey,
          withholdPercent: d.withholdPercent,
          // An event's bonus is a bonus in the reports, paid in cash or not.
          bonus: d.key.startsWith('bonus:'),
          details: { decision: d.key, className: d.className, place: d.place, vin: d.vin, version: results.version },
        });
      }
      if (d.outcome === 'pending') counts.pending += 1;
      if (d.outcome === 'notPaid') counts.notPaid += 1;
      plans.push({ d, row, lotId: keep, awardKey });
    }
    // Lines and bonuses that are no longer in the results.
    for (const row of previous.values()) reverse(row, null);
    // What the riders are told (`rider.notice`): debts the corrections made, earnings posted, earnings that now wait.
    const owing: DebtCorrection[] = [];
    for (const [lotId, reversal] of await reverseAwards(db, reversals, transaction)) {
      if (reversal.journal) counts.reversed += 1;
      counts.owedCents += reversal.owedCents;
      const row = reversedRows.get(lotId)!;
      if (reversal.owedCents > 0 && reversal.journal?.riderId) {
        owing.push({ riderId: reversal.journal.riderId, currency: row.currency, cents: reversal.owedCents, eventId: results.eventId, eventTitle: results.title, className: row.className, place: row.place });
      }
    }
    const awardedAll = await awardAll(db, awards, transaction, now);
    const awarded = new Map([...awardedAll].map(([key, a]) => [key, a.lotId]));
    counts.awarded = awards.length;
    const posted = awards.flatMap((award) => {
      const done = awardedAll.get(award.sourceKey)!;
      return done.posted ? [{ award, awarded: done, eventTitle: results.title }] : [];
    });
    const waiting = plans.flatMap(({ d, row }) => {
      const reason = waitingReason(d.reason);
      // Told once: a line that already waited for the same reason (a version that changed something else) is not news.
      const waitedBefore = row?.outcome === 'pending' && row.reason === d.reason && row.riderId === d.riderId;
      if (d.outcome !== 'pending' || !reason || !d.riderId || d.amountCents <= 0 || waitedBefore) return [];
      return [{ riderId: d.riderId, eventId: results.eventId, eventTitle: results.title, currency: results.currency, line: waitingLineOf({ ...d, reason }) }];
    });
    await addRiderNotices(
      db,
      [
        ...(await debtNotices(db, { created: owing, repaid: repaymentsOf(posted) }, transaction)),
        ...earningPostedNotices(posted.map(({ award, awarded: done }) => ({ riderId: award.riderId, eventId: results.eventId, eventTitle: results.title, currency: award.currency, line: postedLineOf(award, done, undefined, replaced.get(award.sourceKey) ?? null) }))),
        ...earningWaitingNotices(waiting),
      ],
      transaction,
    );

    const fieldsOf = (d: Decision, lotId: string | null) => ({
      riderId: d.riderId,
      classId: d.classId,
      className: d.className,
      place: d.place,
      outcome: d.outcome,
      reason: d.reason,
      amountCents: d.amountCents,
      currency: results.currency,
      lotType: d.lotType,
      withholdPercent: d.withholdPercent,
      vin: d.vin,
      facts: JSON.stringify(d.facts),
      rule: JSON.stringify({ ...d.rule, ruleSet: ruleSet ? { id: ruleSet.id, version: ruleSet.version } : null }),
      lotId,
      startDate: results.startDate,
      country: results.country,
    });
    const created = [];
    for (const { d, row, lotId, awardKey } of plans) {
      const fields = fieldsOf(d, awardKey ? awarded.get(awardKey)! : lotId);
      if (!row) {
        created.push({ id: randomUUID(), eventId: results.eventId, decisionKey: d.key, version: results.version, ...fields, createdAt: now, updatedAt: now });
        continue;
      }
      // Only the rows whose decision changed are written one by one; the version of all is set below in one go.
      const changed = (Object.keys(fields) as Array<keyof typeof fields>).some((name) => row.get(name) !== fields[name]);
      if (changed) await changeDecision(row, fields, transaction);
    }
    for (let start = 0; start < created.length; start += 500) await createDecisions(db, created.slice(start, start + 500), transaction);
    await setDecisionsVersion(db, results.eventId, results.version, transaction);
    if (previous.size > 0) await removeDecisions(db, [...previous.values()].map((row) => row.id), transaction);

    const summary = {
      version: results.version,
      title: results.title.slice(0, 200),
      seriesId: results.seriesId,
      promoterId: results.promoterId,
      startDate: results.startDate,
      endDate: results.endDate,
      country: results.country,
      currency: results.currency,
      sanctioningBodies: JSON.stringify([...results.sanctioningBodies].sort()),
      distinctRaceIds: JSON.stringify([...results.distinctRaceIds].sort()),
    };
    await saveEventResults(db, current, results.eventId, summary, transaction);
    await keepResultSet(db, results.eventId, results.version, gzipSync(JSON.stringify(results)), now, transaction);

    // Events of the same race whose decisions no longer agree with this one's: decided again after this commits.
    const redecide = new Set<string>();
    // Per rider and class, what this event's best line stands for (paid or waiting, or paid elsewhere instead).
    const mine = new Map<string, number>();
    for (const d of decisions) {
      if (!d.riderId || !d.className || !d.key.startsWith('line:')) continue;
      const amount = d.outcome !== 'notPaid' ? d.amountCents : d.reason === 'otherSanctionPaid' ? Number(d.facts.wouldPayCents ?? 0) : null;
      const key = `${d.riderId}|${comparableClass(d.className)}`;
      if (amount !== null && amount > (mine.get(key) ?? -1)) mine.set(key, amount);
    }
    for (const row of theirs) {
      if (!row.className) continue;
      const amount = standing(row);
      if (amount === null) continue;
      const best = mine.get(`${row.riderId}|${comparableClass(row.className)}`);
      const here = best === undefined ? null : { eventId: results.eventId, amountCents: best };
      const losesNow = here !== null && outranks(here, { eventId: row.eventId, amountCents: amount });
      const lostToUs = row.outcome === 'notPaid' && (JSON.parse(row.facts) as Record<string, unknown>).sameRaceEventId === results.eventId;
      if ((row.outcome !== 'notPaid' && losesNow) || (lostToUs && !losesNow)) redecide.add(row.eventId);
    }
    return { status: 'applied' as const, version: results.version, ...counts, redecide: [...redecide].sort() };
  });
}

/**
 * Decides an event again on the results it holds (the same race published twice changed at another event), and the
 * events that changes in turn: each rider and class of a race ends paid at exactly one of its events.
 */
export async function redecideEvents(db: PayoutsDb, eventIds: string[], source: Pick<RiderFactsSource, 'facts'>, now = new Date()): Promise<number> {
  const queue = [...eventIds];
  let decided = 0;
  // Each round only moves a rider's payment towards the event that outranks the others, so this ends; the bound is a guard.
  while (queue.length > 0 && decided < 50) {
    const eventId = queue.shift()!;
    const results = await storedResults(db, eventId);
    if (!results) continue;
    const outcome = await applyResults(db, results, source, now, { redecide: true });
    decided += 1;
    if (outcome.status === 'applied') for (const next of outcome.redecide) if (!queue.includes(next)) queue.push(next);
  }
  return decided;
}
