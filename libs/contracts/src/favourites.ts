import { z } from 'zod';
import { leanEventSchema } from './events';

/**
 * A rider's own events (spec §7 `GET /api/{role}/events` "events, series"; spec §2 favourites): the events they marked
 * as favourites and the events they raced (have results at), each once, soonest first; and the series of those events.
 */
export const riderEventSchema = leanEventSchema.extend({ favourite: z.boolean(), raced: z.boolean() });
export type RiderEvent = z.infer<typeof riderEventSchema>;
export const riderEventsAnswerSchema = z.object({ events: z.array(riderEventSchema), series: z.array(z.object({ _id: z.string(), name: z.string() })) });
export type RiderEventsAnswer = z.infer<typeof riderEventsAnswerSchema>;

/** `PUT /api/rider/events/{eventId}/favourite`: mark or unmark one of the rider's favourite events. */
export const favouriteInputSchema = z.object({ favourite: z.boolean() });
export type FavouriteInput = z.infer<typeof favouriteInputSchema>;
