import { put } from '@rr/api-client';
import type { ProfileValues } from '../lib/profile-form';

/** PUT /api/admin/admin/{adminId} (own id only) → `{ admin }` with phone. Failures are shown on the form. */
export function updateAdminProfile(adminId: string, body: ProfileValues): Promise<{ admin?: unknown }> {
  return put<{ admin?: unknown }>(`/api/admin/admin/${encodeURIComponent(adminId)}`, body, { alert: false });
}
