import type { Transaction } from 'sequelize';
import type { ResolveMatchInput, WrongRiderInput } from '@rr/contracts';
import { conflict, notFound } from '@rr/server-kit';
import { findEvent, lockEvent } from '../data-access/event-records-repository.js';
import type { Result } from '../data-access/models/index.js';
import { keepRejection } from '../data-access/rejected-matches-repository.js';
import { findLine, findMatchedLinesOfRider, saveLine } from '../data-access/result-lines-repository.js';
import { decideLines } from './decide-lines.js';
import type { ImportDeps } from './imports/imports.js';
import { matchLines, rejectionFacts } from './match-results.js';
import { linePayout, publishResults } from './publish-results.js';
import { forgetRiderFor } from './remembered-decisions.js';

/**
 * Resolve an exception: link the line to a rider (checked with the directory) or mark it 'not a programme rider'; the
 * decision is remembered for the event's promoter (decide-lines.ts, the bulk decision's one-line case).
 */
export async function resolveMatch(deps: ImportDeps, eventId: string, resultId: string, input: ResolveMatchInput, actorId: string): Promise<void> {
  await decideLines(deps, eventId, [{ resultId, riderId: input.riderId ? input.riderId : null }], actorId);
}

/**
 * "Wrong rider": the line's programme rider did not race it. The line (and any other line of the event with the same
 * name and plate matched to that rider: the same person in another class) is unmatched, the refusal is kept
 * (`rejected_matches`: no upload, edit or match at this event links that name and plate to that rider again), and the
 * results are published again in the same transaction, so payouts takes back what the lines paid. Each line is
 * matched anew without the rider and left to a person: ambiguous with who else it could be, or unmatched, never
 * matched to someone else at once. A remembered decision that gave such a line to the rider is forgotten, so the
 * promoter's next uploads do not give it back. 404 for a line of another event or not matched; 409 CONFLICT when
 * `riderId` names a rider the line is no longer matched to.
 */
export async function wrongRider(deps: ImportDeps, eventId: string, resultId: string, input: WrongRiderInput, actorId: string): Promise<void> {
  const { db } = deps;
  const matchedLine = (line: Result | null, riderId?: string | null): Result => {
    if (!line || line.matchStatus !== 'matched' || !line.riderId) throw notFound('Result not found');
    if (riderId && line.riderId !== riderId) throw conflict('The line is matched to another rider now');
    return line;
  };
  const event = await findEvent(db, eventId);
  if (!event) throw notFound('Event not found');
  const line = matchedLine(await findLine(db, eventId, resultId), input.riderId);
  const riderId = line.riderId!;
  const facts = rejectionFacts(line);
  const samePerson = (r: Result) => r.riderId === riderId && r.matchStatus === 'matched' && rejectionFacts(r).nameKey === facts.nameKey && rejectionFacts(r).plate === facts.plate;
  const linesOf = async (transaction?: Transaction) =>
    (await findMatchedLinesOfRider(db, eventId, riderId, transaction)).filter(samePerson);
  // Matched again before the transaction (the directory is another service), without the rider turned down.
  const before = await linesOf();
  const rematched = await matchLines(
    db,
    deps.directory,
    event,
    before.map((r) => ({ key: r.id, riderName: r.riderName, hometown: r.hometown, email: r.email, amaNumber: r.amaNumber, vin: r.vin, number: r.number, bike: r.bike })),
    { exclude: new Map(before.map((r) => [r.id, new Set([riderId])])) },
  );
  await db.sequelize.transaction(async (transaction) => {
    const locked = await lockEvent(db, eventId, transaction);
    if (!locked) throw notFound('Event not found');
    matchedLine(await findLine(db, eventId, resultId, transaction), riderId);
    await keepRejection(db, eventId, { riderId, ...facts }, { resultId, createdBy: actorId }, transaction);
    await forgetRiderFor(db, locked.promoterId, line, riderId, transaction);
    for (const result of await linesOf(transaction)) {
      const match = rematched.get(result.id);
      const candidates = match?.status === 'matched' && match.rider ? [match.rider] : (match?.candidates ?? []);
      const matchStatus = candidates.length > 0 ? 'ambiguous' : 'unmatched';
      await saveLine(
        result,
        {
          riderId: null,
          matchStatus,
          matchMethod: null,
          candidates: candidates.length > 0 ? JSON.stringify(candidates) : null,
          rememberedId: null,
          ...linePayout(locked, undefined, [], { place: result.place, status: result.status, matchStatus }),
        },
        transaction,
      );
    }
    await publishResults(deps, eventId, transaction);
  });
}
