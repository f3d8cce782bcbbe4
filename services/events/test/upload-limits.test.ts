import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_CELL_CHARS, UPLOAD_MAX_COLUMNS, UPLOAD_MAX_ROWS } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSheetReaders, columnLetter, readSheet, sheetReaderBudget } from '../src/domain/imports/read-file.js';
import { anEvent } from './factories.js';
import { anonymous, as, startTestService, type TestService } from './helpers.js';

// An upload is read off the event loop, within limits checked while it is read: the two files of the outside review
// (a 9.96 MB CSV of 122,981 lines; an 11.5 KB workbook of 600 rows with a value in column XFD each) are refused
// quickly with the limit they break, and the public events list keeps answering within a second throughout.

/** The review's CSV: a header, then 122,981 lines of results, 9.96 MB. */
function reviewCsv(): Buffer {
  const lines = ['Class,Place,Number,Name,Hometown,Bike'];
  for (let i = 1; lines.length < 122_981; i += 1) lines.push(`Pro Open ${i % 40},${(i % 90) + 1},${i},Rider ${i} Lastname,Some Town CA,Make Model ${i % 7}`.padEnd(80, 'x'));
  return Buffer.from(lines.join('\n'));
}

/** The review's workbook: 600 rows, each with one value in column XFD (16,384). */
async function reviewXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Results');
  for (let row = 1; row <= 600; row += 1) sheet.getCell(row, 16_384).value = `x${row}`;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function workbook(fill: (sheet: ExcelJS.Worksheet, book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('First'), book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const csvRows = (count: number) => Buffer.from(Array.from({ length: count }, (_, i) => `Pro,${i + 1},${i + 1},Rider ${i + 1}`).join('\n'));

describe('the limits of one uploaded sheet', () => {
  afterAll(() => closeSheetReaders());

  it(`takes ${UPLOAD_MAX_ROWS} rows and refuses one more with 413 naming the limit`, async () => {
    expect((await readSheet(csvRows(UPLOAD_MAX_ROWS))).rows).toHaveLength(UPLOAD_MAX_ROWS);
    await expect(readSheet(csvRows(UPLOAD_MAX_ROWS + 1))).rejects.toMatchObject({ status: 413, code: 'UPLOAD_TOO_MANY_ROWS', details: { max: UPLOAD_MAX_ROWS } });
  });

  it('refuses a value beyond the last column and a cell too long, naming the row, the column and the limit; empty cells past the end are nothing', async () => {
    const wide = (value: string) => Buffer.from(`Pro,1,7,Ada\nPro,2,8,Ben${','.repeat(UPLOAD_MAX_COLUMNS - 4)},${value}\n`);
    expect((await readSheet(wide(''))).rows[1]!.cells).toHaveLength(UPLOAD_MAX_COLUMNS);
    await expect(readSheet(wide('late'))).rejects.toMatchObject({ status: 400, code: 'UPLOAD_TOO_MANY_COLUMNS', details: { max: UPLOAD_MAX_COLUMNS, row: 2, column: 'CW' } });
    const long = Buffer.from(`Pro,1,7,Ada\nPro,2,8,${'B'.repeat(UPLOAD_MAX_CELL_CHARS + 1)}\n`);
    await expect(readSheet(long)).rejects.toMatchObject({ status: 400, code: 'UPLOAD_CELL_TOO_LONG', details: { max: UPLOAD_MAX_CELL_CHARS, row: 2, column: 'D' } });
    // A quote that never closes is a cell that never ends: refused at its row once it is longer than any row can be.
    const open = Buffer.from(`Pro,1,7,Ada\nPro,2,"8,Ben\n${'Pro,3,9,Cy\n'.repeat(20_000)}`);
    await expect(readSheet(open)).rejects.toMatchObject({ status: 400, code: 'UPLOAD_CELL_TOO_LONG', details: { row: 2 } });
  });

  it('reads the first sheet of a workbook only: its empty rows kept, dates as days, formulas by their result', async () => {
    const bytes = await workbook((sheet, book) => {
      sheet.getCell('A1').value = 'Pro';
      sheet.getCell('B1').value = new Date(Date.UTC(2027, 4, 2));
      sheet.getCell('C1').value = { formula: '1+1', result: 2 };
      sheet.getCell('A3').value = 'Vet';
      sheet.getCell('D3').value = 'Ada';
      book.addWorksheet('Second').getCell('A1').value = 'never read';
    });
    expect((await readSheet(bytes)).rows).toEqual([
      { row: 1, cells: ['Pro', '2027-05-02', '2'] },
      { row: 2, cells: [] },
      { row: 3, cells: ['Vet', '', '', 'Ada'] },
    ]);
  });

  it('refuses a workbook with a value in column XFD or a lone cell far down without visiting the cells in between', async () => {
    const started = Date.now();
    await expect(readSheet(await reviewXlsx())).rejects.toMatchObject({ status: 400, code: 'UPLOAD_TOO_MANY_COLUMNS', details: { row: 1, column: 'XFD', max: UPLOAD_MAX_COLUMNS } });
    const deep = await workbook((sheet) => {
      sheet.getCell('A1').value = 'Pro';
      sheet.getCell('A1000000').value = 'far';
    });
    await expect(readSheet(deep)).rejects.toMatchObject({ status: 413, code: 'UPLOAD_TOO_MANY_ROWS' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a workbook whose sheet unpacks to more scratch space than a reader may use, and leaves no file behind', { timeout: 150_000 }, async () => {
    // Within every row and column limit, 2 MB on the wire, 27 MB of sheet XML once unpacked: Excel (and exceljs) store
    // the shared strings after the sheets, so the streaming reader parks the sheet on disk first.
    const cells = Array.from({ length: 80 }, (_, c) => `<c r="${columnLetter(c)}ROW" t="s"><v>0</v></c>`).join('');
    const rows = Array.from({ length: 12_000 }, (_, r) => `<row r="${r + 1}">${cells.replaceAll('ROW', String(r + 1))}</row>`).join('');
    const zip = await JSZip.loadAsync(await workbook((sheet) => (sheet.getCell('A1').value = 'x')));
    const original = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    zip.file('xl/worksheets/sheet1.xml', original.replace(/<sheetData>.*<\/sheetData>|<sheetData\/>/s, `<sheetData>${rows}</sheetData>`));
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bytes.length).toBeLessThan(UPLOAD_MAX_BYTES);
    // Scratch folders in a temporary directory of this test's own: other test files read sheets at the same time.
    const previousTmp = process.env.TMPDIR;
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rr-upload-limits-'));
    process.env.TMPDIR = scratch;
    // A reading budget long enough to read it all: what refuses it is the scratch allowance, not the clock.
    const restore = sheetReaderBudget(120_000);
    try {
      await expect(readSheet(bytes)).rejects.toMatchObject({ status: 413, code: 'UPLOAD_TOO_COMPLEX' });
      expect(fs.readdirSync(scratch), 'no scratch file is left behind').toEqual([]);
    } finally {
      restore();
      if (previousTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previousTmp;
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('refuses a file that takes longer than the reading budget, and reads the next one with a fresh reader', async () => {
    const restore = sheetReaderBudget(1);
    try {
      await expect(readSheet(csvRows(UPLOAD_MAX_ROWS))).rejects.toMatchObject({ status: 413, code: 'UPLOAD_TOO_COMPLEX' });
    } finally {
      restore();
    }
    expect((await readSheet(csvRows(3))).rows).toHaveLength(3);
  });
});

describe('uploads do not take the service down', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('upload_limits');
  });
  afterAll(async () => {
    await closeSheetReaders();
    await service.close();
  });

  it('the review’s CSV and workbook are refused with their limit while the public events list answers 200 within a second throughout', async () => {
    const event = await anEvent(service.db, { promoterId: 'p-big' });
    const promoter = await as('promoter', 'p-big');
    const visitor = await anonymous();
    const files: Array<[Buffer, string, number, string]> = [
      [reviewCsv(), 'results.csv', 413, 'UPLOAD_TOO_MANY_ROWS'],
      [await reviewXlsx(), 'results.xlsx', 400, 'UPLOAD_TOO_MANY_COLUMNS'],
    ];
    expect(files[0]![0].length).toBeGreaterThan(9_900_000);
    for (const [bytes, name, status, code] of files) {
      const timings: number[] = [];
      let done = false;
      const upload = (async () => {
        try {
          return await service.request.post(`/api/event/${event.id}/upload-all-class-result`).set(...promoter).attach('file', bytes, name);
        } finally {
          done = true;
        }
      })();
      // The visitor asks for the events list again and again while the file is read.
      while (!done || timings.length < 3) {
        const started = performance.now();
        const list = await service.request.get('/api/events?page=1').set(...visitor);
        timings.push(performance.now() - started);
        expect(list.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const answer = await upload;
      expect(answer.status, name).toBe(status);
      expect(answer.body.code, name).toBe(code);
      expect(Math.max(...timings), `${name}: the slowest events list of ${timings.length}`).toBeLessThan(1_000);
    }
    const [[left]] = (await service.db.sequelize.query('SELECT COUNT(*) AS n FROM result_imports')) as [{ n: number }[], unknown];
    expect(Number(left!.n), 'nothing was kept').toBe(0);
  });
});
