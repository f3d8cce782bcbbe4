import { get, type CallOptions } from '@rr/api-client';
import type { RidersAnswer } from '../lib/rider-list';

/** GET /api/admin/riders?query&page&limit&sort → `{ riders, pagination }`. Failures are shown by the caller. */
export function getRiders(query: { query?: string; page: number; limit: number; sort?: string }, call: CallOptions = {}): Promise<RidersAnswer> {
  return get<RidersAnswer>('/api/admin/riders', { query, alert: false, ...call });
}
