import { MAX_PLACES, resultTypeOf, type ImportFormat, type PayoutType, type ResultStatus, type ResultType, type RowMessage } from '@rr/contracts';
import { columnLetter, type Sheet, type SheetRow } from './read-file.js';
import { CLASS_HEADERS, PAYOUT_WORDS, RESULT_HEADERS, STATUS_WORDS, placeOfCell, placeOfHeader, sheetWord } from './sheet-words.js';

/**
 * The layouts an upload may have (docs/api.md "Uploads"), turned into typed rows with their problems:
 * - classes (`upload-class`, spec §5): a header row, then one row per class: name, optional payout type and start
 *   group columns, then one column per paid place (1, 2, 3 …); amounts are plain numbers, no `$` (`parseAmount`).
 *   Headers and payout types may be written in any language of the app (sheet-words.ts).
 * - results without a header (`upload-class-result`, `upload-all-class-result`, spec §5):
 *   [class,] place, number, rider name, hometown, bike, e-mail, AMA/licence number, VIN, status.
 * - the formatted sheet (`upload-all-formatted-class-result`): blocks of results, each opened by a row holding only
 *   the class name (empty rows between blocks are allowed).
 * - a MyLaps Orbits / Speedhive results export, recognised by its header row (Pos, No., Name …, Class, Laps,
 *   Status): its columns are mapped by name, whatever their order, in any language of the app.
 */

export interface ParsedRow<V> {
  row: number;
  values: V;
  warnings: RowMessage[];
  errors: RowMessage[];
}

export interface ResultValues {
  className: string;
  place: number | null;
  status: ResultStatus;
  riderName: string;
  number: string;
  hometown: string;
  bike: string;
  email: string;
  amaNumber: string;
  vin: string;
  laps: number | null;
  /** The race of the class the line is (a column, or the block's heading); null: the event's own (main or overall). */
  resultType: ResultType | null;
}

export interface ClassValues {
  name: string;
  payoutType: PayoutType;
  startGroup: string;
  /** Cents, 1st place first. */
  places: number[];
}

const message = (id: string, values?: Record<string, string | number>): RowMessage => {
  if (!values) return { id };
  const { column, ...rest } = values;
  return { id, ...(Object.keys(rest).length > 0 ? { values: rest } : {}), ...(column !== undefined ? { column: String(column) } : {}) };
};
const normal = sheetWord;

// ---- money ----

