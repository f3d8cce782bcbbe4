import { z } from 'zod';
import { CURRENCIES, EVENT_TYPES, PAYOUT_TYPES } from '../enums';
import { managedBonusSchema } from './bonuses';
import { importPreviewSchema } from './imports';
import { lineMatchSchema } from './line-match';
import { RESULT_STATUSES } from './vocabulary';

/** What the promoter's and the administrator's event tools read: the event with its classes, lines, bonuses, timecards and uploads. */

/** A result line as the tools show it: the public fields plus how it was matched and where it came from. */
export const managedResultSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  className: z.string(),
  place: z.number().int(),
  status: z.enum(RESULT_STATUSES),
  resultType: z.string(),
  riderName: z.string(),
  number: z.string(),
  bike: z.string(),
  hometown: z.string(),
  email: z.string(),
  amaNumber: z.string(),
  vin: z.string(),
  payout: z.number().int(),
  payoutType: z.enum(PAYOUT_TYPES),
  eligibility: z.string(),
  match: lineMatchSchema,
  sourceRow: z.number().int().nullable(),
});
export type ManagedResult = z.infer<typeof managedResultSchema>;

export const managedClassSchema = z.object({
  _id: z.string(),
  name: z.string(),
  payoutType: z.enum(PAYOUT_TYPES),
  startGroup: z.string(),
  places: z.array(z.number().int()),
  total: z.number().int(),
});
export type ManagedClass = z.infer<typeof managedClassSchema>;

/** Results are due `RESULTS_DUE_DAYS` after the last day; `late` once that day has passed without results. */
export const resultsDeadlineSchema = z.object({
  dueDate: z.string(),
  daysLeft: z.number().int(),
  resultsSet: z.boolean(),
  late: z.boolean(),
});
export type ResultsDeadline = z.infer<typeof resultsDeadlineSchema>;

/** A timecard of the event (spec §2 "timecard upload"): a scan or PDF of a timing sheet, kept as proof of the results. */
export const managedTimecardSchema = z.object({ _id: z.string(), fileName: z.string(), contentType: z.string(), size: z.number().int(), uploadedAt: z.string() });
export type ManagedTimecard = z.infer<typeof managedTimecardSchema>;
/** What a timecard may be, by its content: PDF, PNG, JPEG or WebP. */
export const TIMECARD_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

/** `GET /api/event/{id}/manage`: everything the event tools edit, for the event's promoter and staff only. */
export const managedEventSchema = z.object({
  event: z.object({
    _id: z.string(),
    title: z.string(),
    type: z.enum(EVENT_TYPES),
    startDate: z.string(),
    endDate: z.string(),
    venue: z.string(),
    venueWebsite: z.string(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    country: z.string(),
    currency: z.enum(CURRENCIES),
    seriesId: z.string().nullable(),
    promoterId: z.string(),
    active: z.boolean(),
    canceled: z.boolean(),
    payingEvent: z.boolean(),
    contingencyAmount: z.number().int(),
    resultsVersion: z.number().int(),
    /** The bodies the event records (empty: none recorded yet). */
    sanctioningBodies: z.array(z.string()),
    /** The bodies the promoter's application names for the event's season: what `results.published` says while the event records none. */
    seasonSanctioningBodies: z.array(z.string()),
  }),
  deadline: resultsDeadlineSchema,
  classes: z.array(managedClassSchema),
  results: z.array(managedResultSchema),
  /** The bonuses added at the event, oldest first. */
  bonuses: z.array(managedBonusSchema),
  /** The event's timecards, oldest first. */
  timecards: z.array(managedTimecardSchema),
  imports: z.array(importPreviewSchema.omit({ rows: true })),
});
export type ManagedEvent = z.infer<typeof managedEventSchema>;

/**
 * A decision on one line (PUT …/result/{resultId}/match): the line as it is now and the event's results version the
 * decision published. The event tools put the line into the event they hold instead of reading the whole event again.
 */
export const resolvedLineSchema = z.object({ result: managedResultSchema, resultsVersion: z.number().int() });
export type ResolvedLine = z.infer<typeof resolvedLineSchema>;
