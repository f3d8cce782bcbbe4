import type { EventPayoutDecision, EventPayoutsAnswer } from '@rr/contracts';
import type { PayoutsDb } from '../data-access/database.js';
import { findEventResults } from '../data-access/event-results-repository.js';
import { decisionsOfEvent } from '../data-access/payout-decisions-repository.js';
import type { PayoutDecision } from '../data-access/models/index.js';
import { decisionFields } from './decision-fields.js';

/** Who reads an event's payouts: its promoter (their own events only) or programme staff (any event). */
export type EventPayoutsReader = { role: 'promoter'; promoterId: string } | { role: 'admin' };

/** A decision as the promoter and staff see it: the line or bonus it decided (from its key), and why. */
function decisionView(d: PayoutDecision): EventPayoutDecision {
  const [kind, ...rest] = d.decisionKey.split(':');
  const id = rest.join(':');
  return {
    ...(kind === 'bonus' ? { bonusId: id } : { resultId: id }),
    riderId: d.riderId,
    ...decisionFields(d),
    lotType: d.lotType,
  };
}

/**
 * What the payouts rules decided for each line and bonus of an event's current results, by class
 * and place (bonuses last). Null when the service has applied no results of the event, or when a promoter asks for
 * an event that is not theirs (the route answers 404 for both, so another promoter's event is never told apart).
 */
export async function getEventPayouts(db: PayoutsDb, eventId: string, reader: EventPayoutsReader): Promise<EventPayoutsAnswer | null> {
  const event = await findEventResults(db, eventId);
  if (!event) return null;
  if (reader.role === 'promoter' && event.promoterId !== reader.promoterId) return null;
  const rows = await decisionsOfEvent(db, eventId);
  const sortKey = (d: PayoutDecision) => [d.decisionKey.startsWith('bonus:') ? 1 : 0, d.className ?? '', d.place ?? Number.MAX_SAFE_INTEGER, d.decisionKey] as const;
  rows.sort((a, b) => {
    const [ka, kb] = [sortKey(a), sortKey(b)];
    return ka[0] - kb[0] || ka[1].localeCompare(kb[1]) || ka[2] - kb[2] || ka[3].localeCompare(kb[3]);
  });
  return { eventId: event.eventId, version: event.version, decisions: rows.map(decisionView) };
}
