import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/** The report pages' exports, downloaded through their links and read back as a header row and rows. */

export type FileValue = string | number | null;
export interface FileTable {
  headers: string[];
  rows: FileValue[][];
}

export const FORMATS = ['csv', 'xlsx'] as const;
export type Format = (typeof FORMATS)[number];

/** Clicks an export link and answers the file: its suggested name and bytes. */
async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(await file.failure()).toBeNull();
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** A CSV export: UTF-8 with a byte order mark, CRLF line ends, RFC 4180 quoting. */
function readCsv(bytes: Buffer): FileTable {
  expect([...bytes.subarray(0, 3)], 'a UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text.split('\r\n').length, 'CRLF line ends').toBeGreaterThan(1);
  const [headers = [], ...rows] = parse(text, { bom: true }) as string[][];
  return { headers, rows: rows.map((row) => row.map((cell) => (cell === '' ? null : cell))) };
}

/** An XLSX export: the first sheet, its header row then one row per record. */
async function readXlsx(bytes: Buffer): Promise<FileTable> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const lines: FileValue[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    lines.push(
      Array.from({ length: width }, (_, i) => {
        const value = row.getCell(i + 1).value;
        return value === null || value === undefined ? null : typeof value === 'number' ? value : String(value as string);
      }),
    );
  });
  const [headers = [], ...rows] = lines;
  return { headers: headers.map(String), rows };
}

/** Downloads the `format` export behind `link` and reads it: its suggested name and its table. */
export async function exported(page: Page, link: Locator, format: Format): Promise<{ name: string; file: FileTable }> {
  const { name, bytes } = await download(page, link);
  return { name, file: format === 'csv' ? readCsv(bytes) : await readXlsx(bytes) };
}
