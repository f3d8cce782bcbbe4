import type { LineMatch, ManagedResult, MatchCandidate, RememberedDecision, ResolvedLine } from '@rr/contracts';
import { notFound } from '@rr/server-kit';
import { findClassNames } from '../data-access/event-classes-repository.js';
import { findEventVersion } from '../data-access/event-records-repository.js';
import type { Result } from '../data-access/models/index.js';
import { findLineRowsByIds, type LineRow } from '../data-access/result-lines-repository.js';
import type { ImportDeps } from './imports/imports.js';
import { rememberedRefs } from './remembered-decisions.js';

/**
 * One result line as the event tools show it, with its matching (names as the riders keep them, where known; the
 * remembered decision that decided it, while that decision is kept).
 */
export function managedLine(r: LineRow, className: string, names: Map<string, MatchCandidate>, remembered: ReadonlyMap<string, RememberedDecision> = new Map()): ManagedResult {
  return {
    _id: r.id,
    classId: r.classId,
    className,
    place: r.place,
    status: r.status,
    resultType: r.resultType,
    riderName: r.riderName,
    number: r.number,
    bike: r.bike,
    hometown: r.hometown,
    email: r.email,
    amaNumber: r.amaNumber,
    vin: r.vin,
    payout: r.payoutCents,
    payoutType: r.payoutType,
    eligibility: r.eligibility,
    match: lineMatch(r, names, remembered),
    sourceRow: r.sourceRow ?? null,
  };
}

/**
 * Result lines by id as the event tools show them, each with its event's id, in no particular order (the answer to
 * decisions on them, staff's queue across events). Names as the riders keep them when identity answers.
 */
export async function managedLinesById(deps: ImportDeps, ids: readonly string[], eventId?: string): Promise<Array<{ eventId: string; line: ManagedResult }>> {
  const { db } = deps;
  if (ids.length === 0) return [];
  const rows = await findLineRowsByIds(db, ids, eventId);
  const classNames = await findClassNames(db, [...new Set(rows.map((row) => row.classId))]);
  const riderIds = [...new Set(rows.flatMap((row) => (row.riderId ? [row.riderId] : [])))];
  const names = riderIds.length > 0 ? await deps.directory.get(riderIds).catch(() => new Map<string, MatchCandidate>()) : new Map<string, MatchCandidate>();
  const remembered = await rememberedRefs(db, rows.map((row) => row.rememberedId));
  return rows.map((row) => ({ eventId: row.eventId, line: managedLine(row, classNames.get(row.classId) ?? '', names, remembered) }));
}

/** Lines of an event as the event tools show them, in the order asked, and the event's results version: the answer to a bulk decision. */
export async function resolvedLines(deps: ImportDeps, eventId: string, resultIds: readonly string[]): Promise<{ results: ManagedResult[]; resultsVersion: number }> {
  const event = await findEventVersion(deps.db, eventId);
  if (!event) throw notFound('Event not found');
  const byId = new Map((await managedLinesById(deps, resultIds, eventId)).map(({ line }) => [line._id, line]));
  return { results: resultIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), resultsVersion: event.resultsVersion };
}

/** One line of an event as the event tools show it, and the event's results version: the answer to a decision on it. */
export async function resolvedLine(deps: ImportDeps, eventId: string, resultId: string): Promise<ResolvedLine> {
  const event = await findEventVersion(deps.db, eventId);
  const [found] = event ? await managedLinesById(deps, [resultId], eventId) : [];
  if (!event || !found) throw notFound('Result not found');
  return { result: found.line, resultsVersion: event.resultsVersion };
}

function lineMatch(
  result: Pick<Result, 'candidates' | 'riderId' | 'riderName' | 'hometown' | 'matchStatus' | 'matchMethod' | 'rememberedId'>,
  names: Map<string, MatchCandidate>,
  remembered: ReadonlyMap<string, RememberedDecision>,
): LineMatch {
  const candidates = result.candidates ? (JSON.parse(result.candidates) as MatchCandidate[]) : [];
  const rider = result.riderId ? (names.get(result.riderId) ?? { _id: result.riderId, name: result.riderName, hometown: result.hometown }) : null;
  const decidedBy = result.rememberedId ? remembered.get(result.rememberedId) : undefined;
  return {
    status: result.matchStatus,
    method: result.matchMethod ?? null,
    rider,
    candidates: result.matchStatus === 'matched' ? [] : candidates,
    ...(decidedBy && (result.matchStatus === 'matched' || result.matchStatus === 'notRider') ? { remembered: decidedBy } : {}),
  };
}
