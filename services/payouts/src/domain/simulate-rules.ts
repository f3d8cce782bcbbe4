import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ResultsPublished } from '@rr/contracts';
import { MAX_SIMULATION_CHANGES, ruleSetSchema, type RuleSet, type RuleSimulation, type RuleSimulationRequest, type RuleSimulationResult, type SimulationChange } from '@rr/contracts/rule-sets';
import { apiError, notFound, type Outbox } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { eventsBetween, namedBikesOf, resultSetsOf } from '../data-access/event-results-repository.js';
import { decisionsToCompare } from '../data-access/payout-decisions-repository.js';
import { riderNames } from '../data-access/report-riders-repository.js';
import { findRuleSet, pinRuleSet, recordRuleSetChange } from '../data-access/rule-sets-repository.js';
import { changeSimulation, createSimulation, findSimulation, lockSimulation, simulationsOf } from '../data-access/rule-simulations-repository.js';
import { seriesResultsOf } from '../data-access/series-repository.js';
import type { PayoutDecision, RuleSetRow, RuleSetSimulation } from '../data-access/models/index.js';
import { redecideEvents, resultSetOf } from './apply-results.js';
import type { RiderFactsSource } from './rider-facts.js';
import { evaluateResults, type RiderFacts } from './rules/payout-rules.js';
import { seriesEventsOf } from './series-end.js';
import { comparableClass, programmeCountry } from './year-rules.js';

/** The message that runs one simulation in the background (payouts' own consumer group). */
export const RULES_SIMULATE = 'rules.simulate';
/** The message that re-judges a simulated period's events by the version, posting the differences. */
export const RULES_REAPPLY = 'rules.reapply';
/** Events read, decided and compared at a time: a season is thousands. */
const EVENTS_PER_ROUND = 250;
/** Riders asked of identity at once. */
const RIDERS_PER_CALL = 500;

/** What a decision pays, paid or still waiting to be (documents, the series' end, the bike): the rider is owed it. */
const owed = (row: { outcome: string; amountCents: number }) => (row.outcome === 'notPaid' ? 0 : row.amountCents);
const changeOf = (before: number, after: number): SimulationChange | null => (before === after ? null : before === 0 ? 'newlyPaid' : after === 0 ? 'noLongerPaid' : after > before ? 'more' : 'less');

/** Whether a race is one the rule set's scope covers (whatever its year: a draft for next year is tried on last season). */
function inScope(row: Pick<RuleSetRow, 'country' | 'discipline' | 'seriesId'>, results: Pick<ResultsPublished, 'country' | 'type' | 'seriesId'>): boolean {
  return (row.country === '*' || row.country === programmeCountry(results.country)) && (row.discipline === null || row.discipline === results.type) && (row.seriesId === null || row.seriesId === results.seriesId);
}

/**
 * A rule set judged on the published results of a period, posting nothing: every event of the period its scope
 * covers is decided again by `rules` (as `applyResults` would, with the bikes named since, the classes paid by claims,
 * the series that ended and the same race paid elsewhere as they stand) and compared with what the rules decided,
 * line by line. What a line is owed counts whether it is paid or still waiting.
 */
