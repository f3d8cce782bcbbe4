import { get, keepPreviousData, queryCall, queryKeys, useQuery, type CallOptions } from '@rr/api-client';
import type { EventsList } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

export interface AdminEventsParams {
  query?: string;
  state?: string;
  period?: 'upcoming' | 'past';
  active?: 'true' | 'false' | 'all';
  page: number;
}

/** GET /api/events as staff see it (`active=all`: inactive events too), 15 a page, latest first. */
export function getAdminEvents(params: AdminEventsParams, call: CallOptions = {}): Promise<EventsList> {
  return get(apiPath('/api/events'), {
    query: { ...params, active: params.active ?? 'all', limit: 15, sortBy: 'startDate', sortDirecton: params.period === 'upcoming' ? 'asc' : 'desc' },
    alert: false,
    ...call,
  });
}

export function useAdminEvents(params: AdminEventsParams) {
  return useQuery({
    queryKey: queryKeys.events.list({ admin: true, ...params }),
    queryFn: (context) => getAdminEvents(params, queryCall(context)),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}
