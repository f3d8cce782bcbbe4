import { get } from '@rr/api-client';
import type { RidersAnswer } from '../lib/rider-list';

/** GET /api/admin/riders?query&page&limit → `{ riders, pagination }`. Failures are shown by the caller. */
export function getRiders(query: { query?: string; page: number; limit: number }, signal?: AbortSignal): Promise<RidersAnswer> {
  return get<RidersAnswer>('/api/admin/riders', { query, alert: false, ...(signal ? { signal } : {}) });
}
