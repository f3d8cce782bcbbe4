// Which columns of a table the user has hidden, remembered per table in localStorage. Pure helpers + storage.
import type { VisibilityState } from '@tanstack/react-table';

/** The localStorage key of a table's hidden columns. */
export function columnStorageKey(tableId: string): string {
  return `rr.table.${tableId}.hidden`;
}

/** How a column the table hides until asked (`hiddenByDefault`) is remembered as shown: its id after this mark. */
const SHOWN_MARK = '+';

/**
 * The hidden columns stored as a JSON list: an id is a column the user hid; `+id` one hidden by default that the user
 * chose to show. Columns hidden by default stay hidden unless so marked (a list written before they existed keeps
 * them hidden too). Unknown or unhideable ids are dropped; anything but a list means the defaults.
 */
export function parseHiddenColumns(raw: string | null, hideable: readonly string[], hiddenByDefault: readonly string[] = []): string[] {
  const defaults = hiddenByDefault.filter((id) => hideable.includes(id));
  if (!raw) return defaults;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (!Array.isArray(value)) return defaults;
  const ids = value.filter((id): id is string => typeof id === 'string');
  const shown = new Set(ids.filter((id) => id.startsWith(SHOWN_MARK)).map((id) => id.slice(SHOWN_MARK.length)));
  const hidden = [...ids.filter((id) => hideable.includes(id)), ...defaults.filter((id) => !shown.has(id))];
  return [...new Set(hidden)];
}

/** What is stored for a table's hidden columns: null when they are the defaults (nothing to remember). */
export function storedHiddenColumns(hidden: readonly string[], hiddenByDefault: readonly string[] = []): string | null {
  const sameAsDefaults = hidden.length === hiddenByDefault.length && hidden.every((id) => hiddenByDefault.includes(id));
  if (sameAsDefaults) return null;
  const shownAnyway = hiddenByDefault.filter((id) => !hidden.includes(id)).map((id) => `${SHOWN_MARK}${id}`);
  return JSON.stringify([...hidden, ...shownAnyway]);
}

/** TanStack's visibility state for a list of hidden columns. */
export function visibilityOf(hidden: readonly string[]): VisibilityState {
  return Object.fromEntries(hidden.map((id) => [id, false]));
}

/** The hidden list after a column is shown or hidden. */
export function withColumnShown(hidden: readonly string[], id: string, shown: boolean): string[] {
  return shown ? hidden.filter((h) => h !== id) : hidden.includes(id) ? [...hidden] : [...hidden, id];
}

/** Reads a table's hidden columns (the defaults when storage is unavailable, e.g. private mode). */
export function loadHiddenColumns(tableId: string, hideable: readonly string[], hiddenByDefault: readonly string[] = []): string[] {
  try {
    return parseHiddenColumns(window.localStorage.getItem(columnStorageKey(tableId)), hideable, hiddenByDefault);
  } catch {
    return parseHiddenColumns(null, hideable, hiddenByDefault);
  }
}

/** Remembers a table's hidden columns; storage failures only mean the choice is not remembered. */
export function saveHiddenColumns(tableId: string, hidden: readonly string[], hiddenByDefault: readonly string[] = []): void {
  try {
    const stored = storedHiddenColumns(hidden, hiddenByDefault);
    if (stored === null) window.localStorage.removeItem(columnStorageKey(tableId));
    else window.localStorage.setItem(columnStorageKey(tableId), stored);
  } catch {
    // Not remembered; the choice holds until the page is left.
  }
}
