// Which columns of a table the user has hidden, remembered per table in localStorage. Pure helpers + storage.
import type { VisibilityState } from '@tanstack/react-table';

/** The localStorage key of a table's hidden columns. */
export function columnStorageKey(tableId: string): string {
  return `rr.table.${tableId}.hidden`;
}

/** The hidden columns stored as a JSON list; unknown or unhideable ids and malformed values are dropped. */
export function parseHiddenColumns(raw: string | null, hideable: readonly string[]): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? [...new Set(value.filter((id): id is string => typeof id === 'string' && hideable.includes(id)))] : [];
  } catch {
    return [];
  }
}

/** TanStack's visibility state for a list of hidden columns. */
export function visibilityOf(hidden: readonly string[]): VisibilityState {
  return Object.fromEntries(hidden.map((id) => [id, false]));
}

/** The hidden list after a column is shown or hidden. */
export function withColumnShown(hidden: readonly string[], id: string, shown: boolean): string[] {
  return shown ? hidden.filter((h) => h !== id) : hidden.includes(id) ? [...hidden] : [...hidden, id];
}

/** Reads a table's hidden columns (none when storage is unavailable, e.g. private mode). */
export function loadHiddenColumns(tableId: string, hideable: readonly string[]): string[] {
  try {
    return parseHiddenColumns(window.localStorage.getItem(columnStorageKey(tableId)), hideable);
  } catch {
    return [];
  }
}

/** Remembers a table's hidden columns; storage failures only mean the choice is not remembered. */
export function saveHiddenColumns(tableId: string, hidden: readonly string[]): void {
  try {
    if (hidden.length === 0) window.localStorage.removeItem(columnStorageKey(tableId));
    else window.localStorage.setItem(columnStorageKey(tableId), JSON.stringify(hidden));
  } catch {
    // Not remembered; the choice holds until the page is left.
  }
}
