import { put, type CallOptions } from '@rr/api-client';
import type { ApiRider } from '../lib/rider-list';
import { apiPath } from '@rr/contracts/routes';

/** PUT /api/admin/rider/{id}/activation `{ deActivated }` → `{ user }`. Deactivation ends the rider's sessions at once. */
export function setRiderActivation(id: string, deActivated: boolean, call: CallOptions = {}): Promise<{ user?: Partial<ApiRider> }> {
  return put<{ user?: Partial<ApiRider> }>(apiPath('/api/admin/rider/:id/activation', { id }), { deActivated }, { alert: false, ...call });
}
