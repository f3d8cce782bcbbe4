import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvText, firstLineDelimiter, readSheetRows, SheetProblem, sniffDelimiter, type SheetReadOptions } from '../src/sheet-reader.js';

const text = (value: string) => Buffer.from(value, 'utf8');

/** The problem a read refuses the file with, as its code and values. */
async function problemOf(read: Promise<unknown>): Promise<{ code: string; details?: Record<string, string | number> }> {
  try {
    await read;
  } catch (error) {
    if (error instanceof SheetProblem) return { code: error.code, ...(error.details ? { details: error.details } : {}) };
    throw error;
  }
  throw new Error('the file was read');
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('First');
  for (const row of rows) sheet.addRow(row);
  book.addWorksheet('Second').addRow(['never read']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('csvText', () => {
  it('reads UTF-8 with or without a BOM, else Windows-1252, and refuses binary', () => {
    expect(csvText(text('Zoë,1'))).toBe('Zoë,1');
    // The decoder drops a UTF-8 BOM.
    expect(csvText(Buffer.from([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
    expect(csvText(Buffer.from([0x5a, 0x6f, 0xeb]))).toBe('Zoë');
    expect(() => csvText(Buffer.from([0x41, 0x00, 0x42]))).toThrow(SheetProblem);
  });
});

describe('the CSV separator', () => {
  it('is judged from a sample of lines, a comma between digits counting for nothing', () => {
    expect(sniffDelimiter('Classe;1er;2e\nPro;150,50;100,25\n')).toBe(';');
    expect(sniffDelimiter('Class\t1\t2\nPro\t1,500.50\t100\n')).toBe('\t');
    expect(sniffDelimiter('Pro\nAm\n')).toBe(',');
  });

  it('or by the first line alone, a comma winning a tie', () => {
    expect(firstLineDelimiter('\uFEFFpattern;model;year\n1,2,3,4\n')).toBe(';');
    expect(firstLineDelimiter('pattern\tmodel\n')).toBe('\t');
    expect(firstLineDelimiter('a,b;c\n')).toBe(',');
  });

  it('is chosen by the option: a decimal comma in the first line decides differently', async () => {
    const file = text('Pro;150,50,75\nAm;1;2\nVet;3;4\n');
    expect((await readSheetRows('csv', file))[0]!.cells).toEqual(['Pro', '150,50,75']);
    expect((await readSheetRows('csv', file, { delimiter: 'firstLine' }))[0]!.cells).toEqual(['Pro;150', '50', '75']);
  });
});

describe('readSheetRows: CSV', () => {
  it('gives each row the number of the line it ends on, cells trimmed, empty lines skipped, quoted separators and line breaks kept', async () => {
    const rows = await readSheetRows('csv', text('\uFEFFname, town \n\n , \n"Hur, Ben","Corona\nCA"\n'));
    expect(rows).toEqual([
      { row: 1, cells: ['name', 'town'] },
      { row: 5, cells: ['Hur, Ben', 'Corona\nCA'] },
    ]);
  });

  it('refuses a stray quote with its row and column', async () => {
    expect(await problemOf(readSheetRows('csv', text('a,b\nc,d"e\n')))).toEqual({ code: 'UPLOAD_BROKEN', details: { row: 2, column: 'B' } });
  });

  it('stops at the first row over a limit, when the caller gives limits', async () => {
    const limits: SheetReadOptions['limits'] = { rows: 2, columns: 2, cellChars: 5 };
    expect(await problemOf(readSheetRows('csv', text('a\nb\nc\n'), { limits }))).toEqual({ code: 'UPLOAD_TOO_MANY_ROWS', details: { max: 2 } });
    expect(await problemOf(readSheetRows('csv', text('a,b,c\n'), { limits }))).toEqual({ code: 'UPLOAD_TOO_MANY_COLUMNS', details: { max: 2, row: 1, column: 'C' } });
    expect(await problemOf(readSheetRows('csv', text('a,bbbbbb\n'), { limits }))).toEqual({ code: 'UPLOAD_CELL_TOO_LONG', details: { max: 5, row: 1, column: 'B' } });
    // Empty cells past the last column are no excess: they are dropped.
    expect(await readSheetRows('csv', text('a,b,,\n'), { limits })).toEqual([{ row: 1, cells: ['a', 'b'] }]);
    // Without limits, nothing is refused for its size.
    expect(await readSheetRows('csv', text('a,b,c\nd\ne\n'))).toHaveLength(3);
  });
});

describe('readSheetRows: workbooks', () => {
  const rows = [['Class', 'Place'], [], ['Pro', 1], ['Day', new Date('2025-05-04T00:00:00Z')]];

  it('streamed: the first sheet only, its empty rows kept, dates as days', async () => {
    expect(await readSheetRows('xlsx', await workbook(rows))).toEqual([
      { row: 1, cells: ['Class', 'Place'] },
      { row: 2, cells: [] },
      { row: 3, cells: ['Pro', '1'] },
      { row: 4, cells: ['Day', '2025-05-04'] },
    ]);
  });

  it('loaded: the first sheet only, its empty rows skipped', async () => {
    expect(await readSheetRows('xlsx', await workbook(rows), { workbook: 'load' })).toEqual([
      { row: 1, cells: ['Class', 'Place'] },
      { row: 3, cells: ['Pro', '1'] },
      { row: 4, cells: ['Day', '2025-05-04'] },
    ]);
  });

  it('refuses what is no workbook either way, and a sheet over the limits', async () => {
    const broken = Buffer.from('PK\u0003\u0004 not really a zip');
    expect((await problemOf(readSheetRows('xlsx', broken))).code).toBe('UPLOAD_UNREADABLE');
    expect((await problemOf(readSheetRows('xlsx', broken, { workbook: 'load' }))).code).toBe('UPLOAD_UNREADABLE');
    const limits = { rows: 2, columns: 5, cellChars: 50 };
    expect(await problemOf(readSheetRows('xlsx', await workbook(rows), { limits }))).toEqual({ code: 'UPLOAD_TOO_MANY_ROWS', details: { max: 2 } });
  });
});
