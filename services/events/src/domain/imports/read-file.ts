import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MAX_BYTES, type ImportFormat } from '@rr/contracts';
import { apiError } from '@rr/server-kit';

/** One row of an uploaded sheet: its 1-based number in the file and its cells as text (trimmed). */
export interface SheetRow {
  row: number;
  cells: string[];
}

export interface Sheet {
  format: Exclude<ImportFormat, 'mylaps'>;
  rows: SheetRow[];
}

/** Spreadsheet column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/** Text of a CSV file: UTF-8 (with or without BOM), else Windows-1252 as older timing software writes; binary is refused. */
function csvText(bytes: Buffer): string {
  if (bytes.includes(0)) throw apiError('UPLOAD_TYPE');
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}

/** Where csv-parse stopped, as a row and column of the file. */
function csvProblem(error: unknown): never {
  const info = error as { lines?: number; column?: number | string; index?: number };
  const row = typeof info.lines === 'number' && info.lines > 0 ? info.lines : 1;
  const column = typeof info.column === 'number' ? columnLetter(info.column) : typeof info.index === 'number' ? columnLetter(info.index) : 'A';
  throw apiError('UPLOAD_BROKEN', { row, column });
}

/**
 * Spec §5: a CSV file is read without a header notion here (the format decides), empty lines skipped; quoted
 * fields may hold commas and line breaks. A quote left open or a stray quote inside a field is refused with its
 * row and column.
 */
function readCsv(bytes: Buffer): SheetRow[] {
  const text = csvText(bytes);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true, info: true }) as unknown as typeof records;
  } catch (error) {
    csvProblem(error);
  }
  return records
    .map(({ record, info }) => ({ row: info.lines, cells: record.map((cell) => cell.trim()) }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
}

/** A cell's value as the sheet shows it: numbers plainly, dates as YYYY-MM-DD, formulas by their result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/** Spec §5: the first sheet of a workbook, empty rows kept (they separate the class blocks of the formatted sheet). */
async function readXlsx(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw apiError('UPLOAD_UNREADABLE');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw apiError('UPLOAD_EMPTY');
  const rows: SheetRow[] = [];
  const last = sheet.actualRowCount === 0 ? 0 : sheet.rowCount;
  for (let number = 1; number <= last; number += 1) {
    const row = sheet.getRow(number);
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column).value).trim());
    while (cells.length > 0 && cells.at(-1) === '') cells.pop();
    rows.push({ row: number, cells });
  }
  while (rows.length > 0 && rows.at(-1)!.cells.length === 0) rows.pop();
  return rows;
}

/**
 * An uploaded file as rows of text. The type is judged by the bytes, never by the name: an XLSX workbook (a zip
 * holding a workbook) or text read as CSV; anything else (PDF, images, old .xls) is refused. Over 10 MB is refused
 * before this is called (the multipart reader stops at the limit); an empty sheet is refused here.
 */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw apiError('UPLOAD_TOO_LARGE');
  if (bytes.length === 0) throw apiError('UPLOAD_EMPTY');
  const type = await fileTypeFromBuffer(bytes);
  let sheet: Sheet;
  if (type?.ext === 'xlsx') sheet = { format: 'xlsx', rows: await readXlsx(bytes) };
  else if (type === undefined || type.mime.startsWith('text/') || type.ext === 'csv') sheet = { format: 'csv', rows: readCsv(bytes) };
  else throw apiError('UPLOAD_TYPE');
  if (!sheet.rows.some(({ cells }) => cells.length > 0)) throw apiError('UPLOAD_EMPTY');
  return sheet;
}
