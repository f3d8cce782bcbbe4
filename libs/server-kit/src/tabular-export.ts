import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type Koa from 'koa';
import { isLocale, type Locale } from '@rr/contracts';
import { formatMessage, validationMessages } from '@rr/contracts/server';
import { reportMessages } from './report-messages';

/**
 * Tabular exports made by the services (CSV and XLSX), one implementation for every report: the rider VIN report
 * (identity), the admin reports (payouts), the late / finished results events (events). Rows come in batches from an
 * async source and are written as they arrive, so a large export starts at once and never sits whole in memory.
 * Column headers are message ids of @rr/contracts' catalogs, written in the caller's locale (unknown: English).
 * Every text cell is formula-safe (OWASP "CSV injection"); numbers stay numbers.
 */

/** One column: its header (a message id of `libs/contracts/src/i18n`), its width in XLSX (characters), its cell. */
export interface ExportColumn<R> {
  header: string;
  width?: number;
  value: (row: R) => string | number | null;
}

export type ExportFormat = 'csv' | 'xlsx';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet shows but never runs: text starting with =, +, -, @, a tab or a carriage return gets a leading
 * `'`. Numbers (negative ones too) and null are returned as they are.
 */
export function neutraliseFormula(value: string | number | null): string | number | null {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** The locale to write an export in: a known locale as it is, anything else English. */
export function exportLocale(value: unknown): Locale {
  return isLocale(value) ? value : 'en';
}

/** A catalog text (a header, or a cell such as yes / no) in a locale: the locale's text, else English, else the id itself. */
export function exportHeader(id: string, locale: Locale): string {
  const known = exportLocale(locale);
  const text = reportMessages[known][id] ?? reportMessages.en[id];
  return text ?? formatMessage({ id, defaultMessage: validationMessages.en[id] ?? id }, known);
}

/** One CSV field (RFC 4180): neutralised, then quoted when it holds a comma, a quote or a line break; null is empty. */
export function csvField(value: string | number | null): string {
  const safe = neutraliseFormula(value);
  if (safe === null) return '';
  const text = String(safe);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: Array<string | number | null>) => `${cells.map(csvField).join(',')}\r\n`;

/**
 * CSV: UTF-8 with a byte order mark (so spreadsheets read accents), CRLF line ends, the translated header line first.
 * An error of the batch source destroys the stream with that error.
 */
export function csvStream<R>(columns: ExportColumn<R>[], batches: AsyncIterable<R[]>, locale: Locale): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(columns.map((column) => exportHeader(column.header, locale)))}`;
    for await (const rows of batches) {
      if (rows.length > 0) yield rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** Excel's limits on a sheet's name: 31 characters, none of : \ / ? * [ ]. */
function safeSheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31) || 'Sheet1';
}

/** Waits while `stream`'s reader is behind; false once the stream is gone (the client left), so reading stops. */
function writable(stream: PassThrough): Promise<boolean> {
  if (stream.destroyed) return Promise.resolve(false);
  if (!stream.writableNeedDrain) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    stream.on('drain', onDrain);
    stream.on('close', onClose);
  });
}

/**
 * XLSX: one sheet, a bold frozen header row with a filter on the columns, one row per record; numbers are numeric cells.
 * Written with ExcelJS's streaming writer (each row committed as it is read); the next batch is read once the reader
 * has caught up, and none once the stream is destroyed. An error of the batch source destroys the stream with that error.
 */
export function xlsxStream<R>(columns: ExportColumn<R>[], batches: AsyncIterable<R[]>, locale: Locale, sheetName: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(safeSheetName(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: String(neutraliseFormula(exportHeader(column.header, locale))), width: column.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  if (columns.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  void (async () => {
    try {
      for await (const rows of batches) {
        for (const row of rows) sheet.addRow(columns.map((column) => neutraliseFormula(column.value(row)))).commit();
        if (!(await writable(out))) return;
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Answers a request with an export: the content type, `Content-Disposition: attachment` named
 * `<fileName>-<YYYY-MM-DD>.<format>` (today, UTC), `Cache-Control: private, no-store`, the stream as the body.
 */
export function sendExport<R>(
  ctx: Koa.Context,
  options: { format: ExportFormat; fileName: string; columns: ExportColumn<R>[]; batches: AsyncIterable<R[]>; locale: Locale; sheetName: string },
): void {
  const { format, fileName, columns, batches, sheetName } = options;
  const locale = exportLocale(options.locale);
  const safeName = fileName.replace(/[^\w.-]+/g, '-');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('Content-Disposition', `attachment; filename="${safeName}-${new Date().toISOString().slice(0, 10)}.${format}"`);
  ctx.type = EXPORT_CONTENT_TYPES[format];
  ctx.body = format === 'csv' ? csvStream(columns, batches, locale) : xlsxStream(columns, batches, locale, sheetName);
}
export { reportMessages } from './report-messages';
