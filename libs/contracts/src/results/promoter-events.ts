import { z } from 'zod';
import { eventListItemSchema, seriesSchema } from '../events';
import { resultsDeadlineSchema } from './managed-event';

/** An event in the promoter's own list: the list item, its results deadline and its open exceptions. */
export const promoterEventSchema = eventListItemSchema
  .pick({ _id: true, title: true, type: true, startDate: true, endDate: true, city: true, state: true, country: true, currency: true })
  .extend({
    seriesId: z.string().nullable(),
    active: z.boolean(),
    canceled: z.boolean(),
    contingencyAmount: z.number().int(),
    deadline: resultsDeadlineSchema,
    results: z.number().int(),
    exceptions: z.number().int(),
  });
export type PromoterEvent = z.infer<typeof promoterEventSchema>;
/** `GET /api/promoter/{id}/events`: every event of the promoter (inactive too), latest first. */
export const promoterEventsSchema = z.object({ events: z.array(promoterEventSchema) });
export type PromoterEvents = z.infer<typeof promoterEventsSchema>;

/**
 * `GET /api/promoter/{id}/series`: the promoter's series (those an event can be put in), the sanctioning bodies
 * their applications name per season, latest first (a new event's form starts from its season's), and the seasons
 * they are approved for, oldest first: a promoter's events and new series must be in one of them.
 */
export const promoterSeriesAnswerSchema = z.object({
  series: z.array(seriesSchema),
  seasons: z.array(z.object({ seasonYear: z.number().int(), sanctioningBodies: z.array(z.string()) })).default([]),
  approvedSeasons: z.array(z.number().int()).default([]),
});
export type PromoterSeriesAnswer = z.infer<typeof promoterSeriesAnswerSchema>;
