import { queryKeys } from '@rr/api-client';

/**
 * The event tools' query keys, under the areas of the spec's client state: one event's tools under `event` (so a
 * write's `invalidates: [queryKeys.event.detail(id)]` reaches them), a promoter's lists under `events` and `series`.
 */
export const eventToolsKeys = {
  managed: (eventId: string) => [...queryKeys.event.detail(eventId), 'manage'] as const,
  /** The payouts service's decisions on the event's results (under the event, so a results write refreshes them). */
  payouts: (eventId: string, reader: string | null) => [...queryKeys.event.detail(eventId), 'payouts', reader] as const,
  riderSearch: (eventId: string, q: string) => [...queryKeys.event.detail(eventId), 'rider-search', q] as const,
  /** Riders suggested for the event's open lines (under the event: an upload or a decision elsewhere refreshes them). */
  suggestions: (eventId: string) => [...queryKeys.event.detail(eventId), 'suggestions'] as const,
  promoterEvents: (promoterId: string) => [...queryKeys.events.all, 'promoter', promoterId] as const,
  promoterSeries: (promoterId: string) => [...queryKeys.series.all, 'promoter', promoterId] as const,
};
