import { z } from 'zod';
import { CURRENCIES } from '../enums';
import { SORT_DIRECTIONS } from '../events';
import { paginationSchema, queryChoice, queryDay, queryPaging } from '../query';

/** The deadline reports (spec §9: results within 7 days; GET /api/admin/events-late, /events-finished) and the reminders before and after the due date. */

/** The columns a deadline report sorts on (`?sortBy`); without one, the report's own order (late: longest overdue first; finished: latest event first). */
export const DEADLINE_REPORT_SORTS = ['title', 'endDate', 'dueDate', 'daysLate', 'contingencyAmount'] as const;
export type DeadlineReportSort = (typeof DEADLINE_REPORT_SORTS)[number];

/**
 * `?startDate&endDate` (the events' last day, inclusive), paging (15 a page) and `sortBy` + `sortDirection` (asc unless
 * given). An unknown value is the usual 400 VALIDATION ('Choose one of the options'), as in the other reports' queries.
 */
export const deadlineReportQuerySchema = z.object({
  startDate: queryDay(),
  endDate: queryDay(),
  ...queryPaging(15),
  sortBy: queryChoice(DEADLINE_REPORT_SORTS),
  sortDirection: queryChoice(SORT_DIRECTIONS),
});
export type DeadlineReportQuery = z.output<typeof deadlineReportQuerySchema>;

/** One event of a deadline report: what it is, whose, when results were due, and how late (or early) they are. */
export const deadlineReportEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  promoterId: z.string(),
  series: z.object({ _id: z.string(), name: z.string() }).nullable(),
  currency: z.enum(CURRENCIES),
  contingencyAmount: z.number().int(),
  dueDate: z.string(),
  /** Late: days past the due date today (≥ 1). Finished: days after the due date they came in (≤ 0 on time). */
  daysLate: z.number().int(),
  /** Finished only: when results were first set (ISO), and whether that was by the due date. */
  submittedAt: z.string().nullable(),
  onTime: z.boolean().nullable(),
});
export type DeadlineReportEvent = z.infer<typeof deadlineReportEventSchema>;

/** How late an event is, in days past its due date: 1–7, 8–30, 31–90, more than 90 (the reports' chart). */
export const LATENESS_BUCKETS = ['upTo7Days', 'upTo30Days', 'upTo90Days', 'over90Days'] as const;
export type LatenessBucket = (typeof LATENESS_BUCKETS)[number];

/** The bucket of an event `daysLate` days past its due date (≥ 1; 0 or less is on time and has none). */
export function latenessBucket(daysLate: number): LatenessBucket | null {
  if (daysLate <= 0) return null;
  return daysLate <= 7 ? 'upTo7Days' : daysLate <= 30 ? 'upTo30Days' : daysLate <= 90 ? 'upTo90Days' : 'over90Days';
}

const count = z.number().int();
/**
 * One month of a deadline report's chart: every event the report matches (not one page) whose last day is in that
 * month. Late: all of them are late, by how many days past the due date they are today. Finished: on time, or late
 * by how many days past the due date their results came in. Months without an event are left out.
 */
export const deadlineMonthSchema = z.object({
  /** `YYYY-MM` of the events' last day. */
  month: z.string(),
  /** Finished: results in by the due date (always 0 in the late report). */
  onTime: count,
  late: z.object({ upTo7Days: count, upTo30Days: count, upTo90Days: count, over90Days: count }),
});
export type DeadlineMonth = z.infer<typeof deadlineMonthSchema>;

/** A deadline report's page, and its chart's months (oldest first) over every matching event. */
export const deadlineReportSchema = z.object({ events: z.array(deadlineReportEventSchema), pagination: paginationSchema, byMonth: z.array(deadlineMonthSchema) });
export type DeadlineReport = z.infer<typeof deadlineReportSchema>;

/** A promoter's results are due soon (2 days before the due date) or overdue (the day after): identity mails them. */
export const RESULTS_REMINDER = 'promoter.results-reminder';
export const RESULTS_REMINDER_KINDS = ['dueSoon', 'overdue'] as const;
export type ResultsReminderKind = (typeof RESULTS_REMINDER_KINDS)[number];
export const resultsReminderSchema = z.object({
  promoterId: z.string().min(1),
  eventId: z.string().min(1),
  title: z.string(),
  endDate: z.string(),
  dueDate: z.string(),
  kind: z.enum(RESULTS_REMINDER_KINDS),
  /** The event's page in the promoter's tools (the events service knows the site's address: PUBLIC_URL). */
  link: z.string().url(),
});
export type ResultsReminder = z.infer<typeof resultsReminderSchema>;
