import { RIDERS_EXPORT_LIMIT, type Locale, type RiderExportQuery } from '@rr/contracts';
import { exportHeader, exportLocale, sendExport, type ExportColumn } from '@rr/server-kit/tabular-export';
import type { Context } from 'koa';
import type { IdentityDb } from '../data-access/database.js';
import type { Rider } from '../data-access/models/index.js';
import { listRiderIds, ridersWithBikeCounts } from '../data-access/riders-repository.js';

/**
 * The Rider Manager's export (`GET /api/admin/riders/export`): every rider the list's search matches, in the list's
 * order, with every column the list knows — names, e-mail and whether it is verified, phones, address, country, pro
 * or amateur, bikes, logins, created, last login, account status — as CSV or XLSX, written a batch at a time by
 * @rr/server-kit's tabular export (formula-safe cells, headers in the caller's language).
 */

export interface RiderExportRow {
  rider: Rider;
  bikes: number;
}

/** Riders are read this many at a time (in list order, by id, so none is read twice). */
const EXPORT_BATCH = 1000;

const utc = (date: Date | null | undefined) => (date ? date.toISOString().replace('T', ' ').slice(0, 19) : null);

/** The export's columns in a locale: headers and the yes / no, pro / amateur and status cells from server-kit's `report.*`. */
export function riderExportColumns(locale: Locale): ExportColumn<RiderExportRow>[] {
  const text = (id: string) => exportHeader(id, locale);
  return [
    { header: 'report.riders.firstName', width: 16, value: ({ rider }) => rider.firstName },
    { header: 'report.riders.lastName', width: 18, value: ({ rider }) => rider.lastName },
    { header: 'report.column.email', width: 32, value: ({ rider }) => rider.user?.email ?? null },
    { header: 'report.riders.emailVerified', width: 10, value: ({ rider }) => text(rider.user?.emailVerified ? 'report.riders.yes' : 'report.riders.no') },
    { header: 'report.riders.phone1', width: 16, value: ({ rider }) => rider.phone1 ?? null },
    { header: 'report.riders.phone2', width: 16, value: ({ rider }) => rider.phone2 ?? null },
    { header: 'report.riders.addressLine1', width: 28, value: ({ rider }) => rider.addressLine1 ?? null },
    { header: 'report.riders.addressLine2', width: 20, value: ({ rider }) => rider.addressLine2 ?? null },
    { header: 'report.column.city', width: 18, value: ({ rider }) => rider.city ?? null },
    { header: 'report.column.state', width: 10, value: ({ rider }) => rider.state ?? null },
    { header: 'report.riders.zipcode', width: 10, value: ({ rider }) => rider.zipcode ?? null },
    { header: 'report.column.country', width: 8, value: ({ rider }) => rider.country },
    { header: 'report.column.proOrAmateur', width: 14, value: ({ rider }) => text(rider.pro ? 'report.value.proRider' : 'report.value.amateurRider') },
    { header: 'report.riders.bikes', width: 7, value: ({ bikes }) => bikes },
    { header: 'report.riders.logins', width: 8, value: ({ rider }) => rider.user?.loginCount ?? 0 },
    { header: 'report.riders.createdAt', width: 20, value: ({ rider }) => utc(rider.user?.createdAt) },
    { header: 'report.riders.lastLoginAt', width: 20, value: ({ rider }) => utc(rider.user?.lastLoginAt) },
    { header: 'report.riders.status', width: 12, value: ({ rider }) => text(rider.user?.deactivated ? 'report.riders.status.deactivated' : 'report.riders.status.active') },
    { header: 'report.riders.id', width: 38, value: ({ rider }) => rider.userId },
  ];
}

/** The matching riders in list order: their ids read once, then the riders a batch at a time. */
export async function* riderExportBatches(db: IdentityDb, query: Pick<RiderExportQuery, 'query' | 'sort'>): AsyncGenerator<RiderExportRow[]> {
  const ids = await listRiderIds(db, query, RIDERS_EXPORT_LIMIT);
  for (let i = 0; i < ids.length; i += EXPORT_BATCH) yield ridersWithBikeCounts(db, ids.slice(i, i + EXPORT_BATCH));
}

/** Answers the export request: the file named `riders-<date>.<format>`, in the caller's language. */
export function sendRiderExport(http: Context, db: IdentityDb, query: RiderExportQuery): void {
  const locale = exportLocale(query.locale);
  sendExport(http, {
    format: query.format,
    fileName: 'riders',
    columns: riderExportColumns(locale),
    batches: riderExportBatches(db, query),
    locale,
    sheetName: exportHeader('report.riders.title', locale),
  });
}
