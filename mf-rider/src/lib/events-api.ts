import { get, queryCall, queryKeys, useQuery } from '@rr/api-client';
import type { EventAnswer, RiderEventsAnswer } from '@rr/contracts';

/**
 * GET /api/rider/events: the rider's favourite events and the events they raced. The key is the public event page's
 * too (one query client serves every remote), so marking a favourite there refreshes the dashboard.
 */
export function useMyEvents() {
  return useQuery({
    queryKey: [...queryKeys.events.all, 'mine'] as const,
    queryFn: (context) => get<RiderEventsAnswer>('/api/rider/events', { alert: false, ...queryCall(context) }),
    meta: { alert: false },
  });
}

/** GET /api/event/{eventId}: the event with its payout table (the public page's read, shared by its key). */
export function useEventDetail(eventId: string) {
  return useQuery({
    queryKey: queryKeys.event.detail(eventId),
    queryFn: (context) => get<EventAnswer>(`/api/event/${encodeURIComponent(eventId)}`, { alert: false, ...queryCall(context) }),
    meta: { alert: false },
  });
}