export async function simulateRules(db: PayoutsDb, scope: Pick<RuleSetRow, 'country' | 'discipline' | 'seriesId'>, rules: RuleSet, period: RuleSimulationRequest, source: Pick<RiderFactsSource, 'facts'>): Promise<RuleSimulationResult> {
  const result: RuleSimulationResult = { events: 0, lines: 0, totals: [], riders: [], changes: [], changesLeftOut: 0 };
  const perRider = new Map<string, { riderId: string; currency: string; beforeCents: number; afterCents: number; lines: number }>();
  const finishedSeries = new Map<string, Set<string>>();
  const riderFacts = new Map<string, RiderFacts>();
  const events = await eventsBetween(db, period.from, period.to, ['eventId', 'seriesId', 'country']);

  for (let start = 0; start < events.length; start += EVENTS_PER_ROUND) {
    const ids = events.slice(start, start + EVENTS_PER_ROUND).map((e) => e.eventId);
    const [sets, decisions, named] = await Promise.all([
      resultSetsOf(db, ids),
      decisionsToCompare(db, ids),
      namedBikesOf(db, ids),
    ]);
    const results = sets.map((set) => resultSetOf(set.payload)).filter((r) => inScope(scope, r));
    const decided = new Map<string, Map<string, PayoutDecision>>();
    for (const row of decisions) {
      if (!decided.has(row.eventId)) decided.set(row.eventId, new Map());
      decided.get(row.eventId)!.set(row.decisionKey, row);
    }
    // The riders not asked yet, in pages.
    const wanted = [...new Set(results.flatMap((r) => [...r.lines.flatMap((l) => (l.riderId ? [l.riderId] : [])), ...r.bonuses.map((b) => b.riderId)]))].filter((id) => !riderFacts.has(id));
    for (let at = 0; at < wanted.length; at += RIDERS_PER_CALL) for (const [id, facts] of await source.facts(wanted.slice(at, at + RIDERS_PER_CALL))) riderFacts.set(id, facts);
    const seriesIds = [...new Set(results.flatMap((r) => (r.seriesId && !finishedSeries.has(r.seriesId) ? [r.seriesId] : [])))];
    if (seriesIds.length > 0) {
      for (const id of seriesIds) finishedSeries.set(id, new Set());
      for (const series of await seriesResultsOf(db, seriesIds)) finishedSeries.set(series.seriesId, new Set(seriesEventsOf(series).map((e) => e.eventId)));
    }

    for (const event of results) {
      const current = decided.get(event.eventId) ?? new Map<string, PayoutDecision>();
      const lineDecision = new Map<string, PayoutDecision>();
      for (const line of event.lines) {
        const row = current.get(`line:${line.resultId}`);
        if (row && line.riderId) lineDecision.set(`${line.riderId}|${comparableClass(line.className)}`, row);
      }
      const bikes = new Map(named.filter((b) => b.eventId === event.eventId).map((b) => [`${b.riderId}|${b.classKey}`, b.vin]));
      const withNamedBikes: ResultsPublished = bikes.size === 0 ? event : { ...event, lines: event.lines.map((line) => (line.riderId && !line.bikeVin && bikes.has(`${line.riderId}|${comparableClass(line.className)}`) ? { ...line, bikeVin: bikes.get(`${line.riderId}|${comparableClass(line.className)}`)! } : line)) };
      const riders = new Map(event.lines.flatMap((l) => (l.riderId && riderFacts.has(l.riderId) ? [[l.riderId, riderFacts.get(l.riderId)!] as const] : [])).concat(event.bonuses.flatMap((b) => (riderFacts.has(b.riderId) ? [[b.riderId, riderFacts.get(b.riderId)!] as const] : []))));
      const simulated = evaluateResults(withNamedBikes, {
        rules,
        riders,
        // The same race published twice and the classes claims paid, as they stand: the rules decide the rest.
        paidElsewhere: (riderId, className) => {
          const row = lineDecision.get(`${riderId}|${comparableClass(className)}`);
          return row?.reason === 'otherSanctionPaid' ? { eventId: String((JSON.parse(row.facts) as Record<string, unknown>).sameRaceEventId ?? '') } : null;
        },
        paidByClaim: (riderId, className) => lineDecision.get(`${riderId}|${comparableClass(className)}`)?.reason === 'claimPaid',
        seriesFinished: (seriesId) => finishedSeries.get(seriesId)?.has(event.eventId) ?? false,
      });
      result.events += 1;
      result.lines += simulated.length;
      for (const after of simulated) {
        const before = current.get(after.key);
        const riderId = after.riderId ?? before?.riderId ?? null;
        if (!riderId) continue;
        const beforeCents = before ? owed(before) : 0;
        const afterCents = owed(after);
        const key = `${riderId}|${event.currency}`;
        const rider = perRider.get(key) ?? { riderId, currency: event.currency, beforeCents: 0, afterCents: 0, lines: 0 };
        rider.beforeCents += beforeCents;
        rider.afterCents += afterCents;
        const change = changeOf(beforeCents, afterCents);
        if (change) {
          rider.lines += 1;
          if (result.changes.length < MAX_SIMULATION_CHANGES) {
            result.changes.push({ eventId: event.eventId, eventTitle: event.title, startDate: event.startDate, riderId, className: after.className, place: after.place, currency: event.currency, beforeCents, afterCents, beforeReason: before?.reason ?? 'notProgrammeRider', afterReason: after.reason, change });
          } else result.changesLeftOut += 1;
        }
        perRider.set(key, rider);
      }
    }
  }

  // Riders whose pay changes, largest change first, named as the reports name them.
  const changed = [...perRider.values()].filter((r) => r.beforeCents !== r.afterCents);
  const names = changed.length === 0 ? new Map<string, string>() : await riderNames(db, [...new Set(changed.map((r) => r.riderId))]);
  result.riders = changed
    .map((r) => ({ ...r, name: names.get(r.riderId) ?? '', differenceCents: r.afterCents - r.beforeCents, change: changeOf(r.beforeCents, r.afterCents)! }))
    .sort((a, b) => Math.abs(b.differenceCents) - Math.abs(a.differenceCents) || a.riderId.localeCompare(b.riderId) || a.currency.localeCompare(b.currency));
  const totals = new Map<string, RuleSimulationResult['totals'][number]>();
  for (const r of perRider.values()) {
    const total = totals.get(r.currency) ?? { currency: r.currency, beforeCents: 0, afterCents: 0, differenceCents: 0, riders: 0, more: 0, less: 0, newlyPaid: 0, noLongerPaid: 0 };
    total.beforeCents += r.beforeCents;
    total.afterCents += r.afterCents;
    total.differenceCents = total.afterCents - total.beforeCents;
    const change = changeOf(r.beforeCents, r.afterCents);
    if (change) {
      total.riders += 1;
      total[change] += 1;
    }
    totals.set(r.currency, total);
  }
  result.totals = [...totals.values()].sort((a, b) => (a.currency === 'USD' ? -1 : b.currency === 'USD' ? 1 : a.currency.localeCompare(b.currency)));
  return result;
}

