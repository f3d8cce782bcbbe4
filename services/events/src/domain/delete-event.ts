import { notFound } from '@rr/server-kit';
import { removeDistinctRaces } from '../data-access/distinct-races-repository.js';
import { removeClassesOfEvent } from '../data-access/event-classes-repository.js';
import { lockEvent, removeEvent } from '../data-access/event-records-repository.js';
import { removeImportsOfEvent } from '../data-access/imports-repository.js';
import { removeLines } from '../data-access/result-lines-repository.js';
import { publishEventChanged } from './event-facts.js';
import type { ImportDeps } from './imports/imports.js';
import { publishResults } from './publish-results.js';
import { reviewSeriesEnd } from './series-end.js';

/**
 * Delete an event with its classes and results; if it had results, payouts hear that they are gone (an empty set), and
 * the reports that the event is (`event.changed` with `deleted: true`).
 */
export async function deleteEvent(deps: ImportDeps, eventId: string): Promise<void> {
  const { db } = deps;
  await db.sequelize.transaction(async (transaction) => {
    const event = await lockEvent(db, eventId, transaction);
    if (!event) throw notFound('Event not found');
    if (event.resultsVersion > 0) {
      await removeLines(db, eventId, {}, transaction);
      await publishResults(deps, eventId, transaction, { eventChanged: false });
    }
    await publishEventChanged(deps, eventId, transaction, { deleted: true });
    await removeDistinctRaces(db, eventId, transaction);
    await removeImportsOfEvent(db, eventId, transaction);
    await removeClassesOfEvent(db, eventId, transaction);
    await removeEvent(event, transaction);
    // Its series may have waited only for this round.
    await reviewSeriesEnd(db, deps.outbox, event.seriesId, transaction);
  });
}
