import { describe, expect, it } from 'vitest';
import { myLapsColumns, parseAmount, parseClasses, parseResults } from '../src/domain/imports/formats.js';
import { columnLetter, readSheet } from '../src/domain/imports/read-file.js';

/** The upload layouts, read line by line (docs/api.md "Uploads"). */

const sheet = async (text: string | Buffer) => readSheet(typeof text === 'string' ? Buffer.from(text) : text);

describe('reading files', () => {
  it('names columns as a spreadsheet does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('reads UTF-8 with a BOM and Windows-1252 text, skips empty lines and keeps quoted commas', async () => {
    const utf = await sheet('\uFEFF1,7,"Lovelace, Ada",Montréal\n\n2,8,Ben,Québec\n');
    expect(utf.rows).toEqual([
      { row: 1, cells: ['1', '7', 'Lovelace, Ada', 'Montréal'] },
      { row: 3, cells: ['2', '8', 'Ben', 'Québec'] },
    ]);
    const ansi = await sheet(Buffer.from([0x31, 0x2c, 0x4d, 0x6f, 0x6e, 0x74, 0x72, 0xe9, 0x61, 0x6c]));
    expect(ansi.rows[0]!.cells).toEqual(['1', 'Montréal']);
  });

  it('reads a file longer than one parser slice whole: a character of two halves and a quoted line break across the cut', async () => {
    // The parser gets the text 64 Ki characters at a time. Rows of cells (each under the cell limit) are padded so the
    // first cut falls inside the emoji (a surrogate pair) and the second inside a quoted cell, just after its line break.
    const SLICE = 64 * 1024;
    const cellsOf = (chars: number) => Array.from({ length: chars }, (_, i) => (i % 901 === 900 ? ',' : 'x')).join('');
    let text = 'Pro,1,7,Ada\nPro,2,8,';
    text += `${cellsOf(SLICE - text.length - 1)}🏁`;
    expect(text.length).toBe(SLICE + 1);
    text += ',Québec\nPro,3,';
    text += `${cellsOf(2 * SLICE - text.length - 4)},"9\n`;
    expect(text.length).toBe(2 * SLICE);
    text += 'yz",Cy\nPro,4,10,Dee\n';
    const { rows } = await sheet(text);
    expect(rows.map(({ cells }) => cells[1])).toEqual(['1', '2', '3', '4']);
    expect(rows[1]!.cells.at(-2)!.endsWith('🏁')).toBe(true);
    expect(rows[1]!.cells.at(-1)).toBe('Québec');
    expect(rows[2]!.cells.at(-2)).toBe('9\nyz');
  });

  it('stops at the first row over the limit without reading on: a break further down the file is never reached', async () => {
    const lines = Array.from({ length: 60_000 }, (_, i) => `Pro,${(i % 90) + 1},${i},Rider ${i}`);
    lines[50_000] = 'Pro,1,7,Br"oken';
    await expect(sheet(lines.join('\n'))).rejects.toMatchObject({ code: 'UPLOAD_TOO_MANY_ROWS' });
  });

  it('refuses a quote left open with the row and column where it broke', async () => {
    await expect(sheet('1,7,Ada\n2,"8,Ben\n3,9,Cy\n')).rejects.toMatchObject({ code: 'UPLOAD_BROKEN', details: { row: expect.any(Number), column: expect.any(String) } });
  });
});

describe('amounts', () => {
  it('takes numbers with up to two decimals, a decimal comma and thousands groups, and nothing else', () => {
    expect(['150', '150.5', '150.50', '0', '1500000', '150,50'].map(parseAmount)).toEqual([15_000, 15_050, 15_050, 0, 150_000_000, 15_050]);
    // Three digits after a lone separator group thousands, in every language (more cases in european-uploads.test.ts).
    expect(['1,500', '150.505'].map(parseAmount)).toEqual([150_000, 15_050_500]);
    expect(['$150', '150.5055', '-5', 'ten', '', '1e3'].map(parseAmount)).toEqual([null, null, null, null, null, null]);
  });
});

describe('the classes sheet', () => {
  it('reads the header for place columns, payout type and start group, whatever their order', async () => {
    const { rows, headerError } = parseClasses(await sheet('Start Group,Class,1st,2nd,3rd,Type\nA,Pro,500,300,200,cash\n'));
    expect(headerError).toBeNull();
    expect(rows[0]!.values).toMatchObject({ name: 'Pro', startGroup: 'A', payoutType: 'cash', places: [50_000, 30_000, 20_000] });
  });

  it('fills a gap between places with nothing paid and says which cell is not a number', async () => {
    const { rows } = parseClasses(await sheet('Class,1,2,3\nPro,100,,50\nAm,100,abc\n'));
    expect(rows[0]!.values.places).toEqual([10_000, 0, 5_000]);
    expect(rows[1]!.errors).toEqual([{ id: 'validation.import.notNumber', values: { value: 'abc' }, column: 'C' }]);
  });

  it('needs a header naming place columns', async () => {
    expect(parseClasses(await sheet('Pro,100,50\n')).headerError).toEqual({ id: 'validation.import.noPlaces' });
  });
});

