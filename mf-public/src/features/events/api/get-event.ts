import { api, queryCall, queryKeys, type CallOptions } from '@rr/api-client';
import { useQuery } from '@rr/api-client';
import type { EventAnswer } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/** GET /api/event/:id → the event with its payout table and results, and its series (@rr/contracts). */
export type EventResponse = EventAnswer;

/** GET /api/event/:id. Spec §7: the event load alerts the status text instead of the body. */
export function getEvent(eventId: string, options: CallOptions = {}): Promise<EventResponse> {
  return api.get<EventResponse>(apiPath('/api/event/:eventId', { eventId }), { ...options, alert: 'statusText' });
}

/** The event page's data (no request without an id). */
export function useEvent(eventId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.event.detail(eventId ?? ''),
    queryFn: (context) => getEvent(eventId ?? '', queryCall(context)),
    enabled: Boolean(eventId),
  });
}
