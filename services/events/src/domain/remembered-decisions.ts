import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { LineMatch, MatchCandidate, RememberedDecision as RememberedRef } from '@rr/contracts';
import type { UndoRememberedInput } from '@rr/contracts/result-exceptions';
import { notFound } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import type { Event, RememberedDecision, Result } from '../data-access/models/index.js';
import { lockEvent } from '../data-access/event-records-repository.js';
import { findClass } from '../data-access/event-classes-repository.js';
import { findLine, saveLine } from '../data-access/result-lines-repository.js';
import {
  findDecisionRefs,
  findDecisionsByKeys,
  insertDecisions,
  removeDecision,
  removeDecisionsByKeys,
  removeRiderDecision,
} from '../data-access/remembered-decisions-repository.js';
import type { ImportDeps } from './imports/imports.js';
import { rejectedRiders, rejectionFacts, type MatchableLine } from './match-results.js';
import { linePayout, placeAmounts, publishResults } from './publish-results.js';
import { comparableName, type RiderDirectory } from './rider-directory.js';

/**
 * Remembered decisions (docs/architecture.md "Remembered decisions"). The riders of other makers come back round
 * after round under the same name, plate and bike, and so do programme riders whose sheet name matching cannot read:
 * a promoter who said once who such a line is should not say it again. Every decision a person takes on a line (not a
 * programme rider, or this rider; one line or many) is kept for the event's promoter under the line's identity, the
 * latest winning; at that promoter's next uploads a line of the same identity that matching left open is decided the
 * same way, marked so (`results.remembered_id`), and can be undone. Undoing it on a line leaves the decision
 * remembered; forgetting it removes it for the uploads to come.
 */

/** The make a sheet's bike column names: its first word with a letter, cut where its digits start ('2025 Apex MX 450F', 'apex450f' → 'apex'). */
export function bikeMake(bike: string): string {
  const word = comparableName(bike)
    .split(' ')
    .find((part) => /\p{L}/u.test(part));
  return (word ?? '').replace(/\d.*$/u, '').slice(0, 40);
}

/** What a line is remembered by: its name as names are compared, its plate (as compared: '#77' is 77), its bike's make. */
export function lineKeyOf(line: Pick<MatchableLine, 'riderName' | 'number' | 'bike'>): { lineKey: string; nameKey: string; plate: string; make: string } {
  const nameKey = comparableName(line.riderName).slice(0, 200);
  const plate = comparableName(line.number).slice(0, 20);
  const make = bikeMake(line.bike);
  return { lineKey: createHash('sha256').update(`${nameKey}\n${plate}\n${make}`).digest('hex'), nameKey, plate, make };
}

/** A remembered decision as the tools show it on the lines it decided. */
export function rememberedRef(row: Pick<RememberedDecision, 'id' | 'eventId' | 'eventTitle' | 'decidedAt'>): RememberedRef {
  return { decisionId: row.id, eventId: row.eventId ?? null, eventTitle: row.eventTitle, decidedAt: new Date(row.decidedAt).toISOString() };
}

/** The remembered decisions of these ids that are still kept (a forgotten or replaced one is not), by id. */
export async function rememberedRefs(db: EventsDb, ids: Iterable<string | null | undefined>): Promise<Map<string, RememberedRef>> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  const refs = new Map<string, RememberedRef>();
  for (let start = 0; start < wanted.length; start += 1_000) {
    const rows = await findDecisionRefs(db, wanted.slice(start, start + 1_000));
    for (const row of rows) refs.set(row.id, rememberedRef(row));
  }
  return refs;
}

/** The promoter's remembered decisions for these line keys, by key. */
async function decisionsFor(db: EventsDb, promoterId: string, keys: string[]): Promise<Map<string, RememberedDecision>> {
  const found = new Map<string, RememberedDecision>();
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += 1_000) {
    const rows = await findDecisionsByKeys(db, promoterId, unique.slice(start, start + 1_000));
    for (const row of rows) found.set(row.lineKey, row);
  }
  return found;
}

/**
 * Decides, in `matches`, the lines matching left open (unmatched or ambiguous) that the event's promoter decided before
 * under the same identity. A strong match (e-mail, licence, VIN, plate, name) is never overridden: a rider of another
 * make who has since joined the programme is matched. A remembered rider who no longer exists, or who was turned down
 * for this line at this event ("wrong rider"), decides nothing. The line keeps the riders matching offered (its
 * candidates), so undoing the decision gives it back as it was.
 */
