/**
 * The employee who served last on this tablet, remembered so the next redemption starts with their name and the
 * employee need not type it again for every rider at the counter. Kept in this browser only (localStorage); a browser
 * that refuses storage simply does not remember.
 */
export const EMPLOYEE_STORAGE_KEY = 'rr.dealer.employeeName';

type NameStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): NameStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The last employee name used here, or ''. */
export function recalledEmployee(storage: NameStorage | null = browserStorage()): string {
  try {
    return storage?.getItem(EMPLOYEE_STORAGE_KEY)?.trim() ?? '';
  } catch {
    return '';
  }
}

/** Remembers the employee of a redemption that went through (a blank name is not kept). */
export function rememberEmployee(name: string, storage: NameStorage | null = browserStorage()): void {
  const trimmed = name.trim();
  if (!trimmed) return;
  try {
    storage?.setItem(EMPLOYEE_STORAGE_KEY, trimmed);
  } catch {
    // Storage full or refused (private mode): the name is typed again next time.
  }
}
