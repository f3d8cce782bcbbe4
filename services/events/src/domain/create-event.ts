import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { EventInput } from '@rr/contracts';
import { apiError, notFound, type Identity } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { insertEvent } from '../data-access/event-records-repository.js';
import type { Event, Series } from '../data-access/models/index.js';
import { findSeries } from '../data-access/series-repository.js';
import { eventFields, eventPlace } from './event-fields.js';
import { publishEventChanged, type EventFactsDeps } from './event-facts.js';
import { checkEventSeason } from './promoter-series.js';
import { normaliseBodies } from './sanctioning-bodies.js';

// The event tools of promoters and programme staff (one use-case a file: create-event, update-event, duplicate-event,
// delete-event, save-classes, save-results, delete-results, wrong-rider, bonuses, manage-event). Who may call them is
// decided before (access-router.ts: the event's promoter or staff); these check the rest.

/** The series an event is put in: it must exist (404) and be the event's promoter's (400 SERIES_OF_OTHER_PROMOTER). */
export async function seriesFor(db: EventsDb, seriesId: string | undefined | null, promoterId: string, transaction?: Transaction): Promise<Series | null> {
  if (!seriesId) return null;
  const series = await findSeries(db, seriesId, transaction);
  if (!series) throw notFound('Series not found');
  if (series.promoterId !== promoterId) throw apiError('SERIES_OF_OTHER_PROMOTER');
  return series;
}

/**
 * An event of a series is in the series' currency: its contingency, the series' bonus and dealer credit, and what a
 * series champion is paid are all added up in it (spec §9 currencies are never added across). 400 VALIDATION on
 * `currency` otherwise, naming the series' currency.
 */
export function checkSeriesCurrency(series: Pick<Series, 'currency'> | null, currency: string): void {
  if (series && series.currency !== currency) {
    throw apiError('VALIDATION', { currency: { id: 'validation.currency.series', message: `Events of this series are in ${series.currency}`, values: { currency: series.currency } } });
  }
}

/** Create an event: a promoter's own, or (staff) for the promoter named in the body; its facts are published with it. */
export async function createEvent(deps: EventFactsDeps, caller: Identity, input: EventInput): Promise<Event> {
  const { db } = deps;
  const promoterId = caller.typ === 'admin' ? (input.promoterId ?? '').trim() : caller.sub;
  if (!promoterId) throw apiError('VALIDATION', { promoterId: { id: 'validation.required', message: 'Required' } });
  const series = await seriesFor(db, input.seriesId, promoterId);
  const seriesId = series?.id ?? null;
  const fields = eventFields(input);
  checkSeriesCurrency(series, fields.currency);
  // A promoter enters events only in the seasons they are approved for (400 on startDate).
  await checkEventSeason(db, caller, promoterId, fields.startDate);
  const place = await eventPlace(db, fields.zipcode, fields.country);
  return db.sequelize.transaction(async (transaction) => {
    const event = await insertEvent(
      db,
      {
        id: randomUUID(),
        ...fields,
        ...place,
        seriesId,
        promoterId,
        active: input.active ?? true,
        canceled: input.canceled ?? false,
        payingEvent: input.payingEvent ?? true,
        sanctioningBodies: JSON.stringify(normaliseBodies(input.sanctioningBodies ?? [])),
      },
      transaction,
    );
    await publishEventChanged(deps, event.id, transaction);
    return event;
  });
}
