import { get, type CallOptions } from '@rr/api-client';
import type { RiderList, RiderListParams } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/**
 * GET /api/admin/riders?query&page&limit&sort → `{ riders, pagination }` (@rr/contracts `riderListQuerySchema` and
 * `riderListSchema`). Failures are shown by the caller.
 */
export function getRiders(query: RiderListParams, call: CallOptions = {}): Promise<RiderList> {
  return get<RiderList>(apiPath('/api/admin/riders'), { query, alert: false, ...call });
}
