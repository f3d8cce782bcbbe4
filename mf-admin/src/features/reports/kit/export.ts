import { buildUrl } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import type { ExportFormat, ExportableReport } from '@rr/contracts';

/** A report's filters as they go to the API: undefined and empty values are left out. */
export type ReportFilters = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * `GET /api/admin/aggregates/<report>/export?format=…&locale=…` with the report's own filters (range, search, currency,
 * order…; never the page: the file holds every matching row). A plain link: the server builds the file, with its
 * column headers in `locale`, and the browser downloads it with the session cookie.
 */
export function exportHref(report: ExportableReport, format: ExportFormat, locale: string, filters: ReportFilters): string {
  const { page: _page, limit, noCache: _noCache, ...rest } = filters;
  // A top list keeps its length (the file has the rows the page shows); a table's page size means nothing to a file.
  const kept = { ...rest, ...(report.startsWith('top-') ? { limit } : {}) };
  const query = Object.fromEntries(Object.entries(kept).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== ''));
  return buildUrl(apiPath('/api/admin/aggregates/:report/export', { report }), { format, locale, ...query });
}
