import type { DeadlineReportEvent } from '@rr/contracts';
import { exportHeader, exportLocale, type ExportColumn } from '@rr/server-kit/tabular-export';
import type { DeadlineReportKind } from './deadline-reports.js';
export { deadlineExportQuerySchema, type DeadlineExportQuery } from '@rr/contracts/server';

/**
 * The deadline reports' exports (`GET /api/admin/events-late/export`, `/events-finished/export`): every row the report
 * would list for `startDate`, `endDate`, `sortBy`, `sortDirection` (no paging), as CSV or XLSX with headers in `locale`.
 */

/** The file and sheet name of each report's export. */
export const DEADLINE_EXPORT_NAMES: Record<DeadlineReportKind, { fileName: string; sheetName: string }> = {
  late: { fileName: 'events-late', sheetName: 'Late results' },
  finished: { fileName: 'events-finished', sheetName: 'Finished results' },
};

/**
 * The columns: the report's row as staff read it. Money is in the currency's units (150.5 for 15,050 cents), beside
 * its currency; days are whole numbers; when results came in is ISO (UTC), and whether on time in words ("on time", "late").
 */
export function deadlineExportColumns(kind: DeadlineReportKind, localeId: string | undefined): ExportColumn<DeadlineReportEvent>[] {
  const locale = exportLocale(localeId);
  const columns: ExportColumn<DeadlineReportEvent>[] = [
    { header: 'report.column.event', width: 32, value: (row) => row.title },
    { header: 'report.column.series', width: 24, value: (row) => row.series?.name ?? null },
    { header: 'report.column.startDate', width: 12, value: (row) => row.startDate },
    { header: 'report.column.endDate', width: 12, value: (row) => row.endDate },
    { header: 'report.column.city', width: 18, value: (row) => row.city },
    { header: 'report.column.state', width: 8, value: (row) => row.state },
    { header: 'report.column.country', width: 8, value: (row) => row.country },
    { header: 'report.column.promoterId', width: 38, value: (row) => row.promoterId },
    { header: 'report.column.currency', width: 8, value: (row) => row.currency },
    { header: 'report.column.contingency', width: 14, value: (row) => row.contingencyAmount / 100 },
    { header: 'report.column.dueDate', width: 12, value: (row) => row.dueDate },
    { header: 'report.column.daysLate', width: 10, value: (row) => row.daysLate },
  ];
  if (kind === 'finished') {
    columns.push(
      { header: 'report.column.submittedAt', width: 26, value: (row) => row.submittedAt },
      { header: 'report.column.onTime', width: 10, value: (row) => (row.onTime === null ? null : exportHeader(row.onTime ? 'report.column.onTime.yes' : 'report.column.onTime.no', locale)) },
    );
  }
  return columns;
}
