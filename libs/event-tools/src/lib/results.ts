import type { ImportRow, ManagedClass, ManagedResult } from '@rr/contracts';

/** Lines to resolve shown at once, and result lines per page of a class's table: a 2,000-line event stays a page. */
export const EXCEPTIONS_PER_PAGE = 10;
export const LINES_PER_PAGE = 25;
/** Up to this many lines every class's table starts open; a bigger event starts with each class's summary. */
export const OPEN_CLASSES_UP_TO = 200;

/** A line still to resolve: it matched no programme rider, or several. */
export function isException(result: Pick<ManagedResult, 'match'>): boolean {
  return result.match.status === 'unmatched' || result.match.status === 'ambiguous';
}

/** The event's lines to resolve, by class as the payout table orders them, then by place. */
export function exceptionsOf(classes: readonly ManagedClass[], results: readonly ManagedResult[]): ManagedResult[] {
  const order = new Map(classes.map((c, index) => [c._id, index]));
  return results.filter(isException).sort((a, b) => (order.get(a.classId) ?? 0) - (order.get(b.classId) ?? 0) || a.place - b.place);
}

/** Each class of the payout table with its lines by place; classes without results are kept (empty). */
export function resultsByClass(classes: readonly ManagedClass[], results: readonly ManagedResult[]): Array<{ eventClass: ManagedClass; lines: ManagedResult[] }> {
  return classes.map((eventClass) => ({
    eventClass,
    lines: results.filter((r) => r.classId === eventClass._id).sort((a, b) => a.place - b.place || a.riderName.localeCompare(b.riderName)),
  }));
}

/** How a preview row reads: red with errors (it blocks the import), amber with warnings, else fine. */
export function rowTone(row: Pick<ImportRow, 'errors' | 'warnings'>): 'error' | 'warning' | 'ok' {
  if (row.errors.length > 0) return 'error';
  if (row.warnings.length > 0) return 'warning';
  return 'ok';
}
