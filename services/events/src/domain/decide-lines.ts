import type { MatchCandidate } from '@rr/contracts';
import type { BulkMatchInput } from '@rr/contracts/result-exceptions';
import { notFound } from '@rr/server-kit';
import type { ImportDeps } from './imports/imports.js';
import { rejectionFacts } from './match-results.js';
import { linePayout, placeAmounts, publishResults } from './publish-results.js';
import { rememberDecisions } from './remembered-decisions.js';
import { findClassesByIds } from '../data-access/event-classes-repository.js';
import { lockEvent } from '../data-access/event-records-repository.js';
import { forgetRejection } from '../data-access/rejected-matches-repository.js';
import { findLines, saveLinesAlike } from '../data-access/result-lines-repository.js';

/** One line's decision: the rider it is, or (null) not a programme rider. */
export interface LineDecision {
  resultId: string;
  riderId: string | null;
}

/** The decisions a bulk body names, one per line (a line named twice takes its last decision). */
export function bulkDecisions(input: BulkMatchInput): LineDecision[] {
  const decisions = input.lines ? input.lines.map((line) => ({ resultId: line.resultId, riderId: line.riderId })) : (input.resultIds ?? []).map((resultId) => ({ resultId, riderId: null }));
  return [...new Map(decisions.map((decision) => [decision.resultId, decision])).values()];
}

/**
 * Decides lines of one event (an exception resolved, one line or up to MAX_BULK_DECISIONS at once): each is linked to
 * its rider (checked with the directory first) by hand, or marked 'not a programme rider'. All of them or none: a rider
 * the directory does not know or a line that is not the event's answers 404 and changes nothing. In one transaction the
 * lines change, a rider picked by hand for a line they were turned down for is no longer refused there (the later
 * decision stands), the decisions are remembered for the event's promoter (remembered-decisions.ts), and the results
 * are published once: one new results version however many lines.
 */
export async function decideLines(deps: ImportDeps, eventId: string, decisions: readonly LineDecision[], actorId: string): Promise<void> {
  const { db } = deps;
  const riderIds = [...new Set(decisions.flatMap((decision) => (decision.riderId ? [decision.riderId] : [])))];
  const riders = riderIds.length > 0 ? await deps.directory.get(riderIds) : new Map<string, MatchCandidate>();
  if (riderIds.some((id) => !riders.has(id))) throw notFound('Rider not found');
  const ids = [...new Set(decisions.map((decision) => decision.resultId))];
  const riderOf = new Map(decisions.map((decision) => [decision.resultId, decision.riderId]));
  await db.sequelize.transaction(async (transaction) => {
    const event = await lockEvent(db, eventId, transaction);
    if (!event) throw notFound('Event not found');
    const lines = await findLines(db, eventId, ids, transaction);
    if (lines.length !== ids.length) throw notFound('Result not found');
    const classIds = [...new Set(lines.map((line) => line.classId))];
    const classes = new Map((await findClassesByIds(db, classIds, transaction)).map((c) => [c.id, c]));
    const amounts = await placeAmounts(db, classIds, transaction);
    // Lines that end the same way change in one statement: 500 walk-ins marked 'not a programme rider' are two updates.
    const groups = new Map<string, { fields: Parameters<typeof saveLinesAlike>[3]; ids: string[] }>();
    for (const line of lines) {
      const riderId = riderOf.get(line.id) ?? null;
      const matchStatus = riderId ? ('matched' as const) : ('notRider' as const);
      const fields = {
        riderId,
        matchStatus,
        matchMethod: riderId ? ('manual' as const) : null,
        rememberedId: null,
        ...linePayout(event, classes.get(line.classId), amounts.get(line.classId) ?? [], { place: line.place, status: line.status, matchStatus }),
      };
      const key = JSON.stringify(fields);
      groups.set(key, { fields, ids: [...(groups.get(key)?.ids ?? []), line.id] });
      if (riderId) await forgetRejection(db, eventId, { riderId, ...rejectionFacts(line) }, transaction);
    }
    for (const { fields, ids: groupIds } of groups.values()) await saveLinesAlike(db, eventId, groupIds, fields, transaction);
    await rememberDecisions(
      db,
      event,
      lines.map((line) => ({ line, riderId: riderOf.get(line.id) ?? null })),
      actorId,
      transaction,
    );
    await publishResults(deps, eventId, transaction);
  });
}