export function simulationOf(row: RuleSetSimulation, withResult: boolean): RuleSimulation {
  return {
    _id: row.id,
    ruleSetId: row.ruleSetId,
    from: row.fromDay,
    to: row.toDay,
    status: row.status,
    requestedBy: row.requestedBy,
    requestedAt: row.requestedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    error: row.error ?? null,
    applyRequestedAt: row.applyRequestedAt ? row.applyRequestedAt.toISOString() : null,
    appliedAt: row.appliedAt ? row.appliedAt.toISOString() : null,
    appliedEvents: row.appliedEvents ?? null,
    result: withResult && row.result ? (JSON.parse(gunzipSync(row.result).toString('utf8')) as RuleSimulationResult) : null,
  };
}

/** Asks for a simulation of a version on a period: kept as `running`, and run by the payouts worker (`rules.simulate`). */
export async function requestSimulation(db: PayoutsDb, outbox: Outbox, actorId: string, ruleSetId: string, period: RuleSimulationRequest, now = new Date()): Promise<RuleSimulation> {
  const set = ruleSetId.length <= 36 ? await findRuleSet(db, ruleSetId) : null;
  if (!set) throw notFound('No such rule set version');
  return db.sequelize.transaction(async (transaction) => {
    const row = await createSimulation(db, { id: randomUUID(), ruleSetId: set.id, fromDay: period.from, toDay: period.to, status: 'running', requestedBy: actorId, requestedAt: now }, transaction);
    await outbox.add(transaction, RULES_SIMULATE, { simulationId: row.id });
    return simulationOf(row, false);
  });
}

/** The worker's side: runs one simulation and keeps its result (or why it failed). A second delivery of a finished one does nothing. */
export async function runSimulation(db: PayoutsDb, simulationId: string, source: Pick<RiderFactsSource, 'facts'>, now: () => Date = () => new Date()): Promise<RuleSetSimulation['status'] | null> {
  const row = await findSimulation(db, simulationId);
  if (!row || row.status !== 'running') return row?.status ?? null;
  const set = await findRuleSet(db, row.ruleSetId);
  try {
    if (!set) throw new Error('the rule set version is gone');
    const result = await simulateRules(db, set, ruleSetSchema.parse(JSON.parse(set.rules)), { from: row.fromDay, to: row.toDay }, source);
    await changeSimulation(row, { status: 'done', finishedAt: now(), result: gzipSync(JSON.stringify(result)) });
  } catch (error) {
    await changeSimulation(row, { status: 'failed', finishedAt: now(), error: String((error as Error).message ?? error).slice(0, 500) });
  }
  return row.status;
}

