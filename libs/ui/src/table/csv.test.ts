import { describe, expect, it } from 'vitest';
import { UTF8_BOM, csvField, csvFileName, neutraliseFormula, toCsv, type CsvColumn } from './csv';

/** Reads one CSV line back the way a spreadsheet would (RFC 4180), to check what the fields hold. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

describe('formula neutralising (CSV injection)', () => {
  const dangerous = ['=', '+', '-', '@', '\t', '\r'];
  const payloads = ['1+2', 'SUM(A1:A9)', 'HYPERLINK("http://evil","x")', 'cmd|\' /C calc\'!A0', '', ' ', '=', 'a,b', 'a"b', 'line\nbreak'];

  it.each(dangerous.flatMap((start) => payloads.map((rest) => [start, rest] as const)))('a cell starting with %j (then %j) is prefixed with a quote', (start, rest) => {
    const value = `${start}${rest}`;
    expect(neutraliseFormula(value)).toBe(`'${value}`);
    // What a spreadsheet reads back from the field is the neutralised text, whatever the quoting.
    expect(parseCsv(`${csvField(value)}\r\n`)).toEqual([[`'${value}`]]);
  });

  it.each(['Kim', 'kim@example.com', 'a=b', 'x-1', '1+1', "'=already", ' =1', '', 'Zoë Müller', '日本'])('leaves %j as it is', (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });

  it('does not touch numbers, booleans and dates (not typed by a user)', () => {
    expect(neutraliseFormula(-5)).toBe('-5');
    expect(neutraliseFormula(1.5)).toBe('1.5');
    expect(neutraliseFormula(true)).toBe('true');
    expect(neutraliseFormula(new Date('2025-03-01T10:00:00.000Z'))).toBe('2025-03-01T10:00:00.000Z');
    expect(neutraliseFormula(new Date('nope'))).toBe('');
    expect(neutraliseFormula(null)).toBe('');
    expect(neutraliseFormula(undefined)).toBe('');
  });
});

describe('csvField (RFC 4180 quoting)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['', ''],
  ])('%j → %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it.each(['a,b', 'say "hi"', 'two\r\nlines', ',"\n', '""', 'Zoë, "Z" Müller\n2nd'])('round-trips %j through a reader', (value) => {
    expect(parseCsv(`${csvField(value)}\r\n`)).toEqual([[value]]);
  });
});

describe('toCsv', () => {
  interface Row {
    name: string;
    bikes: number;
    note: string | null;
  }
  const columns: CsvColumn<Row>[] = [
    { label: 'Nom', value: (row) => row.name },
    { label: 'Motos', value: (row) => row.bikes },
    { label: 'Note, libre', value: (row) => row.note },
  ];

  it('starts with the UTF-8 byte-order mark, then a header line from the labels, CRLF line ends', () => {
    const csv = toCsv([{ name: 'Zoë', bikes: 2, note: null }], columns);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toBe(`${UTF8_BOM}Nom,Motos,"Note, libre"\r\nZoë,2,\r\n`);
    // Encoded as UTF-8 the file starts EF BB BF, so Excel reads the accents right.
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes one line per row, quoted and neutralised as needed', () => {
    const csv = toCsv(
      [
        { name: '=HYPERLINK("x")', bikes: 0, note: 'a\nb' },
        { name: 'Lee, Ann', bikes: -1, note: '@home' },
      ],
      columns,
      { bom: false },
    );
    expect(parseCsv(csv)).toEqual([
      ['Nom', 'Motos', 'Note, libre'],
      ["'=HYPERLINK(\"x\")", '0', 'a\nb'],
      ['Lee, Ann', '-1', "'@home"],
    ]);
  });

  it('is only the header line when there are no rows', () => {
    expect(toCsv([], columns, { bom: false })).toBe('Nom,Motos,"Note, libre"\r\n');
  });
});

describe('csvFileName', () => {
  it('names the file after the list and the day', () => {
    expect(csvFileName('riders', new Date(2025, 2, 1))).toBe('riders-2025-03-01.csv');
    expect(csvFileName('Rider Manager / page 2', new Date(2025, 11, 31))).toBe('rider-manager-page-2-2025-12-31.csv');
    expect(csvFileName('  ', new Date(2025, 0, 5))).toBe('export-2025-01-05.csv');
  });
});
