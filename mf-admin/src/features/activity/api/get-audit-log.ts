import { get, queryCall, queryKeys, type CallOptions } from '@rr/api-client';
import { keepPreviousData, useQuery } from '@rr/api-client';
import { useSessionRefresh } from '@rr/ui/account';
import { ACTIVITY_PAGE_SIZE, type AuditLogAnswer } from '../lib/audit-entry';
import { apiPath } from '@rr/contracts/routes';

/** GET /api/admin/audit-log?userId=&page=&limit= → `{ entries, pagination }` (docs/accounts.md "Impersonation"). */
export function getAuditLog(query: { userId: string; page: number; limit: number }, options: CallOptions = {}): Promise<AuditLogAnswer> {
  return get<AuditLogAnswer>(apiPath('/api/admin/audit-log'), { ...options, query });
}

/**
 * One page of a user's activity. The card shows a failure itself (no alert); a failure that says the session ended
 * makes the shell look at the session again. The previous page stays on screen while the next loads.
 */
export function useAuditLog(userId: string, page: number) {
  const refreshSession = useSessionRefresh();
  const query = { userId, page, limit: ACTIVITY_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeys.admins.auditLog(query),
    queryFn: (context) =>
      getAuditLog(query, queryCall(context)).catch(async (caught: unknown) => {
        await refreshSession(caught);
        throw caught;
      }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}
