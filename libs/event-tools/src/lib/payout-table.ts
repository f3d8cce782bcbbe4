import { type ManagedClass, type PayoutType } from '@rr/contracts';
import { formatMoneyInput, parseMoneyInput } from '@rr/contracts/money-input';

/**
 * The payout table as the classes editor holds it (spec §3 Class: a name, a payout type, a start group and any number
 * of place columns): amounts as typed, in major units. `_id` keeps a saved class (its results stay attached to it).
 */
export interface ClassRow {
  _id?: string;
  name: string;
  payoutType: PayoutType;
  startGroup: string;
  places: string[];
}

/** The table's rows from the event's classes, amounts written as the locale writes them (`formatMoneyInput`). */
export function rowsOf(classes: readonly ManagedClass[], locale = 'en'): ClassRow[] {
  return classes.map((c) => ({ _id: c._id, name: c.name, payoutType: c.payoutType, startGroup: c.startGroup, places: c.places.map((cents) => formatMoneyInput(cents, locale)) }));
}

/** How many place columns the table shows: the longest class, and at least one. */
export function placeColumns(rows: readonly ClassRow[]): number {
  return Math.max(1, ...rows.map((row) => row.places.length));
}

/** A new, empty class with a cell for each column. */
export function newClassRow(columns: number): ClassRow {
  return { name: '', payoutType: 'cash', startGroup: '', places: Array.from({ length: columns }, () => '') };
}

/** One more place column at the end, in every class. */
export function withPlaceAdded(rows: readonly ClassRow[]): ClassRow[] {
  const columns = placeColumns(rows) + 1;
  return rows.map((row) => ({ ...row, places: Array.from({ length: columns }, (_, i) => row.places[i] ?? '') }));
}

/** Place `index` (0 = 1st) taken out of every class: the places after it move up one. */
export function withPlaceRemoved(rows: readonly ClassRow[], index: number): ClassRow[] {
  return rows.map((row) => ({ ...row, places: Array.from({ length: row.places.length }, (_, i) => row.places[i] ?? '').filter((_, i) => i !== index) }));
}

/** A cell the contract will refuse: not blank and not an amount. */
export function badAmount(text: string | undefined, locale = 'en'): boolean {
  return text !== undefined && text.trim() !== '' && parseMoneyInput(text, locale) === null;
}

/** What a class pays for all its places, in cents; cells that are not amounts count as nothing. */
export function rowTotal(row: Pick<ClassRow, 'places'>, locale = 'en'): number {
  return Array.from({ length: row.places.length }, (_, i) => row.places[i] ?? '').reduce((sum, text) => sum + (parseMoneyInput(text, locale) ?? 0), 0);
}

/**
 * The body of `PUT /api/event/{id}/classes` (`classesInputSchema`): names and start groups trimmed, places in cents.
 * Blank cells pay nothing; blank cells at the end are left out (a shorter class pays fewer places). A cell that is not
 * an amount is sent as NaN, which the contract refuses with its 'money' message on that class's places.
 */
export function classesBody(rows: readonly ClassRow[], locale = 'en'): { classes: Array<{ _id?: string; name: string; payoutType: PayoutType; startGroup: string; places: number[] }> } {
  return {
    classes: rows.map((row) => {
      // Cells never typed in are holes in the form's array: blank, like an empty cell.
      const places = Array.from({ length: row.places.length }, (_, i) => row.places[i] ?? '');
      while (places.length > 0 && (places[places.length - 1] ?? '').trim() === '') places.pop();
      return {
        ...(row._id ? { _id: row._id } : {}),
        name: row.name.trim(),
        payoutType: row.payoutType,
        startGroup: row.startGroup.trim(),
        places: places.map((text) => (text.trim() === '' ? 0 : (parseMoneyInput(text, locale) ?? Number.NaN))),
      };
    }),
  };
}
