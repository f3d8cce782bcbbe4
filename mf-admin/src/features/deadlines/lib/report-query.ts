import { buildUrl } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import { deadlineReportQuerySchema, type DeadlineReportQuery, type ExportFormat } from '@rr/contracts';

/** What a deadline report page asks the API for: its address's range, page and order (15 rows a page, the contract's). */
export type DeadlineParams = Pick<DeadlineReportQuery, 'startDate' | 'endDate' | 'page' | 'sortBy' | 'sortDirection'>;

/**
 * The page's query read from its address with the contract's own field rules (`deadlineReportQuerySchema`, the one
 * the events service parses): a value the service would refuse (2026-02-30, sortBy=promoterId) is left out, so a
 * hand-edited address shows the report's default for it instead of an error; `sortDirection` goes with a `sortBy` only.
 */
export function deadlineParamsFrom(search: URLSearchParams): DeadlineParams {
  const shape = deadlineReportQuerySchema.shape;
  const read = <K extends keyof DeadlineParams>(key: K): DeadlineReportQuery[K] | undefined => {
    const parsed = shape[key].safeParse(search.get(key) ?? undefined);
    return parsed.success ? (parsed.data as DeadlineReportQuery[K]) : undefined;
  };
  const sortBy = read('sortBy');
  return {
    startDate: read('startDate'),
    endDate: read('endDate'),
    page: read('page') ?? 1,
    sortBy,
    sortDirection: sortBy ? (read('sortDirection') ?? 'asc') : undefined,
  };
}

/**
 * `GET /api/admin/events-{late|finished}/export?format=…&locale=…` with the page's range and order (never its page:
 * the file holds every matching event). A plain link: the events service writes the file, headers in `locale`.
 */
const EXPORT_PATHS = { late: apiPath('/api/admin/events-late/export'), finished: apiPath('/api/admin/events-finished/export') } as const;

export function deadlineExportHref(kind: 'late' | 'finished', format: ExportFormat, locale: string, params: DeadlineParams): string {
  const { page: _page, ...filters } = params;
  const query = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  return buildUrl(EXPORT_PATHS[kind], { format, locale, ...query });
}
