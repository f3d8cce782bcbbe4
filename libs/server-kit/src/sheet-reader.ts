import { Readable } from 'node:stream';
import { parse as parseCsv, type CsvError } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { cellText, columnLetter } from './sheet-cells.js';

// How every service reads an uploaded CSV file or workbook into rows of text. Imported on its own
// (`@rr/server-kit/sheet-reader`): the events service's sheet readers run in worker threads that load nothing else, so
// this module throws plain problems (a code and its values), never the API's errors, and loads exceljs only for a
// workbook. What differs between the services' uploads is chosen by `SheetReadOptions`.

/** One row of an uploaded sheet: its 1-based number in the file and its cells as text (trimmed). */
export interface SheetRow {
  row: number;
  cells: string[];
}

export interface SheetLimits {
  rows: number;
  columns: number;
  cellChars: number;
}

export interface SheetReadOptions {
  /** Checked while the sheet is read, so a reader stops at the first excess; none: the caller limits the rows it takes. */
  limits?: SheetLimits;
  /**
   * How a CSV file's separator is judged: `sample` from its first 20 lines (`sniffDelimiter`), `firstLine` by the
   * separator its first line holds most of (a comma on a tie). Default `sample`.
   */
  delimiter?: 'sample' | 'firstLine';
  /**
   * A workbook's first sheet `stream`ed (only the cells it holds are visited; its empty rows kept, as they separate
   * the class blocks of a results sheet; needs a scratch folder of its own: the sheet may be parked in a temporary
   * file), or `load`ed whole in memory (empty rows skipped; for small files read in the service's own thread).
   * Default `stream`.
   */
  workbook?: 'stream' | 'load';
}

/** A refusal with its API error code (`error.<code>`) and the values its message names. */
export class SheetProblem extends Error {
  constructor(
    readonly code: string,
    readonly details?: Record<string, string | number>,
  ) {
    super(code);
  }
}

/** Checks one row against the limits as it is read, so a reader stops at the first excess. */
function limitRow(limits: SheetLimits, row: number, cells: string[]): void {
  if (row > limits.rows) throw new SheetProblem('UPLOAD_TOO_MANY_ROWS', { max: limits.rows });
  if (cells.length > limits.columns) {
    const beyond = cells.findIndex((cell, index) => index >= limits.columns && cell !== '');
    if (beyond >= 0) throw new SheetProblem('UPLOAD_TOO_MANY_COLUMNS', { max: limits.columns, row, column: columnLetter(beyond) });
    cells.length = limits.columns;
  }
  const long = cells.findIndex((cell) => cell.length > limits.cellChars);
  if (long >= 0) throw new SheetProblem('UPLOAD_CELL_TOO_LONG', { max: limits.cellChars, row, column: columnLetter(long) });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/** Text of a CSV file: UTF-8 (with or without BOM), else Windows-1252 as older timing software writes; binary is refused. */
export function csvText(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new SheetProblem('UPLOAD_TYPE');
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}

/** What may separate the cells of a CSV file. */
export type CsvDelimiter = ',' | ';' | '\t';

/** The sample the separator is judged on: the first lines of the file, never more than this much of it. */
const SNIFF_LINES = 20;
const SNIFF_CHARS = 64 * 1024;
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/**
 * The cell separator of a CSV file, judged once for the whole file from its first 20 non-empty lines (within its first
 * 64 KiB), never row by row. Spreadsheets set to a European language write `;` (the comma is their decimal mark), some
 * timing software a tab, the rest a comma. Only characters outside quotes count, and a comma between two digits counts
 * for nothing: it is as likely a decimal comma or a thousands group inside a cell (150,50; 1,500) as a separator. The
 * separator seen most often wins; on a tie `;`, then a tab, before a comma (neither is written unquoted inside a cell
 * of a comma file, while commas sit inside the cells of the others: 'Perris, CA'); none at all (one column) is a comma.
 */
export function sniffDelimiter(text: string): CsvDelimiter {
  const seen: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  const end = Math.min(text.length, SNIFF_CHARS);
  let quoted = false;
  let lines = 0;
  let filled = false;
  for (let at = 0; at < end && lines < SNIFF_LINES; at += 1) {
    const char = text[at]!;
    if (char === '"') {
      quoted = !quoted;
      filled = true;
    } else if (quoted) {
      continue;
    } else if (char === '\n' || char === '\r') {
      if (filled) lines += 1;
      filled = false;
    } else if (char === ';' || char === '\t') {
      seen[char] += 1;
    } else if (char === ',') {
      if (!(isDigit(text[at - 1]) && isDigit(text[at + 1]))) seen[','] += 1;
    } else if (char.trim() !== '') {
      filled = true;
    }
  }
  const [best] = ([';', '\t', ','] as const).filter((delimiter) => seen[delimiter] > 0).sort((a, b) => seen[b] - seen[a]);
  return best ?? ',';
}

/** The separator the first line of the file holds most of, a comma on a tie (quotes not considered). */
export function firstLineDelimiter(text: string): CsvDelimiter {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return ([',', ';', '\t'] as const).reduce<CsvDelimiter>((best, candidate) => (firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best), ',');
}

/** The parser's input size: a whole 10 MB file in one piece would be parsed to its end before the first row is seen. */
const CSV_SLICE_CHARS = 64 * 1024;

/**
 * The text in slices, so the parser only reads ahead as far as the rows are taken (the stream's backpressure) and a
 * file far over the row limit is refused after its first rows, not after all of them. A slice never ends between the
 * two halves of a surrogate pair.
 */
function* slices(text: string): Generator<string> {
  for (let at = 0; at < text.length; ) {
    let end = Math.min(text.length, at + CSV_SLICE_CHARS);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    yield text.slice(at, end);
    at = end;
  }
}

/**
 * Spec §5: a CSV file is read without a header notion here (the caller decides), empty lines skipped; quoted fields
 * may hold the separator and line breaks. The separator (`,`, `;` or a tab) is judged once for the file. Streamed
 * record by record: with limits, the reader stops at the first row over one, and one record is never longer than a
 * full row of full cells (a quote that never closes is a cell too long, at its row). A quote left open at the end or a
 * stray quote inside a field is refused with its row and column.
 */
export async function readCsv(bytes: Uint8Array, options: SheetReadOptions = {}): Promise<SheetRow[]> {
  const { limits } = options;
  const text = csvText(bytes);
  const parser = Readable.from(slices(text)).pipe(
    parseCsv({
      bom: true,
      delimiter: options.delimiter === 'firstLine' ? firstLineDelimiter(text) : sniffDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      ...(limits ? { max_record_size: limits.columns * (limits.cellChars + 3) } : {}),
    }),
  );
  const rows: SheetRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const cells = record.map((cell) => cell.trim());
      if (!cells.some((cell) => cell !== '')) continue;
      if (limits) limitRow(limits, info.lines, cells);
      rows.push({ row: info.lines, cells });
    }
  } catch (error) {
    if (error instanceof SheetProblem) throw error;
    throw csvProblem(error as CsvError, limits, text);
  } finally {
    parser.destroy();
  }
  return rows;
}

