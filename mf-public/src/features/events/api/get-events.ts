import { api } from '@rr/api-client';
import { useRequest } from '../../../lib/use-request';
import type { ApiQuery } from '../lib/events-query';
import type { Event, Pagination } from '../types';

export interface EventsResponse {
  events: Event[];
  pagination: Pagination;
  /** Total contingency of the matching events, in cents. */
  contingencyAmount: number;
}

/** GET /api/events — the public events finder (spec §7 Events). */
export function getEvents(query: ApiQuery, signal?: AbortSignal): Promise<EventsResponse> {
  return api.get<EventsResponse>('/api/events', { query, ...(signal ? { signal } : {}) });
}

export function useEvents(query: ApiQuery) {
  const key = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
  return useRequest(`events?${key}`, (signal) => getEvents(query, signal));
}
