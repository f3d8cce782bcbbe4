import { z } from 'zod';
import { fieldRule } from './fields';
import { MESSAGES, descriptor } from './messages';

/**
 * Spec §9 "double-sanctioned events pay once": two events on the same start day in the same country may be one race
 * published twice (two promoters, or one race under two sanctioning bodies), which pays each rider once. Programme
 * staff mark the pairs that really were separate races; `results.published` carries an event's marks
 * (`distinctRaceIds`) so the payout rules pay at both.
 */

/** More events than one day and country ever holds: a bound on what one request may write. */
export const MAX_DISTINCT_RACES = 50;

/**
 * `PUT /api/admin/event/{id}/distinct-races`: every event that is a different race from this one (each on the same
 * start day in the same country); replaces the event's marks, which hold both ways.
 */
export const distinctRacesInputSchema = z.object({
  eventIds: fieldRule<string[]>((value) => {
    if (value === undefined || value === null) return descriptor(MESSAGES.required);
    if (!Array.isArray(value)) return descriptor(MESSAGES.invalid);
    if (value.length > MAX_DISTINCT_RACES) return descriptor(MESSAGES.maxItems, { max: MAX_DISTINCT_RACES });
    return value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 36) ? null : descriptor(MESSAGES.invalid);
  }),
});
export type DistinctRacesInput = z.infer<typeof distinctRacesInputSchema>;

/** `GET` and `PUT /api/admin/event/{id}/distinct-races`: the events marked as different races from this one, by id. */
export const distinctRacesSchema = z.object({ eventIds: z.array(z.string()) });
export type DistinctRaces = z.infer<typeof distinctRacesSchema>;

/** Another event on the same start day in the same country: the same race published twice, unless marked `distinct`. */
export const sameDayEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** Its promoter (the events service knows promoters by id; staff pages name them). */
  promoterId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  venue: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  active: z.boolean(),
  canceled: z.boolean(),
  /** Its results are in (marking it re-publishes them). */
  resultsSet: z.boolean(),
  /** Its classes' names, in the payout table's order. */
  classes: z.array(z.string()),
  /** What its results say sanctioned it (its own bodies, else its promoter's application). */
  sanctioningBodies: z.array(z.string()),
  /** Staff marked it as a different race from the event asked about. */
  distinct: z.boolean(),
});
export type SameDayEvent = z.infer<typeof sameDayEventSchema>;

/** `GET /api/admin/event/{id}/same-day-events`: the other events on the event's start day in its country, by title. */
export const sameDayEventsSchema = z.object({ events: z.array(sameDayEventSchema) });
export type SameDayEvents = z.infer<typeof sameDayEventsSchema>;