/** Where csv-parse stopped, as a row and column of the file (a record too long: the row it started on). */
function csvProblem(error: CsvError, limits: SheetLimits | undefined, text: string): SheetProblem {
  const info = error as unknown as { lines?: number; column?: number | string; index?: number; bytes_records?: number };
  const row = typeof info.lines === 'number' && info.lines > 0 ? info.lines : 1;
  const column = typeof info.column === 'number' ? columnLetter(info.column) : typeof info.index === 'number' ? columnLetter(info.index) : 'A';
  if (error.code === 'CSV_MAX_RECORD_SIZE' && limits) {
    // The record began where the last whole one ended (csv-parse counts those bytes): its first line is the row.
    const before = Buffer.from(text).subarray(0, info.bytes_records ?? 0);
    let start = 1;
    for (let at = before.indexOf(10); at >= 0; at = before.indexOf(10, at + 1)) start += 1;
    return new SheetProblem('UPLOAD_CELL_TOO_LONG', { max: limits.cellChars, row: start, column });
  }
  return new SheetProblem('UPLOAD_BROKEN', { row, column });
}

/**
 * Spec §5: the first sheet of a workbook. Streamed, only the cells a row holds are visited (a value in column XFD is
 * one cell, not 16,384), the reader stops at the first excess, and the sheets after the first are never read; its
 * empty rows are kept. Loaded, the empty rows are skipped (row numbers still count them).
 */
export async function readXlsx(bytes: Uint8Array, options: SheetReadOptions = {}): Promise<SheetRow[]> {
  // Loaded for workbooks only: it is most of a reader's start-up, and most uploads are CSV.
  const { default: excel } = await import('exceljs');
  return options.workbook === 'load' ? loadXlsx(excel, bytes, options.limits) : streamXlsx(excel, bytes, options.limits);
}

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function streamXlsx(excel: typeof ExcelJS, bytes: Uint8Array, limits: SheetLimits | undefined): Promise<SheetRow[]> {
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from([bufferOf(bytes)]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  let sheets = 0;
  try {
    for await (const worksheet of reader) {
      sheets += 1;
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        if (limits && row.number > limits.rows) throw new SheetProblem('UPLOAD_TOO_MANY_ROWS', { max: limits.rows });
        const cells: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          const text = cellText(cell.value).trim();
          if (text === '') return;
          if (limits && column > limits.columns) throw new SheetProblem('UPLOAD_TOO_MANY_COLUMNS', { max: limits.columns, row: row.number, column: columnLetter(column - 1) });
          while (cells.length < column - 1) cells.push('');
          cells[column - 1] = text;
        });
        if (limits) limitRow(limits, row.number, cells);
        // Rows the file leaves out are empty rows of the sheet.
        for (let missing = (rows.at(-1)?.row ?? 0) + 1; missing < row.number; missing += 1) rows.push({ row: missing, cells: [] });
        rows.push({ row: row.number, cells });
      }
      break;
    }
  } catch (error) {
    if (error instanceof SheetProblem) throw error;
    throw new SheetProblem('UPLOAD_UNREADABLE');
  }
  if (sheets === 0) throw new SheetProblem('UPLOAD_EMPTY');
  while (rows.length > 0 && rows.at(-1)!.cells.length === 0) rows.pop();
  return rows;
}

async function loadXlsx(excel: typeof ExcelJS, bytes: Uint8Array, limits: SheetLimits | undefined): Promise<SheetRow[]> {
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(bufferOf(bytes) as unknown as ArrayBuffer);
  } catch {
    throw new SheetProblem('UPLOAD_UNREADABLE');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SheetProblem('UPLOAD_EMPTY');
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column).value).trim());
    if (!cells.some((cell) => cell !== '')) return;
    if (limits) limitRow(limits, number, cells);
    rows.push({ row: number, cells });
  });
  return rows;
}

/** The rows of an uploaded file already known to be CSV text or an XLSX workbook (`sheetFormat` judges the type). */
export async function readSheetRows(format: 'csv' | 'xlsx', bytes: Uint8Array, options: SheetReadOptions = {}): Promise<SheetRow[]> {
  return format === 'xlsx' ? readXlsx(bytes, options) : readCsv(bytes, options);
}
