import { randomUUID } from 'node:crypto';
import type { ClassesInput } from '@rr/contracts';
import { apiError, notFound } from '@rr/server-kit';
import { refreshEventContingency } from '../data-access/contingency.js';
import { findClassesOfEvent, insertClass, removeClass, replacePlaces, saveClass } from '../data-access/event-classes-repository.js';
import { lockEvent } from '../data-access/event-records-repository.js';
import { countLinesOfClass } from '../data-access/result-lines-repository.js';
import { publishEventChanged } from './event-facts.js';
import { repriceResults, type ImportDeps } from './imports/imports.js';

/**
 * Replace the payout table (the classes and places editor). Classes keep their id when the body names it; a class
 * left out is removed, unless it has results (409 CLASS_HAS_RESULTS: delete them first).
 */
export async function saveClasses(deps: ImportDeps, eventId: string, input: ClassesInput): Promise<void> {
  const { db } = deps;
  await db.sequelize.transaction(async (transaction) => {
    const event = await lockEvent(db, eventId, transaction);
    if (!event) throw notFound('Event not found');
    const existing = await findClassesOfEvent(db, eventId, transaction);
    const keep = new Set(input.classes.map((c) => c._id).filter(Boolean));
    for (const gone of existing.filter((c) => !keep.has(c.id))) {
      const count = await countLinesOfClass(db, gone.id, transaction);
      if (count > 0) throw apiError('CLASS_HAS_RESULTS', { className: gone.name });
      await removeClass(db, gone, transaction);
    }
    const byId = new Map(existing.map((c) => [c.id, c]));
    for (const [position, entry] of input.classes.entries()) {
      const fields = { name: entry.name.trim(), payoutType: entry.payoutType, startGroup: entry.startGroup?.trim() || null, position };
      let id = entry._id && byId.has(entry._id) ? entry._id : null;
      if (id) await saveClass(byId.get(id)!, fields, transaction);
      else {
        id = randomUUID();
        await insertClass(db, { id, eventId, ...fields }, transaction);
      }
      await replacePlaces(db, id, entry.places, transaction);
    }
    await refreshEventContingency(db, eventId, transaction);
    // Re-priced results are published with the event's facts; without results the new table is published on its own.
    if (event.resultsVersion > 0) await repriceResults(deps, eventId, transaction);
    else await publishEventChanged(deps, eventId, transaction);
  });
}