describe('result sheets', () => {
  it('recognises a Speedhive export with first and last names and maps its columns by name', async () => {
    const text = 'Position,Nr,First Name,Last Name,Class,Lps,Best Tm,Sts\n1,12,Ada,Lovelace,Pro,10,1:01.2,\nDNS,14,Ben,Hur,Pro,0,,DNS\n,15,Cy,Young,Pro,3,,DNF\n';
    expect(myLapsColumns(text.split('\n')[0]!.split(','))).not.toBeNull();
    const { format, rows } = parseResults(await sheet(text), 'allClassResults', null);
    expect(format).toBe('mylaps');
    expect(rows.map((r) => [r.values.riderName, r.values.place, r.values.status, r.values.number, r.values.laps])).toEqual([
      ['Ada Lovelace', 1, 'finished', '12', 10],
      ['Ben Hur', 2, 'DNS', '14', 0],
      ['Cy Young', 3, 'DNF', '15', 3],
    ]);
  });

  it('a plain sheet: class, place, number, name, hometown, bike, e-mail, AMA, VIN, status; a title row is skipped', async () => {
    const text = 'Class,Place\nPro,1,7,Ada Lovelace,"Perris, CA",Apex 450,ADA@Example.com,AMA1,1hd1kb4197y123456,\nPro,2,8,Ben Hur,,,not-an-email,,,dnf\n';
    const { rows } = parseResults(await sheet(text), 'allClassResults', null);
    expect(rows[0]!.warnings).toEqual([{ id: 'validation.import.headerSkipped' }]);
    expect(rows[1]!.values).toMatchObject({ className: 'Pro', place: 1, number: '7', riderName: 'Ada Lovelace', hometown: 'Perris, CA', bike: 'Apex 450', email: 'ada@example.com', amaNumber: 'AMA1', vin: '1HD1KB4197Y123456', status: 'finished' });
    expect(rows[2]!.values).toMatchObject({ status: 'DNF', email: '' });
    expect(rows[2]!.warnings).toEqual([{ id: 'validation.import.emailIgnored', values: { value: 'not-an-email' } }]);
  });

  it('a header that names its columns is read by those names', async () => {
    const { format, rows } = parseResults(await sheet('Class,Place,No,Name,Hometown,Email\nPro,1,7,Ada Lovelace,Perris,ada@example.com\n'), 'allClassResults', null);
    expect(format).toBe('mylaps');
    expect(rows[0]!.values).toMatchObject({ className: 'Pro', place: 1, number: '7', riderName: 'Ada Lovelace', hometown: 'Perris', email: 'ada@example.com' });
  });

  it('a formatted sheet’s headings name each race: a class with its race, then a race alone under it; places count per race', async () => {
    const text = ['450 Pro - Moto 1', '1,12,Ada', '2,14,Ben', 'Moto 2', '1,14,Ben', '2,12,Ada', '', '450 Pro · LCQ', '1,30,Cy', '', 'Vet 40+', '1,5,Dee'].join('\n');
    const { rows } = parseResults(await sheet(text), 'formattedResults', null);
    expect(rows.map((r) => [r.values.className, r.values.resultType, r.values.place, r.values.riderName, r.errors])).toEqual([
      ['450 Pro', 'moto1', 1, 'Ada', []],
      ['450 Pro', 'moto1', 2, 'Ben', []],
      ['450 Pro', 'moto2', 1, 'Ben', []],
      ['450 Pro', 'moto2', 2, 'Ada', []],
      ['450 Pro', 'lcq', 1, 'Cy', []],
      ['Vet 40+', null, 1, 'Dee', []],
    ]);
  });

  it('a type column names each line’s race; a type it does not know is the event’s own, with a warning', async () => {
    const text = 'Pos,No,Name,Class,Type\n1,12,Ada,Open,Main event\n1,30,Cy,Open,LCQ\n2,31,Dee,Open,Heat 2\n1,7,Eve,Open,Qualifying\n';
    const { rows } = parseResults(await sheet(text), 'allClassResults', null);
    expect(rows.map((r) => [r.values.riderName, r.values.resultType])).toEqual([
      ['Ada', 'main'],
      ['Cy', 'lcq'],
      ['Dee', 'heat'],
      ['Eve', null],
    ]);
    expect(rows[3]!.warnings).toEqual([{ id: 'validation.import.resultTypeUnknown', values: { value: 'Qualifying' } }]);
    // The main's 1st and the LCQ's 1st are two races' places, not one place used twice; Eve's 1st is the event's own.
    expect(rows.flatMap((r) => r.errors)).toEqual([]);
  });

  it('a place used twice in a class, a missing name or place are row errors', async () => {
    const { rows } = parseResults(await sheet('Pro,1,7,Ada\nPro,1,8,Ben\nPro,x,9,Cy\nPro,3,10,\n'), 'allClassResults', null);
    expect(rows[1]!.errors).toEqual([{ id: 'validation.import.duplicatePlace', values: { place: 1, className: 'Pro' } }]);
    expect(rows[2]!.errors).toEqual([{ id: 'validation.import.placeMissing', column: 'B' }]);
    expect(rows[3]!.errors).toEqual([{ id: 'validation.import.nameMissing', column: 'D' }]);
  });

  it('one class: every line is that class, whatever a class column says', async () => {
    const { rows } = parseResults(await sheet('1,7,Ada\n2,8,Ben\n'), 'classResults', 'Vet 40+');
    expect(rows.map((r) => [r.values.className, r.values.place, r.values.riderName])).toEqual([
      ['Vet 40+', 1, 'Ada'],
      ['Vet 40+', 2, 'Ben'],
    ]);
  });
});
