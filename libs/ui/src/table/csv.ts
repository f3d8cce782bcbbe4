// CSV export (RFC 4180): comma separated, CRLF line ends, fields quoted when they hold a comma, a quote or a
// line break, quotes doubled; UTF-8 with a byte-order mark so Excel reads accented letters right. Cells a
// spreadsheet would run as a formula are neutralised (OWASP "CSV injection"). Pure, except downloadCsv.

/** What a cell may hold. Numbers and booleans are written as they are; dates as ISO 8601. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/** One exported column: its header (already in the user's language) and its value for a row. */
export interface CsvColumn<T> {
  label: string;
  value: (row: T) => CsvValue;
}

/** The byte-order mark that tells Excel the file is UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula (tab and carriage return included). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet shows but never runs: a string starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return gets a leading `'`. Numbers are not strings typed by a user, so `-5` stays a number.
 */
export function neutraliseFormula(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value !== 'string') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field: neutralised, then quoted when it holds a comma, a quote or a line break. */
export function csvField(value: CsvValue): string {
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: a header line from the labels, then one line per row; with the BOM unless `bom: false`. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], { bom = true }: { bom?: boolean } = {}): string {
  const lines = [columns.map((column) => csvField(column.label)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(column.value(row))).join(','));
  return `${bom ? UTF8_BOM : ''}${lines.join('\r\n')}\r\n`;
}

/** `riders-2025-03-01.csv`: a safe base name and the day of the export (local time). */
export function csvFileName(base: string, day: Date = new Date()): string {
  const safe = base.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${safe}-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}.csv`;
}

/** Saves `csv` as a file named `fileName` through the browser's download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
