import { z } from 'zod';
import { CURRENCIES } from './enums';

/**
 * The end of a series (spec §9: "dealer credit is paid at the end of a series"; spec §3: the series bonus is paid to
 * the series champions after the final race), from the events service to payouts (docs/architecture.md
 * "Series end").
 */

export const SERIES_FINISHED = 'series.finished';

/**
 * Published in the events service's outbox, in the transaction that publishes an event's results, when the event
 * belongs to a series that is finished: every active, not canceled event of the series has ended and has results,
 * there is at least one, and at least `races` of them when the series states a number of races. Published again, at
 * a higher `version` (1, 2, … per series), whenever the results of a finished series' event change, so the consumer
 * recomputes; it keeps the highest version it applied and ignores older or equal ones.
 */
export const seriesFinishedSchema = z.object({
  seriesId: z.string().min(1),
  version: z.number().int().min(1),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  /** The series bonus for each class champion, in cents of `currency` (0: none). */
  bonusCents: z.number().int().min(0),
  /** The day the series' dealer credit expires (YYYY-MM-DD), or null: the programme's credit expiry applies. */
  creditExpiresOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  /**
   * The series' events that count, oldest first, with the `results.published` version each was at: a consumer
   * waits until it has applied at least that version of each event's results before it acts.
   */
  events: z.array(z.object({ eventId: z.string().min(1), endDate: z.string(), resultsVersion: z.number().int().min(1) })).min(1),
  finishedAt: z.iso.datetime(),
});
export type SeriesFinished = z.infer<typeof seriesFinishedSchema>;
