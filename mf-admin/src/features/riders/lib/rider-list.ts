// The Rider Manager's list: URL query ↔ API query, and the rows the table shows. Pure.
import { pageCount as pagesOf, type ApiPagination } from '../../../lib/pagination';

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
  country?: string | null;
  pro?: boolean;
  lastLoginAt?: string | null;
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
  country: string;
  bikes: number;
  pro: boolean;
  emailVerified: boolean;
  deActivated: boolean;
  lastLoginAt: string | null;
}

export function toRiderRow(rider: ApiRider): RiderRow {
  const name = (rider.fullName ?? [rider.firstName, rider.lastName].filter(Boolean).join(' ')).trim();
  const bikes = typeof rider.bikesCount === 'number' ? rider.bikesCount : Array.isArray(rider.bikes) ? rider.bikes.length : typeof rider.bikes === 'number' ? rider.bikes : 0;
  return {
    id: rider._id,
    name,
    email: rider.email,
    country: rider.country ?? '',
    bikes,
    pro: rider.pro === true,
    emailVerified: rider.emailVerified !== false,
    deActivated: rider.deActivated === true,
    lastLoginAt: rider.lastLoginAt ?? null,
  };
}

/** The list's state in the URL: `?query=…&page=…` (page 1 and an empty query are left out). */
export interface ListQuery {
  query: string;
  page: number;
}

export function listQueryFrom(search: URLSearchParams): ListQuery {
  const page = Number(search.get('page'));
  return { query: (search.get('query') ?? '').trim(), page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The URL query after a change; a new search text starts again at page 1. Other parameters are kept. */
export function searchWith(current: URLSearchParams, change: Partial<ListQuery>): URLSearchParams {
  const next = new URLSearchParams(current);
  const before = listQueryFrom(current);
  const query = change.query !== undefined ? change.query.trim() : before.query;
  const page = change.query !== undefined && query !== before.query ? 1 : (change.page ?? before.page);
  if (query) next.set('query', query);
  else next.delete('query');
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** The API query of GET /api/admin/riders. */
export function apiQuery({ query, page }: ListQuery, limit = RIDERS_PAGE_SIZE): { query?: string; page: number; limit: number } {
  return query ? { query, page, limit } : { page, limit };
}

/** Number of pages of a rider list answer; at least 1. */
export function pageCount(pagination: ApiPagination | undefined, limit = RIDERS_PAGE_SIZE): number {
  return pagesOf(pagination, limit);
}

/** The rows after an activation change answered `{ user }`: the one row updated, the others as they were. */
export function withActivation(rows: readonly RiderRow[], id: string, deActivated: boolean): RiderRow[] {
  return rows.map((row) => (row.id === id ? { ...row, deActivated } : row));
}

/** Where an administrator starts impersonating a rider (a full-page navigation into the shell's proxy page). */
export function proxyHref(id: string): string {
  return `/proxy-rider/${encodeURIComponent(id)}`;
}
