import { get, put, queryCall, queryKeys, useApiMutation, useQuery, type CallOptions } from '@rr/api-client';
import type { DistinctRaces, ManagedEvent, SameDayEvents } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

// Staff's "same race?" marks (spec §9: a double-sanctioned race pays once): the other events of an event's start day
// and country, and which of them were different races. Failures are shown by the section (alert: false).

const quiet = { alert: false } as const;

/** Under the event's key, with the day and country it was asked for: the event saved on another day asks again. */
export const sameDayKey = (event: Pick<ManagedEvent['event'], '_id' | 'startDate' | 'country'>) =>
  [...queryKeys.event.detail(event._id), 'same-day-events', event.startDate, event.country] as const;

/** GET /api/admin/event/{id}/same-day-events → the other events on its start day in its country, each with `distinct`. */
export function getSameDayEvents(eventId: string, call: CallOptions = {}): Promise<SameDayEvents> {
  return get(apiPath('/api/admin/event/:eventId/same-day-events', { eventId }), { ...quiet, ...call });
}

/** PUT /api/admin/event/{id}/distinct-races `{ eventIds }` → the marks as saved (both ways; results published again). */
export function saveDistinctRaces(eventId: string, eventIds: string[]): Promise<DistinctRaces> {
  return put(apiPath('/api/admin/event/:eventId/distinct-races', { eventId }), { eventIds }, quiet);
}

export function useSameDayEvents(event: Pick<ManagedEvent['event'], '_id' | 'startDate' | 'country'>) {
  return useQuery({ queryKey: sameDayKey(event), queryFn: (context) => getSameDayEvents(event._id, queryCall(context)), meta: { alert: false } });
}

/**
 * Saves the event's marks. Every event of the day may have changed (marks hold both ways, results are published again),
 * so the event pages read again afterwards.
 */
export function useSaveDistinctRaces(eventId: string) {
  return useApiMutation({
    mutationFn: (eventIds: string[]) => saveDistinctRaces(eventId, eventIds),
    invalidates: [queryKeys.event.all],
    meta: { alert: false },
  });
}
