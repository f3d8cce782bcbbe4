import { api, isMissing, queryCall, queryKeys, useQuery, type CallOptions } from '@rr/api-client';
import type { PublicEventPayoutsAnswer } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/**
 * GET /api/event-payouts/:id (the payouts service) → what the payout rules decided for each line of the event's
 * results, as anyone may read it; null while the service has applied none of them (404). Not alerted: the results
 * table says so in place.
 */
export async function getEventPayouts(eventId: string, options: CallOptions = {}): Promise<PublicEventPayoutsAnswer | null> {
  try {
    return await api.get<PublicEventPayoutsAnswer>(apiPath('/api/event-payouts/:eventId', { eventId }), { ...options, alert: false });
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** How often the decisions are asked again while they lag behind the results shown (the rules run after each change). */
export const PAYOUTS_CATCH_UP_MS = 10_000;
/** Then the page stops asking (a minute or two is the usual lag; more means the rules are held up): a reload asks again. */
export const PAYOUTS_CATCH_UP_TRIES = 30;

/**
 * The decisions on the event's results (under the event's key, so refreshing the event refreshes them). While they
 * are of an older version than the results shown (`resultsVersion`), they are asked again every few seconds until they
 * catch up. No request for an event without results.
 */
export function useEventPayouts(eventId: string, resultsVersion: number, hasResults: boolean) {
  return useQuery({
    queryKey: [...queryKeys.event.detail(eventId), 'payouts', 'public'] as const,
    queryFn: (context) => getEventPayouts(eventId, queryCall(context)),
    enabled: hasResults,
    refetchInterval: (query) =>
      (query.state.data?.version ?? 0) < resultsVersion && query.state.status !== 'error' && query.state.dataUpdateCount < PAYOUTS_CATCH_UP_TRIES ? PAYOUTS_CATCH_UP_MS : false,
    meta: { alert: false },
  });
}