/** A decimal mark and the one or two digits after it, at the end of an amount. */
const DECIMALS = /^(.*\d)([.,])(\d{1,2})$/;
/** Units written plainly, or in groups of three after one to three digits, every group after the same separator. */
const UNITS = /^(?:\d+|\d{1,3}([.,' ])\d{3}(?:\1\d{3})*)$/;

/**
 * An amount of a classes sheet → cents; null when it cannot be read for sure. One rule for every language:
 * - a `.` or `,` followed by exactly one or two digits at the end is the decimal mark: 150.5, 150,50;
 * - any other separator groups thousands: `.`, `,`, a space (the no-break spaces spreadsheets write too) or an
 *   apostrophe, each followed by exactly three digits, one kind in an amount, never the decimal mark itself:
 *   1 500,50, 1.500,50, 1,500.50, 1'500.50;
 * - so a lone separator followed by three digits groups thousands: 1,500 and 1.500 are both 1500 (an amount has cents
 *   at most, so 1.500 is never one and a half), while 12,3456, 1,50,000 or 1,500,50 fit neither reading and are null;
 * - at most seven digits of units; no sign, currency or exponent: $150, 150 €, -5, 1e3 are null (the row's error
 *   says which form is expected).
 */
export function parseAmount(text: string): number | null {
  const plain = text.trim().replace(/[\u00a0\u202f\s]+/g, ' ').replace(/’/g, "'");
  const decimal = DECIMALS.exec(plain);
  const units = decimal ? decimal[1]! : plain;
  const grouped = UNITS.exec(units);
  if (!grouped || (decimal && grouped[1] === decimal[2])) return null;
  const digits = units.replace(/\D/g, '');
  if (digits.length > 7) return null;
  return Number(digits) * 100 + Number((decimal?.[3] ?? '').padEnd(2, '0'));
}

// ---- classes ----

/**
 * The classes sheet (spec §5: a CSV with a header row, one row per class, any number of place columns). Its columns
 * are found by their header, in any language of the app. A payout type cell left empty (or no payout type column) is
 * cash, as a class added in the tools is; a word the sheet words do not know is a row error naming it, never cash. A
 * value in a column whose header is none of these (a "Total" aside) is not read, and the row says so.
 */
export function parseClasses(sheet: Sheet): { rows: Array<ParsedRow<ClassValues>>; headerError: RowMessage | null } {
  const [header, ...body] = sheet.rows.filter(({ cells }) => cells.length > 0);
  if (!header) return { rows: [], headerError: message('validation.import.noPlaces') };
  const columns = header.cells.map(normal);
  const named = columns.findIndex((c) => CLASS_HEADERS.name.has(c));
  const nameColumn = named >= 0 ? named : 0;
  const typeColumn = columns.findIndex((c, index) => index !== nameColumn && CLASS_HEADERS.payoutType.has(c));
  const groupColumn = columns.findIndex((c, index) => index !== nameColumn && CLASS_HEADERS.startGroup.has(c));
  const places = header.cells
    .map((cell, index) => ({ index, place: index === nameColumn || index === typeColumn || index === groupColumn ? null : placeOfHeader(cell) }))
    .filter((c): c is { index: number; place: number } => c.place !== null && c.place >= 1 && c.place <= MAX_PLACES);
  // A header names place 1 (a first row of amounts, '100, 50', is not a header).
  if (!places.some((c) => c.place === 1)) return { rows: [], headerError: message('validation.import.noPlaces') };
  const read = new Set([nameColumn, typeColumn, groupColumn, ...places.map((c) => c.index)]);
  const unread = columns.flatMap((c, index) => (c !== '' && !read.has(index) && !CLASS_HEADERS.total.has(c) ? [index] : []));

  const rows = body.map(({ row, cells }): ParsedRow<ClassValues> => {
    const errors: RowMessage[] = [];
    const warnings = unread.filter((index) => cells[index]).map((index) => message('validation.import.columnIgnored', { column: columnLetter(index), header: header.cells[index]! }));
    const name = cells[nameColumn] ?? '';
    if (!name) errors.push(message('validation.import.classMissing', { column: columnLetter(nameColumn) }));
    let payoutType: PayoutType = 'cash';
    if (typeColumn >= 0 && cells[typeColumn]) {
      const known = PAYOUT_WORDS.get(normal(cells[typeColumn]!));
      if (known) payoutType = known;
      else errors.push(message('validation.import.payoutTypeUnknown', { column: columnLetter(typeColumn), value: cells[typeColumn]! }));
    }
    const amounts: number[] = [];
    for (const { index, place } of places) {
      const cell = cells[index] ?? '';
      if (cell === '') continue;
      const cents = parseAmount(cell);
      if (cents === null) {
        errors.push(message('validation.import.notNumber', { column: columnLetter(index), value: cell }));
        continue;
      }
      amounts[place - 1] = cents;
    }
    const filled = Array.from({ length: amounts.length }, (_, i) => amounts[i] ?? 0);
    return { row, values: { name, payoutType, startGroup: groupColumn >= 0 ? (cells[groupColumn] ?? '') : '', places: filled }, warnings, errors };
  });
  return { rows, headerError: null };
}

// ---- results ----

function readStatus(text: string, warnings: RowMessage[]): ResultStatus {
  const known = STATUS_WORDS.get(normal(text));
  if (known) return known;
  warnings.push(message('validation.import.statusUnknown', { value: text }));
  return 'finished';
}

/** Columns of a results row, by position (plain sheets) or by header (MyLaps). */
interface ResultColumns {
  className?: number;
  place: number;
  number?: number;
  name?: number;
  firstName?: number;
  lastName?: number;
  hometown?: number;
  bike?: number;
  email?: number;
  amaNumber?: number;
  vin?: number;
  status?: number;
  laps?: number;
  resultType?: number;
}

const PLAIN_COLUMNS: ResultColumns = { place: 0, number: 1, name: 2, hometown: 3, bike: 4, email: 5, amaNumber: 6, vin: 7, status: 8 };
const shifted = (columns: ResultColumns, by: number): ResultColumns =>
  Object.fromEntries(Object.entries(columns).map(([key, index]) => [key, (index as number) + by])) as unknown as ResultColumns;

/**
 * The MyLaps (Orbits / Speedhive) header, or any header naming a position, a number and a name column, in any
 * language of the app. Null for any other first row. Beside a first-name column, a name column holds the last name
 * ('Prénom, Nom', 'Vorname, Name'); beside a last-name column, the first name ('Nombre, Apellidos', 'Nome, Cognome').
 */
export function myLapsColumns(header: string[]): ResultColumns | null {
  const names = header.map(normal);
  const find = (key: keyof ResultColumns) => {
    const index = names.findIndex((name) => RESULT_HEADERS[key].has(name));
    return index >= 0 ? index : undefined;
  };
  const place = find('place');
  const number = find('number');
  let name = find('name');
  let firstName = find('firstName');
  let lastName = find('lastName');
  if (name !== undefined && firstName !== undefined && lastName === undefined) [lastName, name] = [name, undefined];
  else if (name !== undefined && lastName !== undefined && firstName === undefined) [firstName, name] = [name, undefined];
  if (place === undefined || number === undefined || (name === undefined && lastName === undefined)) return null;
  const columns: ResultColumns = { place, number };
  for (const key of ['name', 'firstName', 'lastName', 'className', 'hometown', 'bike', 'email', 'amaNumber', 'vin', 'status', 'laps', 'resultType'] as const) {
    const index = key === 'name' ? name : key === 'firstName' ? firstName : key === 'lastName' ? lastName : find(key);
    if (index !== undefined) columns[key] = index;
  }
  return columns;
}

const looksLikeHeader = (cells: string[], placeIndex: number) => {
  const first = normal(cells[placeIndex] ?? '');
  return first !== '' && !/^\d/.test(first) && (RESULT_HEADERS.place.has(first) || RESULT_HEADERS.className.has(first));
};

/**
 * A block's heading in the formatted sheet: a class, a class with its race after a separator ('450 Pro - Moto 1',
 * '250 B · LCQ', 'Open (Main event)'), or a race alone under the class's heading ('Moto 2').
 */
export function blockHeading(text: string): { className: string | null; resultType: ResultType | null } {
  const alone = resultTypeOf(text);
  if (alone) return { className: null, resultType: alone };
  const match = /^(.*\S)\s*(?:[-–—·:|/]\s*|\()([^()]+?)\)?\s*$/.exec(text);
  const suffix = match ? resultTypeOf(match[2]!) : null;
  return suffix ? { className: match![1]!.trim(), resultType: suffix } : { className: text, resultType: null };
}

function resultRow(source: SheetRow, columns: ResultColumns, className: string | null, blockType: ResultType | null = null): ParsedRow<ResultValues> {
  const { row, cells } = source;
  const at = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? ''));
  const warnings: RowMessage[] = [];
  const errors: RowMessage[] = [];

  const cls = className ?? at(columns.className);
  if (!cls) errors.push(message('validation.import.classMissing', { column: columnLetter(columns.className ?? 0) }));

  let status = columns.status === undefined ? 'finished' : readStatus(at(columns.status), warnings);
  const placeText = at(columns.place);
  const place = placeOfCell(placeText);
  const placeWord = normal(placeText);
  // Without a place: a status in its stead (a timing export's DNF), or none on a line whose status says why.
  if (place === null && placeWord !== '' && STATUS_WORDS.has(placeWord)) status = STATUS_WORDS.get(placeWord)!;
  else if (place === null && !(placeText === '' && status !== 'finished')) errors.push(message('validation.import.placeMissing', { column: columnLetter(columns.place) }));

  const joined = [at(columns.firstName), at(columns.lastName)].filter(Boolean).join(' ');
  const riderName = (at(columns.name) || joined).replace(/\s+/g, ' ').trim();
  if (!riderName) errors.push(message('validation.import.nameMissing', { column: columnLetter(columns.name ?? columns.lastName ?? 2) }));

  let email = at(columns.email).toLowerCase();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    warnings.push(message('validation.import.emailIgnored', { value: email }));
    email = '';
  }
  const vin = at(columns.vin).toUpperCase().replace(/\s+/g, '');
  const lapsText = at(columns.laps);
  // The line's race: its column when the sheet has one (a value it does not know is the event's own, said), else the block's.
  const typeText = at(columns.resultType).trim();
  let resultType = blockType;
  if (typeText !== '') {
    resultType = resultTypeOf(typeText);
    if (!resultType) warnings.push(message('validation.import.resultTypeUnknown', { value: typeText.slice(0, 40) }));
  }
  return {
    row,
    values: {
      className: cls,
      place,
      status,
      riderName: riderName.slice(0, 200),
      number: at(columns.number).slice(0, 20),
      hometown: at(columns.hometown).slice(0, 200),
      bike: at(columns.bike).slice(0, 200),
      email: email.slice(0, 254),
      amaNumber: at(columns.amaNumber).slice(0, 50),
      vin: vin.length === 17 ? vin : '',
      laps: /^\d{1,4}$/.test(lapsText) ? Number(lapsText) : null,
      resultType,
    },
    warnings,
    errors,
  };
}

