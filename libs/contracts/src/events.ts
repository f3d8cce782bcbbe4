import { z } from 'zod';
import { CURRENCIES, EVENT_TYPES, PAYOUT_TYPES } from './enums';
import { queryZipDistance, requireZipcodeForRadius, zipDistanceOf } from './finder-query';
import { MESSAGES } from './messages';
import { paginationSchema, queryActive, queryChoice, queryCode, queryDay, queryInteger, queryPaging, queryText } from './query';

/**
 * The events service's bodies (spec §3 Event, Series, Category, Class, Result; spec §7 Events, Series,
 * Categories): the list queries it parses, and the views it answers, which the browser reads. Amounts are
 * integer cents of the event's (or series') `currency`.
 */

// ---- views ----

/** `{ _id, name }`: how an event names its series and a series its category. */
export const refSchema = z.object({ _id: z.string(), name: z.string() });
export type Ref = z.infer<typeof refSchema>;

/** An event as lists show it. */
export const eventListItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** Race style key (flat, motocross, offroad_moto, …). */
  type: z.enum(EVENT_TYPES),
  /** Calendar days, `YYYY-MM-DD`. */
  startDate: z.string(),
  endDate: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  venue: z.string(),
  venueWebsite: z.string(),
  series: refSchema.nullable(),
  active: z.boolean(),
  canceled: z.boolean(),
  payingEvent: z.boolean(),
  /** Sum of every paying class's place amounts. */
  contingencyAmount: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** Where the map pin goes (the postal code's reference point), or null when the code is unknown. */
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /**
   * Only in a radius search (`zipcode` with a `zipDistance` in miles): miles from the searched postal code's centre to
   * the venue, one decimal; null for an event at that code that has no place on the map.
   */
  distanceMiles: z.number().nonnegative().nullable().optional(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

/** A class of an event with what each place pays (index 0 = 1st place), in cents. */
export const eventClassSchema = z.object({
  _id: z.string(),
  name: z.string(),
  payoutType: z.enum(PAYOUT_TYPES),
  places: z.array(z.number().int()),
  total: z.number().int(),
});
export type EventClass = z.infer<typeof eventClassSchema>;

/** One rider's result in an event. */
export const eventResultSchema = z.object({
  _id: z.string(),
  className: z.string(),
  place: z.number().int(),
  riderName: z.string(),
  bike: z.string(),
  hometown: z.string(),
  /**
   * `payout` (cents of the event's currency) and `eligibility`: what the events service reckons the line posts, before
   * the payout rules decide. Not what is paid: views show the payouts service's decision (`GET /api/event-payouts/{id}`).
   */
  payout: z.number().int(),
  payoutType: z.enum(PAYOUT_TYPES),
  eligibility: z.string(),
  resultType: z.string(),
});
export type EventResult = z.infer<typeof eventResultSchema>;

/** One event with its payout table (classes and their places) and its results. */
export const eventDetailSchema = eventListItemSchema.extend({
  /** The bodies that sanction the event ("AMA", "FIM"): its own, else its promoter's application for the season; empty when unknown. */
  sanctioningBodies: z.array(z.string()).default([]),
  /**
   * The version of the results shown (0: none yet). The payouts service's decisions on them
   * (`GET /api/event-payouts/{id}`) fit them only at this version; an older version means they are still being checked.
   */
  resultsVersion: z.number().int().default(0),
  classes: z.array(eventClassSchema),
  results: z.array(eventResultSchema),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** A recent event as the dashboards list it (GET /api/events-lean). */
export const leanEventSchema = eventListItemSchema.pick({
  _id: true,
  title: true,
  type: true,
  startDate: true,
  endDate: true,
  city: true,
  state: true,
  country: true,
  series: true,
  active: true,
  canceled: true,
});
export type LeanEvent = z.infer<typeof leanEventSchema>;

/** Where a series stands with programme staff: a promoter's new series waits for their review (docs/api.md "Series"). */
export const SERIES_REVIEW_STATUSES = ['pending', 'approved'] as const;
export type SeriesReviewStatus = (typeof SERIES_REVIEW_STATUSES)[number];

/** A track a series races at, as the promoter's application named it. */
export const venueSchema = z.object({ name: z.string(), website: z.string().optional() });
export type Venue = z.infer<typeof venueSchema>;

/**
 * What the application a series was set up from said that a series has no field of its own for (its notes from the
 * application): the season, entries per event, the sanctioning bodies, whether classes mix electric and gas bikes.
 */
export const applicationNotesSchema = z.object({
  seasonYear: z.number().int(),
  averageEntries: z.number().int(),
  sanctioningBodies: z.array(z.string()),
  mixedClasses: z.boolean(),
});
export type ApplicationNotes = z.infer<typeof applicationNotesSchema>;

/** A series (spec §3 Series). Money in cents of `currency`. */
export const seriesSchema = z.object({
  _id: z.string(),
  name: z.string(),
  notes: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  races: z.number().int().nullable(),
  distance: z.number().nullable(),
  active: z.boolean(),
  bonus: z.number().int(),
  initialValue: z.number().int(),
  currency: z.enum(CURRENCIES),
  expirationDate: z.string().nullable(),
  category: refSchema.nullable(),
  promoterId: z.string(),
  /** Its discipline (a race style key: flat, motocross…), or null when none is given. Always answered. */
  discipline: z.enum(EVENT_TYPES).nullable().optional(),
  /** The season it runs in, or null. Always answered. */
  seasonYear: z.number().int().nullable().optional(),
  /**
   * `pending`: a promoter's new series, waiting for programme staff (inactive, so riders do not see it, until they
   * approve it); `approved` otherwise. Always answered.
   */
  reviewStatus: z.enum(SERIES_REVIEW_STATUSES).optional(),
  /** The tracks it races at (those its promoter's application named). Always answered. */
  venues: z.array(venueSchema).optional(),
  /**
   * Set up from a promoter's application: what the application said beyond the series' own fields. Answered only to
   * its promoter and staff (application answers are not public); null when the series was not made from one.
   */
  fromApplication: applicationNotesSchema.nullable().optional(),
  /**
   * The town of its postal code ('Perris' for 92570), for writing where it is as people do ("Perris, California"); null
   * when the code names none. Answered by the public reads (GET /api/series, GET /api/serie/{id}).
   */
  city: z.string().nullable().optional(),
});
export type Series = z.infer<typeof seriesSchema>;

/**
 * A series in the series finder, with how many events it has; in a radius search (`zipcode` with a `zipDistance`)
 * also `distanceMiles`, from the searched code's centre to the series' postal code (one decimal).
 */
export const seriesListItemSchema = seriesSchema.extend({ eventCount: z.number().int(), distanceMiles: z.number().nonnegative().optional() });
export type SeriesListItem = z.infer<typeof seriesListItemSchema>;

/** A category (spec §3 Category) with its series. */
export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  series: z.array(refSchema),
});
export type Category = z.infer<typeof categorySchema>;

// ---- answers ----

/** GET /api/events. */
export const eventsListSchema = z.object({
  events: z.array(eventListItemSchema),
  pagination: paginationSchema,
  /** Contingency of every matching event that is not canceled, in cents of the programme currency (USD). */
  contingencyAmount: z.number().int(),
  /** The same per currency (never added across currencies), every currency with money in it, the largest first. */
  contingencyTotals: z.array(z.object({ currency: z.enum(CURRENCIES), cents: z.number().int().nonnegative() })),
});
export type EventsList = z.infer<typeof eventsListSchema>;

/**
 * GET /api/aggregates/contingency (spec §3 Aggregates, §7): the home page headline, the contingency posted for every
 * upcoming event (active, not canceled, last day today or later). Money is never added across currencies: `totals`
 * holds one sum per currency present (largest first); `contingencyAmount` is the programme currency's (USD) sum.
 */
export const contingencyHeadlineSchema = z.object({
  /** What the figure covers, in English, for API readers; the site shows its own translated label. */
  contingencyTitle: z.string(),
  /** Cents of `currency`. */
  contingencyAmount: z.number().int().nonnegative(),
  currency: z.enum(CURRENCIES),
  totals: z.array(z.object({ currency: z.enum(CURRENCIES), cents: z.number().int().nonnegative() })),
  /** How many upcoming events the figure counts. */
  events: z.number().int().nonnegative(),
});
export type ContingencyHeadline = z.infer<typeof contingencyHeadlineSchema>;

/** GET /api/event/:eventId. */
export const eventAnswerSchema = z.object({ event: eventDetailSchema, series: seriesSchema.nullable() });
export type EventAnswer = z.infer<typeof eventAnswerSchema>;

/** GET /api/events-lean. */
export const recentEventsSchema = z.object({ events: z.array(leanEventSchema) });
export type RecentEvents = z.infer<typeof recentEventsSchema>;

/** GET /api/series. */
export const seriesListSchema = z.object({ series: z.array(seriesListItemSchema), pagination: paginationSchema });
export type SeriesList = z.infer<typeof seriesListSchema>;

/** Why a series finished (docs/architecture.md "Series end"): all its planned rounds have results, or it was closed. */
export const SERIES_END_REASONS = ['rounds', 'closed'] as const;
export type SeriesEndReason = (typeof SERIES_END_REASONS)[number];

/**
 * Where a series stands on its way to its end, when dealer credit earned in it and the series bonus are paid (spec §9).
 * A round is an active, not canceled event of the series; it counts as in once it is over and has results.
 */
export const seriesEndSchema = z.object({
  /** The series' planned number of rounds (its `races`), or null: none planned, so only a close ends it. */
  plannedRounds: z.number().int().positive().nullable(),
  /** Active, not canceled events of the series. */
  rounds: z.number().int().nonnegative(),
  /** Of those, the ones that are over and have results. */
  roundsWithResults: z.number().int().nonnegative(),
  closedAt: z.string().nullable(),
  /** Who closed it: the series' promoter or programme staff. */
  closedBy: z.enum(['promoter', 'admin']).nullable(),
  /** Finished (and `series.finished` published), and why; null while it waits. */
  finished: z.enum(SERIES_END_REASONS).nullable(),
  /** Staff may still reopen it: it is closed and nothing was published, so nothing paid, since the close. */
  reopenable: z.boolean(),
});
export type SeriesEnd = z.infer<typeof seriesEndSchema>;

/**
 * GET /api/serie/:seriesId: the series and all its events, first day first, and where it stands on its way to its
 * end (`end`; the same answer from `POST /api/serie/{id}/close` and `POST /api/admin/serie/{id}/reopen`).
 */
export const serieAnswerSchema = z.object({ serie: seriesSchema, events: z.array(eventListItemSchema), end: seriesEndSchema.optional() });
export type SerieAnswer = z.infer<typeof serieAnswerSchema>;

/** GET /api/categories. */
export const categoriesListSchema = z.object({ allCategories: z.array(categorySchema) });
export type CategoriesList = z.infer<typeof categoriesListSchema>;

/** GET /api/category/:categoryId. */
export const categoryAnswerSchema = z.object({ category: categorySchema });
export type CategoryAnswer = z.infer<typeof categoryAnswerSchema>;

// ---- queries ----

/** Page size of the events finder when the query names none, and the most a page may hold. */
export const EVENTS_DEFAULT_LIMIT = 15;
export const EVENTS_MAX_LIMIT = 100;
/** How many recent events GET /api/events-lean answers by default. */
export const RECENT_EVENTS_DEFAULT_LIMIT = 5;
/** Page size of the series finder by default. */
export const SERIES_DEFAULT_LIMIT = 15;

/** Search radius options of the finder (spec §9), in miles; `Exact` is the postal code itself. */
export const ZIP_DISTANCES = ['Exact', 25, 50, 100, 500] as const;
export type ZipDistance = (typeof ZIP_DISTANCES)[number];

/** What the events finder can sort by; `distance` (nearest first) only in a radius search, where it is the default. */
export const EVENT_SORTS = ['startDate', 'title', 'city', 'contingencyAmount', 'distance'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Whether a `zipDistance` as the query spells it is a radius in miles (not absent, not `Exact`). */
const isRadius = (zipDistance: string | undefined) => zipDistance !== undefined && zipDistance.toLowerCase() !== 'exact';

const stateCode = () => queryCode(/^[A-Z]{1,3}$/, MESSAGES.state);
const countryCode = () => queryCode(/^[A-Z]{2}$/, MESSAGES.country);

/**
 * GET /api/events `?title&city&state&zipcode&zipDistance&country&query&period&sortBy&sortDirecton&page&limit&active`.
 * The spec spells the direction `sortDirecton`; the correct spelling is accepted too. Active events only unless
 * `active=false` (inactive) or `active=all`; `zipDistance` needs a `zipcode`. Sorted by startDate descending by
 * default, and nearest first (`distance` ascending) in a radius search, which alone can sort by `distance`.
 */
export const eventsQuerySchema = z
  .object({
    title: queryText(),
    city: queryText(120),
    state: stateCode(),
    zipcode: queryText(12),
    zipDistance: queryZipDistance(),
    country: countryCode(),
    query: queryText(),
    period: queryChoice(['upcoming', 'past'] as const),
    sortBy: queryChoice(EVENT_SORTS),
    sortDirecton: queryChoice(SORT_DIRECTIONS),
    sortDirection: queryChoice(SORT_DIRECTIONS),
    ...queryPaging(EVENTS_DEFAULT_LIMIT, EVENTS_MAX_LIMIT),
    active: queryActive({ allowAll: true, fallback: true }),
  })
  .check((ctx) => {
    requireZipcodeForRadius(ctx);
    // A distance needs a point to measure from: the order by distance is a radius search's.
    if (ctx.value.sortBy === 'distance' && !isRadius(ctx.value.zipDistance)) {
      ctx.issues.push({ code: 'custom', message: MESSAGES.required.id, path: ['zipDistance'], input: ctx.value });
    }
  })
  .transform(({ sortDirecton, sortDirection, zipDistance, ...query }) => {
    const sortBy: EventSort = query.sortBy ?? (isRadius(zipDistance) ? 'distance' : 'startDate');
    return {
      ...query,
      zipDistance: zipDistanceOf(zipDistance),
      sortBy,
      // Nearest first unless asked otherwise; everything else in the spec's order (startDate descending).
      sortDirection: sortDirecton ?? sortDirection ?? (sortBy === 'distance' ? 'asc' : 'desc'),
    };
  });
export type EventsQuery = z.output<typeof eventsQuerySchema>;

/** GET /api/events-lean `?before=YYYY-MM-DD&limit=5`. */
export const recentEventsQuerySchema = z.object({
  before: queryDay(),
  limit: queryInteger(1, EVENTS_MAX_LIMIT).transform((value) => value ?? RECENT_EVENTS_DEFAULT_LIMIT),
});
export type RecentEventsQuery = z.output<typeof recentEventsQuerySchema>;

/**
 * GET /api/series `?name&state&zipcode&zipDistance&country&categoryId&active&races&distance&page&limit`: active series
 * unless `active=false|all`. `categoryId` is the series' discipline (its category); `zipDistance` (25, 50, 100, 500
 * miles, or `Exact`) searches around `zipcode`, which it needs, nearest first. `distance` is the series' stated race
 * distance, not a search radius.
 */
export const seriesQuerySchema = z
  .object({
    name: queryText(),
    state: stateCode(),
    zipcode: queryText(12),
    zipDistance: queryZipDistance(),
    country: countryCode(),
    categoryId: queryText(36),
    active: queryActive({ allowAll: true, fallback: true }),
    races: queryInteger(0, 1000),
    distance: queryInteger(0, 100_000),
    ...queryPaging(SERIES_DEFAULT_LIMIT),
  })
  .check(requireZipcodeForRadius)
  .transform(({ zipDistance, ...query }) => ({ ...query, zipDistance: zipDistanceOf(zipDistance) }));
export type SeriesQuery = z.output<typeof seriesQuerySchema>;

/** GET /api/categories `?active=true|false|all` (administrators: every category when absent; anyone else: active ones only, whatever `active` says). */
export const categoriesQuerySchema = z.object({ active: queryActive({ allowAll: true, fallback: undefined }) });
export type CategoriesQuery = z.output<typeof categoriesQuerySchema>;
