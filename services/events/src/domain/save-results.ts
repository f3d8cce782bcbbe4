import { randomUUID } from 'node:crypto';
import type { LineMatch, ResultInput } from '@rr/contracts';
import { notFound } from '@rr/server-kit';
import { findClassesOfEvent } from '../data-access/event-classes-repository.js';
import { findEvent, lockEvent } from '../data-access/event-records-repository.js';
import type { Result } from '../data-access/models/index.js';
import { findLine, findLines, insertLine, saveLine } from '../data-access/result-lines-repository.js';
import type { ImportDeps } from './imports/imports.js';
import { matchLines, type MatchableLine } from './match-results.js';
import { linePayout, placeAmounts, publishResults } from './publish-results.js';
import { applyRemembered } from './remembered-decisions.js';
import { comparableName, comparableTown } from './rider-directory.js';

/** What an edited line is identified by: the facts rider matching looks a rider up by, as it compares them. */
function identifyingFacts(line: Pick<MatchableLine, 'riderName' | 'number' | 'email' | 'amaNumber' | 'vin' | 'hometown'>): string {
  return [
    comparableName(line.riderName),
    line.number.trim(),
    line.email.trim().toLowerCase(),
    line.amaNumber.trim().toLowerCase(),
    line.vin.trim().toUpperCase(),
    comparableTown(line.hometown),
  ].join('\n');
}

/**
 * The decision a person took on a line that an edit keeps. A rider picked by hand ('manual') or 'not a programme
 * rider' is about who raced the line, which matching (matchLines) reads from the line's name, plate, e-mail,
 * licence number, VIN and hometown, and from nothing else. So an edit of the place, status, class, result type or
 * bike keeps the decision; a change of any of those facts (compared as matching compares them: case, accents and
 * spacing of a name ignored, a hometown by its town) may name another person, and the line is matched again. A
 * decision matching took itself (an e-mail, a plate…) is always taken again: it follows the facts.
 */
export function keptDecision(
  previous: Pick<Result, 'riderId' | 'matchStatus' | 'matchMethod' | 'riderName' | 'number' | 'email' | 'amaNumber' | 'vin' | 'hometown'> | undefined,
  next: Pick<MatchableLine, 'riderName' | 'number' | 'email' | 'amaNumber' | 'vin' | 'hometown'>,
): LineMatch | null {
  if (!previous) return null;
  const byHand = previous.matchStatus === 'notRider' || (previous.matchStatus === 'matched' && previous.matchMethod === 'manual' && Boolean(previous.riderId));
  if (!byHand || identifyingFacts(previous) !== identifyingFacts(next)) return null;
  return previous.matchStatus === 'notRider'
    ? { status: 'notRider', method: null, rider: null, candidates: [] }
    : { status: 'matched', method: 'manual', rider: { _id: previous.riderId!, name: previous.riderName, hometown: previous.hometown }, candidates: [] };
}

/**
 * Type in or edit result lines (`PUT …/result` one, `PUT …/results` several, in one transaction); each is matched
 * to a rider like an uploaded line (an edited line keeps a person's decision on it: keptDecision), and the event's
 * results are published once.
 */
export async function saveResults(deps: ImportDeps, eventId: string, inputs: ResultInput[]): Promise<void> {
  const { db } = deps;
  const event = await findEvent(db, eventId);
  if (!event) throw notFound('Event not found');
  const classes = new Map((await findClassesOfEvent(db, eventId)).map((c) => [c.id, c]));
  for (const input of inputs) if (!classes.has(input.classId)) throw notFound('Class not found');
  const lines = inputs.map((input, index) => ({
    key: String(index),
    riderName: input.riderName.trim(),
    number: (input.number ?? '').trim(),
    bike: (input.bike ?? '').trim(),
    hometown: (input.hometown ?? '').trim(),
    email: (input.email ?? '').trim().toLowerCase(),
    amaNumber: (input.amaNumber ?? '').trim(),
    vin: (input.vin ?? '').trim().toUpperCase(),
  }));
  // A person's decision on an edited line (a rider picked by hand, or 'not a programme rider') stands while the line
  // still names the same person (keptDecision); only the other lines are matched again.
  const editedIds = inputs.map((input) => input._id).filter((id): id is string => Boolean(id));
  const before = new Map(
    editedIds.length > 0 ? (await findLines(db, eventId, editedIds)).map((r) => [r.id, r] as const) : [],
  );
  const kept = new Map<string, LineMatch>();
  for (const [index, input] of inputs.entries()) {
    const decision = input._id ? keptDecision(before.get(input._id), lines[index]!) : null;
    if (decision) kept.set(String(index), decision);
  }
  const matched = lines.filter((line) => !kept.has(line.key));
  const matches = await matchLines(db, deps.directory, event, matched);
  // A typed line the promoter decided before under the same identity is decided the same way (remembered-decisions.ts).
  await applyRemembered(deps, event, matched, matches);
  for (const [key, decision] of kept) matches.set(key, decision);
  await db.sequelize.transaction(async (transaction) => {
    await lockEvent(db, eventId, transaction);
    const amounts = await placeAmounts(db, [...classes.keys()], transaction);
    for (const [index, input] of inputs.entries()) {
      const { key: _key, ...line } = lines[index]!;
      void _key;
      const match = matches.get(String(index))!;
      const eventClass = classes.get(input.classId)!;
      const status = input.status || 'finished';
      const fields = {
        ...line,
        classId: eventClass.id,
        place: input.place,
        status,
        resultType: input.resultType || (event.type === 'supercross' ? 'main' : 'overall'),
        payoutType: eventClass.payoutType,
        riderId: match.status === 'matched' ? match.rider!._id : null,
        matchMethod: match.method,
        matchStatus: match.status,
        candidates: match.candidates.length > 0 ? JSON.stringify(match.candidates) : null,
        // A kept decision keeps saying where it was remembered from; any other line says what decided it now.
        rememberedId: kept.has(String(index)) ? (before.get(input._id ?? '')?.rememberedId ?? null) : (match.remembered?.decisionId ?? null),
        ...linePayout(event, eventClass, amounts.get(eventClass.id) ?? [], { place: input.place, status, matchStatus: match.status }),
      };
      if (input._id) {
        const result = await findLine(db, eventId, input._id, transaction);
        if (!result) throw notFound('Result not found');
        await saveLine(result, fields, transaction);
      } else {
        await insertLine(db, { id: randomUUID(), eventId, ...fields }, transaction);
      }
    }
    await publishResults(deps, eventId, transaction);
  });
}
