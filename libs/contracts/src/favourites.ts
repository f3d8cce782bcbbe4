import { z } from 'zod';
import { leanEventSchema, refSchema } from './events';
import { RESULT_STATUSES } from './results';

/**
 * A rider's own events (spec §7 `GET /api/{role}/events` "events, series"; spec §2 favourites): the events they marked
 * as favourites and the events they raced (have results at), each once, soonest first; and the series of those events.
 */
export const riderEventSchema = leanEventSchema.extend({ favourite: z.boolean(), raced: z.boolean() });
export type RiderEvent = z.infer<typeof riderEventSchema>;
export const riderEventsAnswerSchema = z.object({
  events: z.array(riderEventSchema),
  series: z.array(z.object({ _id: z.string(), name: z.string() })),
  /** The series the rider marked as favourites, by name. */
  favouriteSeries: z.array(refSchema),
});
export type RiderEventsAnswer = z.infer<typeof riderEventsAnswerSchema>;

/** `PUT /api/rider/events/{eventId}/favourite`: mark or unmark one of the rider's favourite events. */
export const favouriteInputSchema = z.object({ favourite: z.boolean() });
export type FavouriteInput = z.infer<typeof favouriteInputSchema>;

/** `PUT /api/rider/events/series/{seriesId}/favourite`: mark or unmark one of the rider's favourite series (same body). */
export const seriesFavouriteInputSchema = favouriteInputSchema;

/**
 * Championship points per finishing place (index 0 = 1st; places past the end score nothing): the programme's default
 * table (AMA style), the same as the payouts rules' default `championPoints` that decide the series champions.
 */
export const CHAMPIONSHIP_POINTS: readonly number[] = [25, 22, 20, 18, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

/** The rider's standing in one class of a series: their place among the programme riders who finished it. */
export const classStandingSchema = z.object({
  className: z.string(),
  /** 1-based; riders level on points, wins and every finish share a place. */
  place: z.number().int().positive(),
  /** Programme riders with a counted finish in the class. */
  riders: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  /** Races of the series the rider finished in the class. */
  races: z.number().int().nonnegative(),
  /** The points of the class leader (the rider's own when they lead). */
  leaderPoints: z.number().int().nonnegative(),
});
export type ClassStanding = z.infer<typeof classStandingSchema>;

/**
 * `GET /api/rider/events/series/{seriesId}/standing`: the signed-in rider's standing in each class of the series they
 * finished, from the results published so far (provisional until the series is finished: the champions are decided
 * by the payouts service after the final race, spec §4).
 */
export const riderSeriesStandingSchema = z.object({
  seriesId: z.string(),
  /** Every counted event of the series has ended and has results (the series' champions are decided). */
  finished: z.boolean(),
  /** Events of the series that count (active, not canceled, paying) and have results. */
  eventsWithResults: z.number().int().nonnegative(),
  /** Events of the series that count. */
  countedEvents: z.number().int().nonnegative(),
  standings: z.array(classStandingSchema),
  /**
   * The rider's own finishes at the series' events, oldest event first: each class they were placed in (the paying
   * result), whether it counts for the championship (finished, at an event that counts) and the points it scored.
   */
  finishes: z.array(
    z.object({
      eventId: z.string(),
      className: z.string(),
      place: z.number().int(),
      status: z.enum(RESULT_STATUSES),
      counted: z.boolean(),
      points: z.number().int().nonnegative(),
    }),
  ),
});
export type RiderSeriesStanding = z.infer<typeof riderSeriesStandingSchema>;

/**
 * `GET /api/serie/{seriesId}/standings` (public): every class of the series as its championship table, from the results
 * published so far (provisional until `finished`: the champions are decided by the payouts service after the final
 * race). The finishes that count and the order are the rider's own standing's: `points` per place (index 0 = 1st),
 * then wins, then the better finish at the latest race; riders level on all of them share a place. A rider is shown
 * only as the event pages' results show them (name and hometown as the results sheet wrote them): no id, e-mail or
 * licence number.
 */
export const seriesStandingsSchema = z.object({
  seriesId: z.string(),
  finished: z.boolean(),
  eventsWithResults: z.number().int().nonnegative(),
  countedEvents: z.number().int().nonnegative(),
  /** The points a place scores at one counted race (index 0 = 1st place); places past the table score nothing. */
  points: z.array(z.number().int().nonnegative()),
  /** By class name. */
  classes: z.array(
    z.object({
      className: z.string(),
      /** In the championship's order. */
      riders: z.array(
        z.object({
          place: z.number().int().positive(),
          name: z.string(),
          hometown: z.string(),
          points: z.number().int().nonnegative(),
          wins: z.number().int().nonnegative(),
          /** Counted races the rider finished in the class. */
          races: z.number().int().nonnegative(),
        }),
      ),
    }),
  ),
});
export type SeriesStandings = z.infer<typeof seriesStandingsSchema>;
