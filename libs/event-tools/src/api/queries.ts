import { queryCall, useQuery } from '@rr/api-client';
import { getManagedEvent, getPromoterEvents, getPromoterSeries, searchRiders } from './event-calls';
import { eventToolsKeys } from './keys';

/** The shortest rider search the service takes. */
export const RIDER_SEARCH_MIN = 2;

/** One event as its tools edit it; the page shows a failure (404 for someone else's event) itself. */
export function useManagedEvent(eventId: string) {
  return useQuery({ queryKey: eventToolsKeys.managed(eventId), queryFn: (context) => getManagedEvent(eventId, queryCall(context)), meta: { alert: false } });
}

/** A promoter's events with their results deadlines (the signed-in promoter's, or any promoter's for staff). */
export function usePromoterEvents(promoterId: string) {
  return useQuery({
    queryKey: eventToolsKeys.promoterEvents(promoterId),
    queryFn: (context) => getPromoterEvents(promoterId, queryCall(context)),
    enabled: promoterId !== '',
    meta: { alert: false },
  });
}

/** A promoter's series (the choices of the event form's Series field). */
export function usePromoterSeries(promoterId: string) {
  return useQuery({
    queryKey: eventToolsKeys.promoterSeries(promoterId),
    queryFn: (context) => getPromoterSeries(promoterId, queryCall(context)),
    enabled: promoterId !== '',
    meta: { alert: false },
  });
}

/** Programme riders matching `q` (name, e-mail or licence number), once it is long enough. */
export function useRiderSearch(eventId: string, q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: eventToolsKeys.riderSearch(eventId, term),
    queryFn: (context) => searchRiders(eventId, term, queryCall(context)),
    enabled: term.length >= RIDER_SEARCH_MIN,
    meta: { alert: false },
  });
}
