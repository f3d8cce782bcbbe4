import { ApiError, get, keepPreviousData, queryCall, queryKeys, shouldRetry, useQuery, type CallOptions } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import type { ReportFilters } from './export';

/** What `useReport` needs of a contract schema (every answer schema of @rr/contracts' reports.ts fits). */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * An answer read through its contract schema: the typed data, or a 502 `BAD_GATEWAY` error ("The service gave an
 * unexpected answer") when the body is not what the contract says, so a changed backend fails visibly on the page.
 */
export function checked<T>(schema: AnswerSchema<T>, answer: unknown): T {
  const result = schema.safeParse(answer);
  if (result.success) return result.data;
  throw contractError('The service gave an unexpected answer', {
    status: 502,
    code: 'BAD_GATEWAY',
    body: { message: 'The service gave an unexpected answer', code: 'BAD_GATEWAY' },
    cause: result.error,
  });
}

/** Answers that broke their contract: asking again gives the same answer, so they are not retried. */
const contractErrors = new WeakSet<object>();
function contractError(...args: ConstructorParameters<typeof ApiError>): ApiError {
  const error = new ApiError(...args);
  contractErrors.add(error);
  return error;
}

/** The report endpoints of the payouts service (`GET /api/admin/aggregates/<name>`). */
export type ReportName =
  | 'summary'
  | 'market-share-month'
  | 'market-share-series'
  | 'top-pro-riders'
  | 'pro-rider-stats'
  | 'top-amateur-riders'
  | 'amateur-rider-stats'
  | 'top-dealers'
  | 'rider-earnings'
  | 'rider-redemptions'
  | 'cash-out-report';

/** `GET /api/admin/aggregates/<name>` with the report's filters, parsed with its schema. */
export async function getReport<T>(name: ReportName, schema: AnswerSchema<T>, filters: ReportFilters, call: CallOptions = {}): Promise<T> {
  const query = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== ''));
  return checked(schema, await get(apiPath('/api/admin/aggregates/:name', { name }), { query, alert: false, ...call }));
}

/** The reports of a page, refreshed together by its "Refresh" (each asks again with `noCache=true`). */
export type RefreshRegistry = Set<() => Promise<unknown>>;
export const RefreshContext = createContext<RefreshRegistry | null>(null);

/**
 * One report of the page: `useQuery` under `queryKeys.aggregates.report(name, filters)`, the answer checked against
 * the contract. The page's Refresh asks again with `noCache=true` (the figures from the tables, not the 60 s cache);
 * a change of filters asks normally.
 */
export function useReport<T>(name: ReportName, schema: AnswerSchema<T>, filters: ReportFilters) {
  const bypassCache = useRef(false);
  const query = useQuery({
    queryKey: queryKeys.aggregates.report(name, filters),
    queryFn: (context) => {
      const noCache = bypassCache.current;
      bypassCache.current = false;
      return getReport(name, schema, noCache ? { ...filters, noCache: true } : filters, queryCall(context));
    },
    placeholderData: keepPreviousData,
    retry: (failureCount, error) => !contractErrors.has(error) && shouldRetry(failureCount, error),
    meta: { alert: false },
  });
  const { refetch } = query;
  const refresh = useCallback(async () => {
    bypassCache.current = true;
    const first = await refetch();
    // A first load still in flight (a range just typed) is reused rather than asked again, so the flag was not read:
    // ask once more now that it has settled, past the cache.
    return bypassCache.current ? refetch() : first;
  }, [refetch]);
  const registry = useContext(RefreshContext);
  useEffect(() => {
    if (!registry) return undefined;
    registry.add(refresh);
    return () => void registry.delete(refresh);
  }, [registry, refresh]);
  return query;
}
