// The Rider Manager's list: URL query ↔ API query, and the rows the table shows. Pure.
import { searchWithTable, sortQuery, tableParamsFrom, type SortingState } from '@rr/ui/table';
import { pageCount, type ApiPagination } from '../../../lib/pagination';

export type { ApiPagination };

/** Spec §9 "List defaults: promoter and rider lists limit 15, page 1". */
export const RIDERS_PAGE_SIZE = 15;
/** How long the search box waits for typing to stop before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A rider row as GET /api/admin/riders answers it (docs/accounts.md); `bikes` is a list or a count. */
export interface ApiRider {
  _id: string;
  email: string;
  emailVerified?: boolean;
  deActivated?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  phone1?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  pro?: boolean;
  lastLoginAt?: string | null;
  loginCount?: number;
  createdAt?: string | null;
  bikes?: unknown[] | number;
  bikesCount?: number;
}

export interface RidersAnswer {
  riders: ApiRider[];
  pagination?: ApiPagination;
}

/** What a table row shows. */
export interface RiderRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  country: string;
  bikes: number;
  pro: boolean;
  emailVerified: boolean;
  deActivated: boolean;
  lastLoginAt: string | null;
  loginCount: number;
  createdAt: string | null;
}

export function toRiderRow(rider: ApiRider): RiderRow {
  const name = (rider.fullName ?? [rider.firstName, rider.lastName].filter(Boolean).join(' ')).trim();
  const bikes = typeof rider.bikesCount === 'number' ? rider.bikesCount : Array.isArray(rider.bikes) ? rider.bikes.length : typeof rider.bikes === 'number' ? rider.bikes : 0;
  return {
    id: rider._id,
    name,
    email: rider.email,
    phone: rider.phone1 ?? '',
    city: rider.city ?? '',
    state: rider.state ?? '',
    country: rider.country ?? '',
    bikes,
    pro: rider.pro === true,
    emailVerified: rider.emailVerified !== false,
    deActivated: rider.deActivated === true,
    lastLoginAt: rider.lastLoginAt ?? null,
    loginCount: rider.loginCount ?? 0,
    createdAt: rider.createdAt ?? null,
  };
}

/** Columns of the list the server can order by (GET /api/admin/riders `sort`). */
export const RIDER_SORTABLE = ['name', 'email', 'country', 'status', 'lastLogin'] as const;

/** The list's state in the URL: `?query=…&sort=…&page=…` (page 1, the default order and an empty query are left out). */
export interface ListQuery {
  query: string;
  page: number;
  sorting: SortingState;
}

export function listQueryFrom(search: URLSearchParams): ListQuery {
  return { query: (search.get('query') ?? '').trim(), ...tableParamsFrom(search, RIDER_SORTABLE) };
}

/** The URL query after a change; a new search text or order starts again at page 1. Other parameters are kept. */
export function searchWith(current: URLSearchParams, change: Partial<ListQuery>): URLSearchParams {
  const before = listQueryFrom(current);
  const query = change.query !== undefined ? change.query.trim() : before.query;
  const newSearch = query !== before.query;
  const next = searchWithTable(current, {
    ...(change.sorting !== undefined ? { sorting: change.sorting } : {}),
    ...(newSearch ? { page: 1 } : change.page !== undefined ? { page: change.page } : {}),
  });
  if (query) next.set('query', query);
  else next.delete('query');
  return next;
}

/**
 * The file of every rider the list's search matches, in its order, with every column (GET /api/admin/riders/export;
 * the server writes it, so the page shown does not matter), headers in `locale`.
 */
export function exportQuery({ query, sorting }: Pick<ListQuery, 'query' | 'sorting'>, format: 'csv' | 'xlsx', locale: string): { query?: string; sort?: string; format: 'csv' | 'xlsx'; locale: string } {
  return { ...(query ? { query } : {}), ...sortQuery(sorting), format, locale };
}

/** The API query of GET /api/admin/riders. */
export function apiQuery({ query, page, sorting }: ListQuery, limit = RIDERS_PAGE_SIZE): { query?: string; page: number; limit: number; sort?: string } {
  return { ...(query ? { query } : {}), page, limit, ...sortQuery(sorting) };
}

/** One page of the list as the table shows it: the rows, the total and the number of pages (at least 1). */
export interface RidersPage {
  rows: RiderRow[];
  total: number;
  pages: number;
}

export function ridersPage(answer: RidersAnswer, limit = RIDERS_PAGE_SIZE): RidersPage {
  const rows = (answer.riders ?? []).map(toRiderRow);
  return { rows, total: answer.pagination?.total ?? rows.length, pages: pageCount(answer.pagination, limit) };
}

/** Where an administrator starts impersonating a rider (a full-page navigation into the shell's proxy page). */
export function proxyHref(id: string): string {
  return `/proxy-rider/${encodeURIComponent(id)}`;
}
