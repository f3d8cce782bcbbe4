import { api, queryCall, queryKeys, type CallOptions } from '@rr/api-client';
import { useQuery } from '@rr/api-client';
import type { EventsResponse } from '../../events';
import { apiPath } from '@rr/contracts/routes';

/** How many events the home page teases. */
export const UPCOMING_LIMIT = 3;

/** GET /api/events?period=upcoming&limit=3, soonest first — the home page teaser. */
export function getUpcomingEvents(options: CallOptions = {}): Promise<EventsResponse> {
  return api.get<EventsResponse>(apiPath('/api/events'), {
    ...options,
    query: { period: 'upcoming', limit: UPCOMING_LIMIT, page: 1, sortBy: 'startDate', sortDirecton: 'asc' },
  });
}

export function useUpcomingEvents() {
  return useQuery({ queryKey: queryKeys.events.upcoming(UPCOMING_LIMIT), queryFn: (context) => getUpcomingEvents(queryCall(context)) });
}
