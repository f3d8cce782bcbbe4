import { z } from 'zod';
import { CURRENCIES } from './enums';
import { SERIES_END_REASONS } from './events';

/**
 * The end of a series (spec §9: "dealer credit is paid at the end of a series"; spec §3: the series bonus is paid to
 * the series champions after the final race), from the events service to payouts (docs/architecture.md
 * "Series end").
 */

export const SERIES_FINISHED = 'series.finished';

/**
 * Published in the events service's outbox, in the transaction of the change that finishes a series: every active,
 * not canceled event of the series has ended and has results, there is at least one, and either the series has a
 * planned number of rounds (`races`) and has at least that many such events (`reason: 'rounds'`), or programme
 * staff or its promoter closed it (`reason: 'closed'`). A series with neither stays open however many of its events
 * have results. The change is an event's results published, the close itself, fewer planned rounds, or a round without
 * results canceled or taken out of the series. Published again, at a higher `version` (1, 2, … per series), whenever
 * the results of a finished series' event change, so the consumer recomputes; it keeps the highest version it applied
 * and ignores older or equal ones.
 */
export const seriesFinishedSchema = z.object({
  seriesId: z.string().min(1),
  version: z.number().int().min(1),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  /** The series bonus for each class champion, in cents of `currency` (0: none). */
  bonusCents: z.number().int().min(0),
  /**
   * The series' own expiration date as staff entered it (YYYY-MM-DD), or null. Informational: dealer credit paid at
   * the series' end expires `creditExpiryDays` (DEFAULT_CREDIT_EXPIRY_DAYS) after the day it is paid, so a date set
   * before the last round never shortens it.
   */
  creditExpiresOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  /**
   * The series' events that count, oldest first, with the `results.published` version each was at: a consumer
   * waits until it has applied at least that version of each event's results before it acts.
   */
  events: z.array(z.object({ eventId: z.string().min(1), endDate: z.string(), resultsVersion: z.number().int().min(1) })).min(1),
  finishedAt: z.iso.datetime(),
  /** Why it finished: all planned rounds have results (`rounds`), or it was closed (`closed`). Absent in messages published before closes existed. */
  reason: z.enum(SERIES_END_REASONS).optional(),
});
export type SeriesFinished = z.infer<typeof seriesFinishedSchema>;
