import { put } from '@rr/api-client';
import type { PasswordValues } from '../lib/profile-form';

/** PUT /api/admin/admin/change-password → 204; the BFF keeps this session, the admin's other sessions end. */
export function changeAdminPassword(body: PasswordValues): Promise<void> {
  return put<void>('/api/admin/admin/change-password', body, { alert: false });
}
