import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { csvStream, exportHeader, neutraliseFormula, sendExport, xlsxStream, type ExportColumn } from '../src/tabular-export.js';

interface Row {
  name: string;
  country: string | null;
  cents: number;
}

const columns: ExportColumn<Row>[] = [
  { header: 'report.vin.rider', width: 20, value: (row) => row.name },
  { header: 'report.vin.country', value: (row) => row.country },
  { header: 'report.vin.year', value: (row) => row.cents },
];

async function* batchesOf<R>(...batches: R[][]): AsyncGenerator<R[]> {
  for (const batch of batches) {
    await new Promise((resolve) => setImmediate(resolve));
    yield batch;
  }
}

async function* failing(): AsyncGenerator<Row[]> {
  yield [{ name: 'Ada', country: 'US', cents: 1 }];
  throw new Error('database went away');
}

/** An endless source whose reader stops after the first bytes: the writer waits for the reader, and destroying the stream ends the source. */
async function expectStopsWhenDestroyed(streamOf: (batches: AsyncIterable<Row[]>) => Readable): Promise<void> {
  let read = 0;
  let finished = false;
  async function* endless(): AsyncGenerator<Row[]> {
    try {
      for (;;) {
        read++;
        await new Promise((resolve) => setImmediate(resolve));
        yield Array.from({ length: 500 }, (_, index) => ({ name: `Rider ${read}-${index} ${'x'.repeat(40)}`, country: 'US', cents: index }));
      }
    } finally {
      finished = true;
    }
  }
  const stream = streamOf(endless());
  // The client reads the first bytes, then stops reading.
  await new Promise<void>((resolve) => {
    stream.once('data', () => {
      stream.pause();
      resolve();
    });
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const whileWaiting = read;
  expect(whileWaiting).toBeLessThan(50);
  stream.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(finished).toBe(true);
  expect(read).toBeLessThanOrEqual(whileWaiting + 1);
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

async function sheetOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('neutraliseFormula', () => {
  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")'])('quotes %j so a spreadsheet shows it as text', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });
  it('leaves plain text, numbers (negative ones too) and null alone', () => {
    expect(neutraliseFormula('Ada = 1')).toBe('Ada = 1');
    expect(neutraliseFormula('')).toBe('');
    expect(neutraliseFormula(-250)).toBe(-250);
    expect(neutraliseFormula(0)).toBe(0);
    expect(neutraliseFormula(null)).toBeNull();
  });
});

describe('csvStream', () => {
  it('writes a BOM, the translated header and one CRLF line per row, quoting commas, quotes and line breaks', async () => {
    const rows: Row[] = [
      { name: 'Lovelace, Ada', country: 'US', cents: 1250 },
      { name: 'Bob "the bolt"', country: null, cents: -300 },
      { name: 'two\nlines', country: 'CA', cents: 0 },
      { name: '=cmd|"/c calc"!A1', country: '+1', cents: 7 },
    ];
    const text = (await bytesOf(csvStream(columns, batchesOf(rows.slice(0, 2), [], rows.slice(2)), 'en'))).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1)).toBe(
      ['Rider,Country,Year', '"Lovelace, Ada",US,1250', '"Bob ""the bolt""",,-300', '"two\nlines",CA,0', `"'=cmd|""/c calc""!A1",'+1,7`, ''].join('\r\n'),
    );
  });

  it('writes the headers in the locale asked for, English for an unknown one', async () => {
    const fr = (await bytesOf(csvStream(columns, batchesOf<Row>(), 'fr'))).toString('utf8');
    expect(fr).toBe('\uFEFFPilote,Pays,Année\r\n');
    const unknown = (await bytesOf(csvStream(columns, batchesOf<Row>(), 'xx' as 'en'))).toString('utf8');
    expect(unknown).toBe('\uFEFFRider,Country,Year\r\n');
    // An id no catalog has is written as it is, rather than failing the export.
    expect(exportHeader('report.nope.missing', 'de')).toBe('report.nope.missing');
  });

  it('destroys the stream with the error when the batch source fails', async () => {
    await expect(bytesOf(csvStream(columns, failing(), 'en'))).rejects.toThrow('database went away');
  });

  it('stops reading the source once the stream is destroyed (the client left)', async () => {
    await expectStopsWhenDestroyed((batches) => csvStream(columns, batches, 'en'));
  });
});

describe('xlsxStream', () => {
  it('writes a bold frozen header with a filter, the rows in order, numbers as numbers, text formula-safe', async () => {
    const rows: Row[] = [
      { name: 'Ada', country: 'US', cents: 1250 },
      { name: '-SUM(A1:A2)', country: null, cents: -300 },
    ];
    const sheet = await sheetOf(await bytesOf(xlsxStream(columns, batchesOf([rows[0]!], [rows[1]!]), 'de', 'Bericht: Fahrer/2026')));
    expect(sheet.name).toBe('Bericht  Fahrer 2026');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Fahrer', 'Land', 'Jahr']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:C1');
    expect(sheet.actualRowCount).toBe(3);
    expect(sheet.getRow(2).getCell(3).value).toBe(1250);
    expect(sheet.getRow(2).getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(3).getCell(1).value).toBe("'-SUM(A1:A2)");
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
    expect(sheet.getRow(3).getCell(3).value).toBe(-300);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('writes the header only for an empty export', async () => {
    const sheet = await sheetOf(await bytesOf(xlsxStream(columns, batchesOf<Row>(), 'en', 'Empty')));
    expect(sheet.actualRowCount).toBe(1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Rider', 'Country', 'Year']);
  });

  it('destroys the stream with the error when the batch source fails', async () => {
    await expect(bytesOf(xlsxStream(columns, failing(), 'en', 'Broken'))).rejects.toThrow('database went away');
  });

  it('stops reading the source once the stream is destroyed (the client left)', async () => {
    await expectStopsWhenDestroyed((batches) => xlsxStream(columns, batches, 'en', 'Endless'));
  });
});

describe('sendExport', () => {
  const app = new Koa();
  app.use((ctx) => {
    const format = ctx.query.format === 'xlsx' ? 'xlsx' : 'csv';
    sendExport(ctx, { format, fileName: 'rider earnings', columns, batches: batchesOf([{ name: 'Ada', country: 'US', cents: 5 }]), locale: 'es', sheetName: 'Informe' });
  });

  it('answers a CSV attachment named with the date, never cached', async () => {
    const res = await request(app.callback()).get('/?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rider-earnings-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toBe('\uFEFFPiloto,País,Año\r\nAda,US,5\r\n');
  });

  it('answers an XLSX attachment', async () => {
    const res = await request(app.callback())
      .get('/?format=xlsx')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rider-earnings-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = await sheetOf(res.body as Buffer);
    expect(sheet.name).toBe('Informe');
    expect(sheet.getRow(2).values).toEqual([undefined, 'Ada', 'US', 5]);
  });
});
