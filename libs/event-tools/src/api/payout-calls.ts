import { get, isMissing, type CallOptions } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import type { EventPayoutsAnswer } from '@rr/contracts';

/** Who reads an event's payout decisions: its promoter, or programme staff. */
export type PayoutsReader = 'promoter' | 'admin';

/**
 * GET /api/{promoter|admin}/event-payouts/{id} (the payouts service) → what the payout rules decided for each line
 * and bonus of the event's results, and why; null while the service has applied none of the event's results (404).
 */
export async function getEventPayouts(role: PayoutsReader, eventId: string, call: CallOptions = {}): Promise<EventPayoutsAnswer | null> {
  try {
    return await get<EventPayoutsAnswer>(apiPath('/api/:role/event-payouts/:eventId', { role, eventId }), { alert: false, ...call });
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