export async function applyRemembered(deps: { db: EventsDb; directory: RiderDirectory }, event: Pick<Event, 'id' | 'promoterId'>, lines: readonly MatchableLine[], matches: Map<string, LineMatch>): Promise<void> {
  const open = lines.filter((line) => {
    const status = matches.get(line.key)?.status ?? 'unmatched';
    return status === 'unmatched' || status === 'ambiguous';
  });
  if (open.length === 0) return;
  const keyed = open.map((line) => ({ line, key: lineKeyOf(line).lineKey }));
  const decisions = await decisionsFor(deps.db, event.promoterId, keyed.map((entry) => entry.key));
  if (decisions.size === 0) return;
  const riderIds = [...new Set([...decisions.values()].flatMap((row) => (row.decision === 'matched' && row.riderId ? [row.riderId] : [])))];
  const [riders, refused] = await Promise.all([
    riderIds.length > 0 ? deps.directory.get(riderIds) : Promise.resolve(new Map<string, MatchCandidate>()),
    rejectedRiders(deps.db, event.id),
  ]);
  for (const { line, key } of keyed) {
    const decision = decisions.get(key);
    if (!decision) continue;
    const before = matches.get(line.key) ?? { status: 'unmatched' as const, method: null, rider: null, candidates: [] };
    const remembered = rememberedRef(decision);
    if (decision.decision === 'notRider') {
      matches.set(line.key, { status: 'notRider', method: null, rider: null, candidates: before.candidates, remembered });
      continue;
    }
    const rider = decision.riderId ? riders.get(decision.riderId) : undefined;
    const facts = rejectionFacts(line);
    if (!rider || refused.get(`${facts.nameKey}\n${facts.plate}`)?.has(rider._id)) continue;
    matches.set(line.key, { status: 'matched', method: 'manual', rider, candidates: before.candidates, remembered });
  }
}

/**
 * Keeps, in the caller's transaction, the decisions just taken on lines of `event` for its promoter: one per line
 * identity (the last line of an identity wins within one call), replacing what was remembered for it before. A new
 * decision gets a new id, so lines a replaced decision decided no longer say it was remembered.
 */
export async function rememberDecisions(
  db: EventsDb,
  event: Pick<Event, 'id' | 'promoterId' | 'title'>,
  decided: ReadonlyArray<{ line: Pick<Result, 'id' | 'riderName' | 'number' | 'bike'>; riderId: string | null }>,
  actorId: string,
  transaction: Transaction,
): Promise<void> {
  const byKey = new Map<string, { keys: ReturnType<typeof lineKeyOf>; line: Pick<Result, 'id'>; riderId: string | null }>();
  for (const { line, riderId } of decided) {
    if (!comparableName(line.riderName)) continue;
    const keys = lineKeyOf({ riderName: line.riderName, number: line.number ?? '', bike: line.bike ?? '' });
    byKey.set(keys.lineKey, { keys, line, riderId });
  }
  if (byKey.size === 0) return;
  const lineKeys = [...byKey.keys()];
  for (let start = 0; start < lineKeys.length; start += 500) {
    await removeDecisionsByKeys(db, event.promoterId, lineKeys.slice(start, start + 500), transaction);
  }
  const decidedAt = new Date();
  const rows = [...byKey.values()].map(({ keys, line, riderId }) => ({
    id: randomUUID(),
    promoterId: event.promoterId,
    ...keys,
    decision: riderId ? ('matched' as const) : ('notRider' as const),
    riderId,
    eventId: event.id,
    eventTitle: event.title.slice(0, 200),
    resultId: line.id,
    decidedBy: actorId,
    decidedAt,
  }));
  for (let start = 0; start < rows.length; start += 500) await insertDecisions(db, rows.slice(start, start + 500), transaction);
}

/**
 * Forgets what is remembered of a rider for the lines of this identity at the promoter's events: a line "wrong rider"
 * was said of must not be given back to that rider by the next upload.
 */
export async function forgetRiderFor(db: EventsDb, promoterId: string, line: Pick<Result, 'riderName' | 'number' | 'bike'>, riderId: string, transaction: Transaction): Promise<void> {
  await removeRiderDecision(db, promoterId, lineKeyOf(line).lineKey, riderId, transaction);
}

/**
 * Undoes the remembered decision on one line of the event: the line is open again, with the riders matching offered
 * (ambiguous) or none (unmatched), paid nothing, and the results are published again. The decision stays remembered for
 * the promoter's next uploads unless `forget`. 404 for a line of another event or one no remembered decision decided.
 */
export async function undoRemembered(deps: ImportDeps, eventId: string, resultId: string, input: UndoRememberedInput): Promise<void> {
  const { db } = deps;
  await db.sequelize.transaction(async (transaction) => {
    const event = await lockEvent(db, eventId, transaction);
    if (!event) throw notFound('Event not found');
    const result = await findLine(db, eventId, resultId, transaction);
    if (!result || !result.rememberedId) throw notFound('Result not found');
    if (input.forget === true) await removeDecision(db, result.rememberedId, event.promoterId, transaction);
    const candidates = result.candidates ? (JSON.parse(result.candidates) as MatchCandidate[]) : [];
    const matchStatus = candidates.length > 0 ? 'ambiguous' : 'unmatched';
    const eventClass = await findClass(db, result.classId, transaction);
    const places = (await placeAmounts(db, [result.classId], transaction)).get(result.classId) ?? [];
    await saveLine(
      result,
      { riderId: null, matchStatus, matchMethod: null, rememberedId: null, ...linePayout(event, eventClass ?? undefined, places, { place: result.place, status: result.status, matchStatus }) },
      transaction,
    );
    await publishResults(deps, eventId, transaction);
  });
}
