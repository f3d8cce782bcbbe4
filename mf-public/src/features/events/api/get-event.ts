import { api } from '@rr/api-client';
import { useRequest } from '../../../lib/use-request';
import type { EventDetail, Series } from '../types';

export interface EventResponse {
  event: EventDetail;
  series: Series | null;
}

/** GET /api/event/:id. Spec §7: the event load alerts the status text instead of the body. */
export function getEvent(eventId: string, signal?: AbortSignal): Promise<EventResponse> {
  return api.get<EventResponse>(`/api/event/${encodeURIComponent(eventId)}`, {
    alert: 'statusText',
    ...(signal ? { signal } : {}),
  });
}

export function useEvent(eventId: string | undefined) {
  return useRequest(eventId ? `event/${eventId}` : null, (signal) => getEvent(eventId ?? '', signal));
}
