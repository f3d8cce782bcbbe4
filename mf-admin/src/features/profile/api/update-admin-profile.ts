import { put } from '@rr/api-client';
import type { AdminProfileInput } from '@rr/contracts';

/** PUT /api/admin/admin/{adminId} (own id only) → `{ admin }` with phone. Failures are shown on the form. */
export function updateAdminProfile(adminId: string, body: AdminProfileInput): Promise<{ admin?: unknown }> {
  return put<{ admin?: unknown }>(`/api/admin/admin/${encodeURIComponent(adminId)}`, body, { alert: false });
}
