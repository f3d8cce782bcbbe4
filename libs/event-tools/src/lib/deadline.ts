import type { ResultsDeadline } from '@rr/contracts';

/**
 * Spec §9: results are due 7 days after the event (the contracts' RESULTS_DUE_DAYS; a test keeps them equal). Not
 * imported: the badge is on the promoter's start page, which would otherwise load every schema for one number.
 */
export const RESULTS_DUE_DAYS = 7;

/**
 * Where an event stands with its results (spec §9: due within 7 days of the event): `upcoming` before the event
 * ends (more than 7 days to the due date), `dueIn` the days after it, `today` on the due date, `late` past it,
 * `in` once results are set; a canceled event owes none.
 */
export type DeadlineStatus =
  | { kind: 'canceled' }
  | { kind: 'in' }
  | { kind: 'late'; days: number }
  | { kind: 'today' }
  | { kind: 'dueIn'; days: number }
  | { kind: 'upcoming'; days: number };

export function deadlineStatus(deadline: ResultsDeadline, canceled = false): DeadlineStatus {
  if (canceled) return { kind: 'canceled' };
  if (deadline.resultsSet) return { kind: 'in' };
  if (deadline.late || deadline.daysLeft < 0) return { kind: 'late', days: Math.max(1, -deadline.daysLeft) };
  if (deadline.daysLeft === 0) return { kind: 'today' };
  if (deadline.daysLeft <= RESULTS_DUE_DAYS) return { kind: 'dueIn', days: deadline.daysLeft };
  return { kind: 'upcoming', days: deadline.daysLeft };
}

/** Whether the promoter owes results now: the event is over and results are due or late. */
export function resultsOwed(status: DeadlineStatus): boolean {
  return status.kind === 'dueIn' || status.kind === 'today' || status.kind === 'late';
}
