import { get } from '@rr/api-client';
import type { AuditLogAnswer } from '../lib/audit-entry';

/** GET /api/admin/audit-log?userId=&page=&limit= → `{ entries, pagination }` (docs/accounts.md "Impersonation"). */
export function getAuditLog(query: { userId: string; page: number; limit: number }, signal?: AbortSignal): Promise<AuditLogAnswer> {
  return get<AuditLogAnswer>('/api/admin/audit-log', { query, alert: false, ...(signal ? { signal } : {}) });
}