export type ResultLayout = 'classResults' | 'allClassResults' | 'formattedResults';

/**
 * Result lines of a sheet. `fixedClass` is the class of a one-class upload. Lines without a place (DNF/DNS in a
 * timing export) are placed after the class's finishers, in file order; a place used twice in a class is an error.
 */
export function parseResults(sheet: Sheet, layout: ResultLayout, fixedClass: string | null): { format: ImportFormat; rows: Array<ParsedRow<ResultValues>> } {
  const nonEmpty = sheet.rows.filter(({ cells }) => cells.some((cell) => cell !== ''));
  const first = nonEmpty[0];
  const myLaps = first ? myLapsColumns(first.cells) : null;
  let rows: Array<ParsedRow<ResultValues>> = [];
  let format: ImportFormat = sheet.format;

  if (myLaps) {
    format = 'mylaps';
    rows = nonEmpty.slice(1).map((source) => resultRow(source, myLaps, fixedClass));
  } else if (layout === 'formattedResults') {
    let current: string | null = null;
    let currentType: ResultType | null = null;
    for (const source of nonEmpty) {
      const filled = source.cells.filter((cell) => cell !== '');
      if (filled.length === 1 && !/^\d+$/.test(filled[0]!)) {
        // A class's heading (perhaps with its race), or a race's heading under the class's.
        const heading = blockHeading(filled[0]!);
        if (heading.className !== null) current = heading.className;
        currentType = heading.resultType;
        continue;
      }
      if (looksLikeHeader(source.cells, 0)) {
        rows.push({ row: source.row, values: emptyValues(), warnings: [message('validation.import.headerSkipped')], errors: [] });
        continue;
      }
      rows.push(resultRow(source, PLAIN_COLUMNS, current ?? '', currentType));
    }
  } else {
    const columns = layout === 'allClassResults' ? { ...shifted(PLAIN_COLUMNS, 1), className: 0 } : PLAIN_COLUMNS;
    for (const source of nonEmpty) {
      if (rows.length === 0 && looksLikeHeader(source.cells, columns.place)) {
        rows.push({ row: source.row, values: emptyValues(), warnings: [message('validation.import.headerSkipped')], errors: [] });
        continue;
      }
      rows.push(resultRow(source, columns, layout === 'classResults' ? fixedClass : null));
    }
  }
  if (fixedClass !== null) for (const row of rows) if (row.values.riderName) row.values.className = fixedClass;
  placeUnplaced(rows);
  return { format, rows };
}

