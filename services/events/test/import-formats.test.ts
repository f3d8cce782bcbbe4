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

  it('refuses a quote left open with the row and column where it broke', async () => {
    await expect(sheet('1,7,Ada\n2,"8,Ben\n3,9,Cy\n')).rejects.toMatchObject({ code: 'UPLOAD_BROKEN', details: { row: expect.any(Number), column: expect.any(String) } });
  });
});

describe('amounts', () => {
  it('takes plain numbers with up to two decimals and nothing else', () => {
    expect(['150', '150.5', '150.50', '0', '1500000'].map(parseAmount)).toEqual([15_000, 15_050, 15_050, 0, 150_000_000]);
    expect(['$150', '1,500', '150.505', '-5', 'ten', '', '1e3'].map(parseAmount)).toEqual([null, null, null, null, null, null, null]);
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
