import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';

// What the services' tests read back from a file the API answers with (an export, a PDF, an image): the bytes, a
// workbook's first sheet, a CSV's records. Tests only: no service imports it.

/** The answer as a stream of chunks, as supertest hands it to a parser. */
interface ChunkStream {
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
}

/** Supertest's `.buffer(true).parse(binary)` for a file answer: the body as one Buffer. */
export function binary(res: ChunkStream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** The first sheet of a downloaded workbook (XLSX bytes). */
export async function firstSheet(body: Buffer | ArrayBuffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** The cells of a sheet that hold a formula, as `A1` addresses: an export writes none, whatever the data says. */
export function formulaCells(sheet: ExcelJS.Worksheet): string[] {
  const found: string[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => void (cell.type === ExcelJS.ValueType.Formula && found.push(cell.address))));
  return found;
}

/** An exported CSV's records (RFC 4180: quoted commas, quotes and line breaks; CRLF between records), without its byte order mark. */
export function csvRecords(text: string): string[][] {
  return parse(text.replace(/^\uFEFF/, ''), { record_delimiter: '\r\n', relax_column_count: true }) as string[][];
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A request for a file, as supertest builds it: asked to buffer the answer and parse it. */
interface FileRequest {
  buffer(value: boolean): { parse(parser: typeof binary): PromiseLike<{ status: number; headers: Record<string, string>; body: unknown }> };
}

/**
 * Sends `call` (a supertest request for an XLSX export), checks that it answered 200 with a workbook (and, when given,
 * an attachment name matching `filename`) and returns the workbook's first sheet.
 */
export async function downloadedSheet(call: FileRequest, filename?: RegExp): Promise<ExcelJS.Worksheet> {
  const res = await call.buffer(true).parse(binary);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  if (filename) expect(res.headers['content-disposition']).toMatch(filename);
  return firstSheet(res.body as Buffer);
}
