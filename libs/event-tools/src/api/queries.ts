import { queryCall, queryKeys, queryOptions, useQuery, useQueryClient } from '@rr/api-client';
import { useEffect } from 'react';
import { sessionAtom } from '@rr/session';
import { useAtomValue } from 'jotai';
import { getEventPayouts, type PayoutsReader } from './payout-calls';
import { getManagedEvent, getPromoterEvents, getPromoterSeries, getSerie, getSuggestions, searchRiders } from './event-calls';
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

/** One series with its events and where it stands on its way to its end (the public read; the same cache as staff's series page). */
export function useSerieDetail(seriesId: string) {
  return useQuery({
    queryKey: queryKeys.series.detail(seriesId),
    queryFn: (context) => getSerie(seriesId, queryCall(context)),
    enabled: seriesId !== '',
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

/**
 * Riders suggested for the event's open lines, while it has any. Silent: the lines are resolved without them when the
 * rider directory does not answer.
 */
export function useEventSuggestions(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventToolsKeys.suggestions(eventId),
    queryFn: (context) => getSuggestions(eventId, queryCall(context)),
    enabled,
    retry: false,
    meta: { alert: false },
  });
}

/** How often the payout decisions are asked again while they lag behind the event's results (the rules run after a write). */
export const PAYOUTS_CATCH_UP_MS = 5_000;

/** The signed-in user's role when it may read payout decisions (promoter or staff); null otherwise. */
export function usePayoutsReader(): PayoutsReader | null {
  const session = useAtomValue(sessionAtom);
  return session?.authenticated && (session.type === 'promoter' || session.type === 'admin') ? session.type : null;
}

/** The payout decisions' query, one definition for the page that reads them and the workbench that asks early. */
function eventPayoutsQuery(eventId: string, reader: PayoutsReader | null) {
  return queryOptions({
    queryKey: eventToolsKeys.payouts(eventId, reader),
    queryFn: (context) => getEventPayouts(reader!, eventId, queryCall(context)),
    enabled: reader !== null,
    meta: { alert: false },
  });
}

/**
 * What the payout rules decided for the event's results (null: none applied yet). While the decisions are of an older
 * version than the results the page shows (`resultsVersion`), they are asked again every few seconds until they catch up.
 * Only promoters and staff read them (disabled otherwise).
 */
export function useEventPayouts(eventId: string, resultsVersion: number) {
  const reader = usePayoutsReader();
  return useQuery({
    ...eventPayoutsQuery(eventId, reader),
    refetchInterval: (query) => ((query.state.data?.version ?? 0) < resultsVersion && query.state.status !== 'error' ? PAYOUTS_CATCH_UP_MS : false),
  });
}

/**
 * Asks for the payout decisions at once, beside the event itself: the Results tab shows each line's decision, and
 * asking only once the event has come back made a big event's page wait for two answers in a row.
 */
export function usePrefetchEventPayouts(eventId: string) {
  const reader = usePayoutsReader();
  const client = useQueryClient();
  useEffect(() => {
    if (reader !== null) void client.prefetchQuery(eventPayoutsQuery(eventId, reader));
  }, [client, eventId, reader]);
}
