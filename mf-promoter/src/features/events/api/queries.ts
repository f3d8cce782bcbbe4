import { queryCall, queryKeys, useApiMutation, useQuery, useQueryClient } from '@rr/api-client';
import type { ManagedEvent } from '@rr/contracts';
import { useCallback } from 'react';
import { getManagedEvent, getPromoterEvents, getPromoterSeries } from './event-tools';

/** Keys of the promoter's reads: the event area of the spec's client state. */
export const promoterKeys = {
  events: (promoterId: string) => [...queryKeys.events.all, 'promoter', promoterId] as const,
  series: (promoterId: string) => [...queryKeys.series.all, 'promoter', promoterId] as const,
  managed: (eventId: string) => [...queryKeys.event.detail(eventId), 'manage'] as const,
};

export function usePromoterEvents(promoterId: string) {
  return useQuery({ queryKey: promoterKeys.events(promoterId), queryFn: (context) => getPromoterEvents(promoterId, queryCall(context)), meta: { alert: false } });
}

export function usePromoterSeries(promoterId: string) {
  return useQuery({ queryKey: promoterKeys.series(promoterId), queryFn: (context) => getPromoterSeries(promoterId, queryCall(context)), meta: { alert: false } });
}

export function useManagedEvent(eventId: string) {
  return useQuery({ queryKey: promoterKeys.managed(eventId), queryFn: (context) => getManagedEvent(eventId, queryCall(context)), meta: { alert: false } });
}

/** Puts a fresh ManagedEvent (every write answers one) in the cache and marks the lists stale. */
export function useKeepManaged(): (event: ManagedEvent) => void {
  const client = useQueryClient();
  return useCallback(
    (event: ManagedEvent) => {
      client.setQueryData(promoterKeys.managed(event.event._id), event);
      void client.invalidateQueries({ queryKey: queryKeys.events.all });
      void client.invalidateQueries({ queryKey: queryKeys.event.detail(event.event._id), exact: true });
    },
    [client],
  );
}

/** A write whose answer is the event's new state. */
export function useEventWrite<V>(write: (values: V) => Promise<ManagedEvent>) {
  const keep = useKeepManaged();
  return useApiMutation({ mutationFn: write, onSuccess: keep, meta: { alert: false } });
}
