import { api, discardApiError, queryCall, queryKeys, type CallOptions } from '@rr/api-client';
import { keepPreviousData, useQuery } from '@rr/api-client';
import { isUnknownZipcode } from '../../../lib/postal-codes';
import type { ApiQuery } from '../lib/events-query';
import type { EventsList } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/** GET /api/events → `{ events, pagination, contingencyAmount }` (@rr/contracts). */
export type EventsResponse = EventsList;

/** GET /api/events — the public events finder (spec §7 Events). */
export function getEvents(query: ApiQuery, options: CallOptions = {}): Promise<EventsResponse> {
  return api.get<EventsResponse>(apiPath('/api/events'), { ...options, query });
}

// The finder's answer to a radius search around a postal code it cannot place (400 UNKNOWN_ZIPCODE).
export { isUnknownZipcode };

/**
 * One page of the finder; the previous page stays on screen while the next one loads. An unknown postal code is
 * not alerted: the page says it in place of the results (EventsPage).
 */
export function useEvents(query: ApiQuery) {
  return useQuery({
    queryKey: queryKeys.events.list(query),
    queryFn: (context) =>
      getEvents(query, queryCall(context)).catch((error: unknown) => {
        if (isUnknownZipcode(error)) discardApiError(error);
        throw error;
      }),
    placeholderData: keepPreviousData,
  });
}
