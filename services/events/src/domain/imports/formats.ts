import { MAX_PLACES, PAYOUT_TYPES, type ImportFormat, type PayoutType, type ResultStatus, type RowMessage } from '@rr/contracts';
import { columnLetter, type Sheet, type SheetRow } from './read-file.js';

/**
 * The layouts an upload may have (docs/api.md "Uploads"), turned into typed rows with their problems:
 * - classes (`upload-class`, spec §5): a header row, then one row per class: name, optional payout type and start
 *   group columns, then one column per paid place (1, 2, 3 …); amounts are plain numbers, no `$`.
 * - results without a header (`upload-class-result`, `upload-all-class-result`, spec §5):
 *   [class,] place, number, rider name, hometown, bike, e-mail, AMA/licence number, VIN, status.
 * - the formatted sheet (`upload-all-formatted-class-result`): blocks of results, each opened by a row holding only
 *   the class name (empty rows between blocks are allowed).
 * - a MyLaps Orbits / Speedhive results export, recognised by its header row (Pos, No., Name …, Class, Laps,
 *   Status): its columns are mapped by name, whatever their order.
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
const normal = (text: string) => text.trim().toLowerCase().replace(/[\s_.:-]+/g, ' ').trim();

// ---- money ----

/** '150', '150.5', '150.50', '1500' → cents; anything else (a `$`, a comma, words) → null. */
export function parseAmount(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

// ---- classes ----

const PAYOUT_WORDS: ReadonlyMap<string, PayoutType> = new Map([
  ...PAYOUT_TYPES.map((type) => [type.toLowerCase(), type] as const),
  ['cash', 'cash'],
  ['dealer credit', 'dealerCredit'],
  ['credit', 'dealerCredit'],
  ['dealer', 'dealerCredit'],
  ['no payout', 'noPayout'],
  ['none', 'noPayout'],
  ['no', 'noPayout'],
]);

/** A place column's header: 1, 1st, P1, Place 1, #1. */
function placeOfHeader(header: string): number | null {
  const match = /^(?:p|place|pos|#)?\s*(\d{1,3})(?:st|nd|rd|th)?$/.exec(normal(header));
  return match ? Number(match[1]) : null;
}

/** The classes sheet (spec §5: a CSV with a header row, one row per class, any number of place columns). */
export function parseClasses(sheet: Sheet): { rows: Array<ParsedRow<ClassValues>>; headerError: RowMessage | null } {
  const [header, ...body] = sheet.rows.filter(({ cells }) => cells.length > 0);
  if (!header) return { rows: [], headerError: message('validation.import.noPlaces') };
  const columns = header.cells.map(normal);
  const named = columns.findIndex((c) => c === 'class' || c === 'name' || c === 'class name');
  const nameColumn = named >= 0 ? named : 0;
  const typeColumn = columns.findIndex((c) => c === 'payout type' || c === 'type' || c === 'payout');
  const groupColumn = columns.findIndex((c) => c === 'start group' || c === 'group');
  const places = header.cells
    .map((cell, index) => ({ index, place: index === nameColumn ? null : placeOfHeader(cell) }))
    .filter((c): c is { index: number; place: number } => c.place !== null && c.place <= MAX_PLACES);
  // A header names place 1 (a first row of amounts, '100, 50', is not a header).
  if (!places.some((c) => c.place === 1)) return { rows: [], headerError: message('validation.import.noPlaces') };

  const rows = body.map(({ row, cells }): ParsedRow<ClassValues> => {
    const errors: RowMessage[] = [];
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
    return { row, values: { name, payoutType, startGroup: groupColumn >= 0 ? (cells[groupColumn] ?? '') : '', places: filled }, warnings: [], errors };
  });
  return { rows, headerError: null };
}

// ---- results ----

const STATUS_WORDS: ReadonlyMap<string, ResultStatus> = new Map([
  ['', 'finished'],
  ['finished', 'finished'],
  ['fin', 'finished'],
  ['ok', 'finished'],
  ['running', 'finished'],
  ['classified', 'finished'],
  ['dnf', 'DNF'],
  ['did not finish', 'DNF'],
  ['dq', 'DNF'],
  ['dsq', 'DNF'],
  ['disqualified', 'DNF'],
  ['nc', 'DNF'],
  ['not classified', 'DNF'],
  ['dns', 'DNS'],
  ['did not start', 'DNS'],
]);

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
}

const PLAIN_COLUMNS: ResultColumns = { place: 0, number: 1, name: 2, hometown: 3, bike: 4, email: 5, amaNumber: 6, vin: 7, status: 8 };
const shifted = (columns: ResultColumns, by: number): ResultColumns =>
  Object.fromEntries(Object.entries(columns).map(([key, index]) => [key, (index as number) + by])) as unknown as ResultColumns;

const HEADER_NAMES: Record<keyof ResultColumns, readonly string[]> = {
  place: ['pos', 'position', 'place', 'plc', 'rank', 'pos overall', 'overall'],
  number: ['no', 'nr', '#', 'number', 'bib', 'plate', 'race no', 'race number', 'num'],
  name: ['name', 'rider', 'driver', 'competitor', 'rider name', 'full name'],
  firstName: ['first name', 'firstname', 'first'],
  lastName: ['last name', 'lastname', 'last', 'surname'],
  className: ['class', 'category', 'class name', 'division'],
  hometown: ['hometown', 'home town', 'city', 'town', 'from'],
  bike: ['bike', 'vehicle', 'make', 'motorcycle', 'machine', 'brand'],
  email: ['email', 'e mail', 'e-mail'],
  amaNumber: ['ama', 'ama number', 'ama no', 'licence', 'license', 'licence number', 'license number', 'member'],
  vin: ['vin'],
  status: ['status', 'sts', 'state', 'result status'],
  laps: ['laps', 'lap', 'lps'],
};

/** The MyLaps (Orbits / Speedhive) header: a position, a number and a name column. Null for any other first row. */
export function myLapsColumns(header: string[]): ResultColumns | null {
  const names = header.map(normal);
  const find = (key: keyof ResultColumns) => {
    const index = names.findIndex((name) => HEADER_NAMES[key].includes(name));
    return index >= 0 ? index : undefined;
  };
  const place = find('place');
  const number = find('number');
  const name = find('name');
  const firstName = find('firstName');
  const lastName = find('lastName');
  if (place === undefined || number === undefined || (name === undefined && lastName === undefined)) return null;
  const columns: ResultColumns = { place, number };
  for (const key of ['name', 'firstName', 'lastName', 'className', 'hometown', 'bike', 'email', 'amaNumber', 'vin', 'status', 'laps'] as const) {
    const index = key === 'name' ? name : key === 'firstName' ? firstName : key === 'lastName' ? lastName : find(key);
    if (index !== undefined) columns[key] = index;
  }
  return columns;
}

const looksLikeHeader = (cells: string[], placeIndex: number) => {
  const first = normal(cells[placeIndex] ?? '');
  return first !== '' && !/^\d/.test(first) && HEADER_NAMES.place.concat(['class']).includes(first);
};

function resultRow(source: SheetRow, columns: ResultColumns, className: string | null): ParsedRow<ResultValues> {
  const { row, cells } = source;
  const at = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? ''));
  const warnings: RowMessage[] = [];
  const errors: RowMessage[] = [];

  const cls = className ?? at(columns.className);
  if (!cls) errors.push(message('validation.import.classMissing', { column: columnLetter(columns.className ?? 0) }));

  let status = columns.status === undefined ? 'finished' : readStatus(at(columns.status), warnings);
  const placeText = at(columns.place);
  let place: number | null = null;
  if (/^\d{1,5}$/.test(placeText) && Number(placeText) >= 1) place = Number(placeText);
  else if (STATUS_WORDS.has(normal(placeText)) && normal(placeText) !== '') status = STATUS_WORDS.get(normal(placeText))!;
  else if (placeText === '' && status !== 'finished') place = null;
  else errors.push(message('validation.import.placeMissing', { column: columnLetter(columns.place) }));

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
    for (const source of nonEmpty) {
      const filled = source.cells.filter((cell) => cell !== '');
      if (filled.length === 1 && !/^\d+$/.test(filled[0]!)) {
        current = filled[0]!;
        continue;
      }
      if (looksLikeHeader(source.cells, 0)) {
        rows.push({ row: source.row, values: emptyValues(), warnings: [message('validation.import.headerSkipped')], errors: [] });
        continue;
      }
      rows.push(resultRow(source, PLAIN_COLUMNS, current ?? ''));
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

const emptyValues = (): ResultValues => ({ className: '', place: null, status: 'finished', riderName: '', number: '', hometown: '', bike: '', email: '', amaNumber: '', vin: '', laps: null });

/** True for the rows a commit writes (a skipped header row is shown in the preview and written nowhere). */
export const isLine = (row: ParsedRow<ResultValues>) => row.values.riderName !== '' || row.errors.length > 0;

function placeUnplaced(rows: Array<ParsedRow<ResultValues>>): void {
  const byClass = new Map<string, Array<ParsedRow<ResultValues>>>();
  for (const row of rows) {
    if (!isLine(row)) continue;
    const key = row.values.className.trim().toLowerCase();
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
