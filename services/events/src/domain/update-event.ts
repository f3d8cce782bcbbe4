import type { EventInput } from '@rr/contracts';
import { notFound, type Identity } from '@rr/server-kit';
import { findEventVersion, lockEvent, saveEvent } from '../data-access/event-records-repository.js';
import type { Event } from '../data-access/models/index.js';
import { findSeries } from '../data-access/series-repository.js';
import { checkSeriesCurrency, seriesFor } from './create-event.js';
import { eventFields, eventPlace } from './event-fields.js';
import { publishEventChanged } from './event-facts.js';
import { repriceResults, type ImportDeps } from './imports/imports.js';
import { checkEventSeason } from './promoter-series.js';
import { publishResults } from './publish-results.js';
import { normaliseBodies } from './sanctioning-bodies.js';
import { reviewSeriesEnd } from './series-end.js';

/**
 * Edit an event's fields; a change that affects what results pay (canceled, paying) re-prices and re-publishes them.
 * The event's facts are published either way (`event.changed`).
 */
export async function updateEvent(deps: ImportDeps, caller: Identity, eventId: string, input: EventInput): Promise<Event> {
  const { db } = deps;
  return db.sequelize.transaction(async (transaction) => {
    const event = await lockEvent(db, eventId, transaction);
    if (!event) throw notFound('Event not found');
    const promoterId = caller.typ === 'admin' && input.promoterId ? input.promoterId : event.promoterId;
    // Left out of the body, the event stays in its series, which must still agree with its currency.
    const series =
      input.seriesId === undefined
        ? event.seriesId
          ? await findSeries(db, event.seriesId, transaction)
          : null
        : await seriesFor(db, input.seriesId, promoterId, transaction);
    const seriesId = input.seriesId === undefined ? event.seriesId : (series?.id ?? null);
    checkSeriesCurrency(series, input.currency);
    const rounds = { seriesId: event.seriesId, counted: event.active && !event.canceled, resultsVersion: event.resultsVersion };
    const before = { canceled: event.canceled, payingEvent: event.payingEvent, sanctioningBodies: event.sanctioningBodies };
    const fields = eventFields(input);
    // Moved to another day, a promoter's event must stay in a season they are approved for (its own days may be in a
    // season no longer approved: it can still be corrected).
    if (fields.startDate !== event.startDate) await checkEventSeason(db, caller, promoterId, fields.startDate, transaction);
    // Left out of the body, the bodies stay as they are (a client that does not know the field erases nothing).
    const bodies = input.sanctioningBodies === undefined || input.sanctioningBodies === null ? event.sanctioningBodies : JSON.stringify(normaliseBodies(input.sanctioningBodies));
    const moved = fields.zipcode !== event.zipcode || fields.country !== event.country || event.latitude === null;
    await saveEvent(
      event,
      {
        ...fields,
        ...(moved ? await eventPlace(db, fields.zipcode, fields.country) : {}),
        seriesId: seriesId ?? null,
        promoterId,
        active: input.active ?? event.active,
        canceled: input.canceled ?? event.canceled,
        payingEvent: input.payingEvent ?? event.payingEvent,
        sanctioningBodies: bodies,
      },
      transaction,
    );
    // Re-priced results are published with the event's facts; so are results whose sanctioning bodies changed (the
    // payout rules pay a double-sanctioned race once). Any other edit publishes the facts alone.
    if (event.resultsVersion > 0 && (before.canceled !== event.canceled || before.payingEvent !== event.payingEvent)) await repriceResults(deps, event.id, transaction);
    else if (event.resultsVersion > 0 && before.sanctioningBodies !== event.sanctioningBodies) await publishResults(deps, event.id, transaction);
    else await publishEventChanged(deps, event.id, transaction);
    // A round that leaves a series (hidden, canceled, moved) may be the one the series waited for; one with results
    // that joins or leaves a finished series changes what its end paid on (docs/architecture.md "Series end").
    const counted = event.active && !event.canceled;
    if (rounds.seriesId !== event.seriesId || rounds.counted !== counted) {
      const hadResults = rounds.resultsVersion > 0;
      // Results published again just now (re-priced) already told the event's series.
      const republished = (await findEventVersion(db, event.id, transaction))!.resultsVersion !== rounds.resultsVersion;
      if (rounds.seriesId !== event.seriesId) await reviewSeriesEnd(db, deps.outbox, rounds.seriesId, transaction, { roundsChanged: hadResults });
      await reviewSeriesEnd(db, deps.outbox, event.seriesId, transaction, { roundsChanged: hadResults && !republished });
    }
    return event;
  });
}