const emptyValues = (): ResultValues => ({ className: '', place: null, status: 'finished', riderName: '', number: '', hometown: '', bike: '', email: '', amaNumber: '', vin: '', laps: null, resultType: null });

/** True for the rows a commit writes (a skipped header row is shown in the preview and written nowhere). */
export const isLine = (row: ParsedRow<ResultValues>) => row.values.riderName !== '' || row.errors.length > 0;

function placeUnplaced(rows: Array<ParsedRow<ResultValues>>): void {
  const byClass = new Map<string, Array<ParsedRow<ResultValues>>>();
  for (const row of rows) {
    if (!isLine(row)) continue;
    // Places are a class's per race: moto 1 and moto 2 each have a 1st.
    const key = `${row.values.className.trim().toLowerCase()}|${row.values.resultType ?? ''}`;
    byClass.set(key, [...(byClass.get(key) ?? []), row]);
  }
  for (const lines of byClass.values()) {
    const seen = new Set<number>();
    for (const line of lines) {
      const place = line.values.place;
      if (place === null) continue;
      if (seen.has(place)) line.errors.push(message('validation.import.duplicatePlace', { place, className: line.values.className }));
      seen.add(place);
    }
    let next = Math.max(0, ...seen) + 1;
    for (const line of lines) {
      if (line.values.place === null && line.errors.length === 0) line.values.place = next++;
    }
  }
}
