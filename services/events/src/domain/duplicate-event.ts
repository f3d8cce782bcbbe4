import { randomUUID } from 'node:crypto';
import { notFound, type Identity } from '@rr/server-kit';
import { refreshEventContingency } from '../data-access/contingency.js';
import { copyPlaces, findClassesOfEvent, insertClass } from '../data-access/event-classes-repository.js';
import { findEvent, insertEvent } from '../data-access/event-records-repository.js';
import type { Event } from '../data-access/models/index.js';
import { publishEventChanged, type EventFactsDeps } from './event-facts.js';
import { addDays } from './programme-date.js';
import { checkEventSeason } from './promoter-series.js';

/**
 * A copy of the event with its payout table, without results, a week later by default (a promoter's next round):
 * title marked '(copy)', inactive until the promoter reviews it. A promoter's copy must fall in a season they are
 * approved for.
 */
export async function duplicateEvent(deps: EventFactsDeps, eventId: string, caller: Pick<Identity, 'typ'>): Promise<Event> {
  const { db } = deps;
  return db.sequelize.transaction(async (transaction) => {
    const event = await findEvent(db, eventId, transaction);
    if (!event) throw notFound('Event not found');
    // The copy is a week later: for a promoter, still in a season they are approved for.
    await checkEventSeason(db, caller, event.promoterId, addDays(event.startDate, 7), transaction);
    const copy = await insertEvent(
      db,
      {
        id: randomUUID(),
        title: `${event.title} (copy)`.slice(0, 200),
        type: event.type,
        startDate: addDays(event.startDate, 7),
        endDate: addDays(event.endDate, 7),
        city: event.city,
        state: event.state,
        zipcode: event.zipcode,
        country: event.country,
        venue: event.venue,
        venueWebsite: event.venueWebsite,
        seriesId: event.seriesId,
        promoterId: event.promoterId,
        active: false,
        canceled: false,
        payingEvent: event.payingEvent,
        currency: event.currency,
        latitude: event.latitude,
        longitude: event.longitude,
        sanctioningBodies: event.sanctioningBodies,
      },
      transaction,
    );
    const classes = await findClassesOfEvent(db, eventId, transaction);
    for (const eventClass of classes) {
      const id = randomUUID();
      await insertClass(db, { id, eventId: copy.id, name: eventClass.name, payoutType: eventClass.payoutType, position: eventClass.position, startGroup: eventClass.startGroup }, transaction);
      await copyPlaces(db, eventClass.id, id, transaction);
    }
    await refreshEventContingency(db, copy.id, transaction);
    await publishEventChanged(deps, copy.id, transaction);
    return copy;
  });
}
