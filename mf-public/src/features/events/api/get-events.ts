import { api, queryCall, queryKeys, type CallOptions } from '@rr/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiQuery } from '../lib/events-query';
import type { EventsList } from '@rr/contracts';

/** GET /api/events → `{ events, pagination, contingencyAmount }` (@rr/contracts). */
export type EventsResponse = EventsList;

/** GET /api/events — the public events finder (spec §7 Events). */
export function getEvents(query: ApiQuery, options: CallOptions = {}): Promise<EventsResponse> {
  return api.get<EventsResponse>('/api/events', { ...options, query });
}

/** One page of the finder; the previous page stays on screen while the next one loads. */
export function useEvents(query: ApiQuery) {
  return useQuery({
    queryKey: queryKeys.events.list(query),
    queryFn: (context) => getEvents(query, queryCall(context)),
    placeholderData: keepPreviousData,
  });
}
