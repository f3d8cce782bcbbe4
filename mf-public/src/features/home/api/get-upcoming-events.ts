import { api } from '@rr/api-client';
import { useRequest } from '../../../lib/use-request';
import type { EventsResponse } from '../../events/api/get-events';

/** GET /api/events?period=upcoming&limit=3, soonest first — the home page teaser. */
export function getUpcomingEvents(signal?: AbortSignal): Promise<EventsResponse> {
  return api.get<EventsResponse>('/api/events', {
    query: { period: 'upcoming', limit: 3, page: 1, sortBy: 'startDate', sortDirecton: 'asc' },
    ...(signal ? { signal } : {}),
  });
}

export function useUpcomingEvents() {
  return useRequest('upcoming-events', getUpcomingEvents);
}