/** A version's simulations, newest first, without their results. */
export async function listSimulations(db: PayoutsDb, ruleSetId: string): Promise<RuleSimulation[]> {
  const rows = await simulationsOf(db, ruleSetId);
  return rows.map((row) => simulationOf(row, false));
}

/** One simulation with its result | 404. */
export async function getSimulation(db: PayoutsDb, ruleSetId: string, simulationId: string): Promise<RuleSimulation> {
  const row = simulationId.length <= 36 ? await findSimulation(db, simulationId) : null;
  if (!row || row.ruleSetId !== ruleSetId) throw notFound('No such simulation');
  return simulationOf(row, true);
}

/**
 * Re-judges the events of a simulated period by a published version (docs/rules.md "Re-application"): staff saw its
 * simulation first. The payouts worker pins each event of the period the version's scope covers to the version
 * (`event_rule_sets`: a later correction of its results keeps it) and decides it again; the differences are posted
 * as corrections (differences only, a debt where money already left). | 409 RULE_SET_NOT_PUBLISHED, 409
 * SIMULATION_NOT_DONE (still running, failed, or of another version), 409 SIMULATION_APPLIED (once per simulation).
 */
export async function requestReapply(db: PayoutsDb, outbox: Outbox, actorId: string, ruleSetId: string, simulationId: string, now = new Date()): Promise<RuleSimulation> {
  return db.sequelize.transaction(async (transaction) => {
    const set = ruleSetId.length <= 36 ? await findRuleSet(db, ruleSetId, transaction) : null;
    if (!set) throw notFound('No such rule set version');
    const simulation = simulationId.length <= 36 ? await lockSimulation(db, simulationId, transaction) : null;
    if (!simulation || simulation.ruleSetId !== set.id) throw notFound('No such simulation');
    if (set.status !== 'published') throw apiError('RULE_SET_NOT_PUBLISHED');
    if (simulation.status !== 'done') throw apiError('SIMULATION_NOT_DONE');
    if (simulation.applyRequestedAt) throw apiError('SIMULATION_APPLIED');
    await changeSimulation(simulation, { applyRequestedAt: now }, transaction);
    await recordRuleSetChange(db, { id: randomUUID(), ruleSetId: set.id, action: 'applied', actorId, rulesBefore: null, rulesAfter: null, effectiveFrom: simulation.fromDay, at: now }, transaction);
    await outbox.add(transaction, RULES_REAPPLY, { simulationId: simulation.id, actorId });
    return simulationOf(simulation, false);
  });
}

/** The events of a period a version's scope covers, oldest first. */
async function eventsInScope(db: PayoutsDb, set: RuleSetRow, from: string, to: string): Promise<string[]> {
  const events = await eventsBetween(db, from, to, ['eventId']);
  const ids: string[] = [];
  for (let start = 0; start < events.length; start += EVENTS_PER_ROUND) {
    const sets = await resultSetsOf(db, events.slice(start, start + EVENTS_PER_ROUND).map((e) => e.eventId));
    for (const row of sets) {
      const results = resultSetOf(row.payload);
      if (inScope(set, results)) ids.push(results.eventId);
    }
  }
  return ids;
}

/** The worker's side of a re-application: pin and decide again each event, then mark the simulation applied. Safe to run twice. */
export async function runReapply(db: PayoutsDb, simulationId: string, actorId: string, source: Pick<RiderFactsSource, 'facts'>, now: () => Date = () => new Date()): Promise<number> {
  const simulation = await findSimulation(db, simulationId);
  if (!simulation?.applyRequestedAt || simulation.appliedAt) return 0;
  const set = await findRuleSet(db, simulation.ruleSetId);
  if (!set) return 0;
  const eventIds = await eventsInScope(db, set, simulation.fromDay, simulation.toDay);
  for (const eventId of eventIds) {
    await pinRuleSet(db, { eventId, ruleSetId: set.id, simulationId: simulation.id, appliedBy: actorId, appliedAt: now() });
    await redecideEvents(db, [eventId], source, now());
  }
  await changeSimulation(simulation, { appliedAt: now(), appliedEvents: eventIds.length });
  return eventIds.length;
}
