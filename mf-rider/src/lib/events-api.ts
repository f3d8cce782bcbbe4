import { get, queryCall, queryKeys, useQuery } from '@rr/api-client';
import type { EventAnswer, RiderEventsAnswer } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/** The key of the rider's own events and favourite series (the public event page's favourite button shares it). */
export const MY_EVENTS_KEY = [...queryKeys.events.all, 'mine'] as const;

/**
 * GET /api/rider/events: the rider's favourite events and the events they raced, and their favourite series. The key is the public event page's
 * too (one query client serves every remote), so marking a favourite there refreshes the dashboard.
 */
export function useMyEvents() {
  return useQuery({
    queryKey: MY_EVENTS_KEY,
    queryFn: (context) => get<RiderEventsAnswer>(apiPath('/api/rider/events'), { alert: false, ...queryCall(context) }),
    meta: { alert: false },
  });
}

/** GET /api/event/{eventId}: the event with its payout table (the public page's read, shared by its key). */
export function useEventDetail(eventId: string) {
  return useQuery({
    queryKey: queryKeys.event.detail(eventId),
    queryFn: (context) => get<EventAnswer>(apiPath('/api/event/:eventId', { eventId }), { alert: false, ...queryCall(context) }),
    meta: { alert: false },
  });
}
