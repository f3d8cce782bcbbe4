import { put } from '@rr/api-client';
import type { AdminProfileInput } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/** PUT /api/admin/admin/{adminId} (own id only) → `{ admin }` with phone. Failures are shown on the form. */
export function updateAdminProfile(adminId: string, body: AdminProfileInput): Promise<{ admin?: unknown }> {
  return put<{ admin?: unknown }>(apiPath('/api/admin/admin/:adminId', { adminId }), body, { alert: false });
}
