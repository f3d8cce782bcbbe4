import { put } from '@rr/api-client';
import type { PasswordValues } from '../lib/record-form';

/** PUT /api/dealer/dealer/change-password → 204; the BFF keeps this session, the dealer's other sessions end. */
export function changeDealerPassword(body: PasswordValues): Promise<void> {
  return put<void>('/api/dealer/dealer/change-password', body, { alert: false });
}
