import type { Transaction } from 'sequelize';
import { notFound } from '@rr/server-kit';
import { lockEvent } from '../data-access/event-records-repository.js';
import { removeResultsImportsOfEvent } from '../data-access/imports-repository.js';
import { removeLines } from '../data-access/result-lines-repository.js';
import type { ImportDeps } from './imports/imports.js';
import { publishResults } from './publish-results.js';

/** Which results of an event to delete: one line, some lines (a rider's, staff's rider page), one class's, or (none given) all. */
export interface DeleteResultsScope {
  classId?: string | undefined;
  resultId?: string | undefined;
  resultIds?: readonly string[] | undefined;
}

/** Delete one line, one class's results, or every result of the event (spec §2 asks for confirmation first). */
export async function deleteResults(deps: ImportDeps, eventId: string, scope: DeleteResultsScope): Promise<number> {
  return deps.db.sequelize.transaction((transaction) => deleteResultsIn(deps, eventId, scope, transaction));
}

/**
 * `deleteResults` in the caller's transaction: the lines go, and the event's results are published again without them
 * (`results.published`, so payouts takes back what the lines paid and the rider has not spent).
 */
export async function deleteResultsIn(deps: ImportDeps, eventId: string, scope: DeleteResultsScope, transaction: Transaction): Promise<number> {
  const { db } = deps;
  const event = await lockEvent(db, eventId, transaction);
  if (!event) throw notFound('Event not found');
  const ids = scope.resultIds ? [...scope.resultIds] : scope.resultId ? [scope.resultId] : null;
  const deleted = await removeLines(db, eventId, { classId: scope.classId, ids }, transaction);
  // Uploads of this event may be committed again once their results are gone.
  await removeResultsImportsOfEvent(db, eventId, transaction);
  if (deleted > 0) await publishResults(deps, eventId, transaction);
  return deleted;
}
