import { z } from 'zod';
import { queryChoice, paginationSchema, queryPaging, queryText } from './query';
import { EXPORT_FORMATS } from './reports';
import { riderAccountFields } from './rider-profile';
import { sessionBikeSchema } from './session';

/** Identity's rider records as administrators list them (spec §7 "Riders", the admin Rider Manager). */

/** Columns the admin rider list can be ordered by; `-name` is `name` descending. */
export const RIDER_SORT_COLUMNS = ['name', 'email', 'country', 'status', 'lastLogin'] as const;
export type RiderSortColumn = (typeof RIDER_SORT_COLUMNS)[number];
export type RiderSort = RiderSortColumn | `-${RiderSortColumn}`;
export const RIDER_SORTS: readonly RiderSort[] = RIDER_SORT_COLUMNS.flatMap((column) => [column, `-${column}` as const]);

/** Spec §9 "List defaults: promoter and rider lists limit 15, page 1". */
export const RIDERS_DEFAULT_LIMIT = 15;

/**
 * GET /api/admin/riders `?query&page=1&limit=15&sort=-lastLogin`: `query` is words matched (each one) against
 * first name, last name, e-mail, AMA number or a bike's VIN; `sort` a column, `-` first for descending.
 */
export const riderListQuerySchema = z.object({
  query: queryText(200),
  ...queryPaging(RIDERS_DEFAULT_LIMIT),
  sort: queryChoice(RIDER_SORTS),
});
export type RiderListQuery = z.output<typeof riderListQuerySchema>;
/** The query as the browser sends it (a type, not an interface, so it fits a generic query-string record). */
export type RiderListParams = {
  query?: string;
  page: number;
  limit: number;
  sort?: string;
};

/** The most riders one export writes (far above the programme's size; it stops a runaway file). */
export const RIDERS_EXPORT_LIMIT = 100_000;

/**
 * GET /api/admin/riders/export `?query&sort&format=csv|xlsx&locale=`: every rider the list's search matches, in the
 * list's order (never just its page), with every column the list knows, headers in `locale` (unknown: English).
 */
export const riderExportQuerySchema = z.object({
  query: queryText(200),
  sort: queryChoice(RIDER_SORTS),
  format: queryChoice(EXPORT_FORMATS).transform((value) => value ?? 'csv'),
  locale: queryText(5),
});
export type RiderExportQuery = z.output<typeof riderExportQuerySchema>;

/** A row of the rider list: account state, contact, bikes and their count. */
export const riderListItemSchema = z.object({
  ...riderAccountFields,
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  pro: z.boolean(),
  /** ISO timestamp of the last sign-in, null when never. */
  lastLoginAt: z.string().nullable(),
  loginCount: z.number().int(),
  createdAt: z.string(),
  bikes: z.array(sessionBikeSchema),
  bikesCount: z.number().int(),
});
export type RiderListItem = z.infer<typeof riderListItemSchema>;

/** GET /api/admin/riders → `{ riders, pagination }`. */
export const riderListSchema = z.object({ riders: z.array(riderListItemSchema), pagination: paginationSchema });
export type RiderList = z.infer<typeof riderListSchema>;
