import { buildUrl, get, keepPreviousData, queryCall, queryKeys, useQuery, type CallOptions } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import { redemptionListSchema, type Locale, type RedemptionList } from '@rr/contracts';
import { checked } from './checked';

// The dealer's redemptions (spec §3 "Credit redemption and revoked redemption", §7): the home page's today and the
// redemptions page's history and refunds read the same two lists.

/** The history's filters as the API takes them (spec §3: afterDate, beforeDate, country, riderName) and its paging. */
export interface RedemptionQuery {
  afterDate?: string;
  beforeDate?: string;
  country?: string;
  riderName?: string;
  page?: number;
  limit?: number;
}

export type RedemptionKind = 'redeemed' | 'revoked';

const PATHS: Record<RedemptionKind, string> = {
  redeemed: apiPath('/api/dealer/credit-redemptions'),
  revoked: apiPath('/api/dealer/revoked-redemptions'),
};

const EXPORT_PATHS: Record<RedemptionKind, string> = {
  redeemed: apiPath('/api/dealer/credit-redemptions/export'),
  revoked: apiPath('/api/dealer/revoked-redemptions/export'),
};

/** GET /api/dealer/credit-redemptions?… (not revoked) or /api/dealer/revoked-redemptions?… → `redemptionListSchema`. */
export async function getRedemptions(kind: RedemptionKind, query: RedemptionQuery, call: CallOptions = {}): Promise<RedemptionList> {
  return checked(redemptionListSchema, await get(PATHS[kind], { query: { ...query }, alert: false, ...call }));
}

/** One list with its filters; the previous page stays on screen while the next loads. */
export function useRedemptions(kind: RedemptionKind, query: RedemptionQuery) {
  const area = kind === 'redeemed' ? queryKeys.redemptions : queryKeys.revokes;
  return useQuery({
    queryKey: area.list({ ...query }),
    queryFn: (context) => getRedemptions(kind, query, queryCall(context)),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

/**
 * The CSV export of a list with the same filters (a plain download link; no paging), its headers and yes / no in
 * `locale`, the language the page is shown in.
 */
export function exportHref(kind: RedemptionKind, query: RedemptionQuery, locale: Locale): string {
  const { page: _page, limit: _limit, ...filters } = query;
  return buildUrl(EXPORT_PATHS[kind], { ...filters, locale });
}
