import { z } from 'zod';
import { CURRENCIES, EVENT_TYPES, PAYOUT_TYPES } from './enums';
import { addressByCountry, checkedWithSiblings, choice, country, fieldRule, maxLength, objectRule, optionalBoolean, requiredText, type Check } from './fields';
import { MESSAGES, descriptor, type MessageDescriptor } from './messages';
import { SORT_DIRECTIONS, seriesSchema } from './events';
import { paginationSchema, queryChoice, queryDay, queryPaging } from './query';

/**
 * What promoters and programme staff write to the events service: an event, its classes and
 * payout places, result lines, uploads parsed into a preview before anything is written, and the
 * `results.published` message the payout rules consume. The browser forms and the service parse the same schemas.
 */

// ---- vocabularies ----

/** How a rider's race ended: only finishers can be paid (spec §9: DNS and DNF are not counted). */
export const RESULT_STATUSES = ['finished', 'DNF', 'DNS'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/**
 * Which race a line is the result of (spec §9: motocross pays on the overall of the motos, supercross on the main):
 * the overall, the main event, the last-chance qualifier, a heat, a moto, or a numbered moto (1 to 4). Which of them
 * pays is the programme's rule set's (docs/rules.md).
 */
export const RESULT_TYPES = ['overall', 'main', 'lcq', 'heat', 'moto', 'moto1', 'moto2', 'moto3', 'moto4'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** Words for a result type as sheets and headings write them, in the app's languages (accents and case ignored). */
const RESULT_TYPE_WORDS: Array<[RegExp, ResultType | 'moto#']> = [
  [/^(overall|total|general|classement general|gesamt|gesamtwertung|clasificacion general|classifica generale|totaal|eindstand|sammenlagt|sammanlagt|totalt)$/, 'overall'],
  [/^(main|main event|a main|feature|final|finale|finalen|la finale|finalen)$/, 'main'],
  [/^(lcq|last chance|last chance qualifier|repechage|hoffnungslauf|repesca|ripescaggio|herkansing)$/, 'lcq'],
  [/^(heat|heats|serie|series|vorlauf|batteria|manche de qualification)( \d+)?$/, 'heat'],
  [/^(moto|race|manche|lauf|manga|omgang|heat race)( (\d))?$/, 'moto#'],
];

/**
 * A result type as a sheet's column or a block's heading writes it ('Moto 2', 'LCQ', 'Last chance', 'Main event',
 * 'Heat 3', 'Manche 1'), or null for anything else. A moto numbered 1 to 4 is `moto1` … `moto4`; others are `moto`.
 */
export function resultTypeOf(text: string): ResultType | null {
  const word = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_.:-]+/g, ' ')
    .trim();
  if ((RESULT_TYPES as readonly string[]).includes(word)) return word as ResultType;
  for (const [pattern, type] of RESULT_TYPE_WORDS) {
    const match = pattern.exec(word);
    if (!match) continue;
    if (type !== 'moto#') return type;
    const n = Number(match[3]);
    return n >= 1 && n <= 4 ? (`moto${n}` as ResultType) : 'moto';
  }
  return null;
}

/**
 * How a line was linked to a programme rider, strongest first; `name` is a full name only one rider has, used when the
 * line gives no hometown to check it against (timing exports seldom do).
 */
export const MATCH_METHODS = ['email', 'ama', 'vin', 'plate', 'nameHometown', 'name', 'manual'] as const;
export type MatchMethod = (typeof MATCH_METHODS)[number];

/** matched: linked to one rider; unmatched / ambiguous: an exception to resolve; notRider: resolved as not in the programme. */
export const MATCH_STATUSES = ['matched', 'unmatched', 'ambiguous', 'notRider'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** The uploads that go through a preview (spec §7): classes, one class's results, all classes, the class-block sheet, a series' events. */
export const IMPORT_KINDS = ['classes', 'classResults', 'allClassResults', 'formattedResults', 'seriesEvents'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The file formats an upload is read as (MyLaps Orbits / Speedhive exports are recognised by their header). */
export const IMPORT_FORMATS = ['csv', 'xlsx', 'mylaps'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Spec §9: results are due 7 days after the event ends. */
export const RESULTS_DUE_DAYS = 7;
/** Spec §9: uploads up to 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * What one uploaded sheet may hold, checked while it is read (the reader stops at the first excess): rows (counted by
 * their number in the file, so a lone cell far down counts as everything above it), columns that hold a value, and
 * characters in one cell. Only the first sheet of a workbook is read. More than any real entry list or results file.
 */
export const UPLOAD_MAX_ROWS = 20_000;
export const UPLOAD_MAX_COLUMNS = 100;
export const UPLOAD_MAX_CELL_CHARS = 1_000;
/** More classes or places than any real payout table has: a bound on what one request may write. */
export const MAX_CLASSES = 200;
export const MAX_PLACES = 100;
/** One place pays at most this many cents (1,000,000.00). */
export const MAX_PLACE_CENTS = 100_000_000;

// ---- field rules ----

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string => {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};
const dayCheck: Check = (value) => (isDay(value) ? null : descriptor(MESSAGES.date));

/** A required calendar day `YYYY-MM-DD` ('Required', then 'Invalid date'). */
export const requiredDay = () => fieldRule<string>((value) => (value === undefined || value === null || value === '' ? descriptor(MESSAGES.required) : null), dayCheck);

const urlCheck: Check = (value) => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 500) return descriptor(MESSAGES.url);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : descriptor(MESSAGES.url);
  } catch {
    return descriptor(MESSAGES.url);
  }
};
/** An optional web address starting with http:// or https://. */
export const optionalUrl = () => fieldRule<string | null | undefined>(urlCheck);

/** One of `list`, required. */
export const requiredChoice = <const L extends readonly string[]>(list: L) =>
  fieldRule<L[number]>(
    (value) => (value === undefined || value === null || value === '' ? descriptor(MESSAGES.required) : null),
    (value) => (typeof value === 'string' && list.includes(value) ? null : descriptor(MESSAGES.choice)),
  );

const centsCheck: Check = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PLACE_CENTS ? null : descriptor(MESSAGES.money);

/** An amount in cents, 0 up to the largest place payout; absent is 0. */
export const cents = () => fieldRule<number | undefined>((value) => (value === undefined ? null : centsCheck(value)));

/** The last day is not before the first: 'The last day cannot be before the first day' on `endDate`. */
export function daysInOrder(start = 'startDate', end = 'endDate') {
  return objectRule((input) => {
    const first = input[start];
    const last = input[end];
    return isDay(first) && isDay(last) && last < first ? [[end, descriptor(MESSAGES.dateOrder)]] : [];
  });
}

// ---- event ----

/** Spec §9 "double-sanctioned events pay once": an event names at most this many sanctioning bodies… */
export const MAX_SANCTIONING_BODIES = 5;
/** …each a short name ("AMA", "CMA", "FIM") of at most this many characters. */
export const SANCTIONING_BODY_MAX_LENGTH = 60;

/**
 * The bodies that sanction an event: a list of at most `MAX_SANCTIONING_BODIES` names, each not blank and at most
 * `SANCTIONING_BODY_MAX_LENGTH` characters. Absent (or null) leaves the event's bodies as they are.
 */
export const sanctioningBodies = () =>
  fieldRule<string[] | null | undefined>((value) => {
    if (value === undefined || value === null) return null;
    if (!Array.isArray(value)) return descriptor(MESSAGES.invalid);
    if (value.length > MAX_SANCTIONING_BODIES) return descriptor(MESSAGES.maxItems, { max: MAX_SANCTIONING_BODIES });
    for (const name of value) {
      if (typeof name !== 'string') return descriptor(MESSAGES.invalid);
      if (name.trim() === '') return descriptor(MESSAGES.required);
      if ([...name].length > SANCTIONING_BODY_MAX_LENGTH) return descriptor(MESSAGES.maxLength, { max: SANCTIONING_BODY_MAX_LENGTH });
    }
    return null;
  });

/**
 * An event as a promoter or an administrator creates or edits it (spec §3 Event). `promoterId` is read only from an
 * administrator (a promoter's events are their own); `seriesId` must be a series of the same promoter.
 */
export const eventInputSchema = z
  .object({
    title: requiredText(200),
    type: requiredChoice(EVENT_TYPES),
    startDate: requiredDay(),
    endDate: requiredDay(),
    venue: maxLength(200).optional(),
    venueWebsite: optionalUrl().optional(),
    city: requiredText(120),
    state: checkedWithSiblings<string | null | undefined>().optional(),
    zipcode: checkedWithSiblings<string>(),
    country: country(),
    currency: requiredChoice(CURRENCIES),
    seriesId: maxLength(36).optional(),
    promoterId: maxLength(36).optional(),
    active: optionalBoolean().optional(),
    canceled: optionalBoolean().optional(),
    payingEvent: optionalBoolean().optional(),
    /** The bodies that sanction the event (the promoter sets them, staff correct them); absent keeps them. */
    sanctioningBodies: sanctioningBodies().optional(),
  })
  .check(addressByCountry(), daysInOrder());
export type EventInput = z.infer<typeof eventInputSchema>;

// ---- classes and places ----

/** One class of the payout table: its places pay `places[i]` cents for place i + 1 (any number of places). */
export const classInputSchema = z.object({
  _id: maxLength(36).optional(),
  name: requiredText(120),
  payoutType: requiredChoice(PAYOUT_TYPES),
  startGroup: maxLength(60).optional(),
  places: fieldRule<number[]>((value) => {
    if (!Array.isArray(value)) return descriptor(MESSAGES.invalid);
    if (value.length > MAX_PLACES) return descriptor(MESSAGES.maxItems, { max: MAX_PLACES });
    for (const amount of value) {
      const failure = centsCheck(amount);
      if (failure) return failure;
    }
    return null;
  }),
});
export type ClassInput = z.infer<typeof classInputSchema>;

/** The whole payout table, replacing the event's classes (`PUT /api/event/{id}/classes`); class names are unique. */
export const classesInputSchema = z
  .object({
    classes: fieldRule<unknown[]>((value) => (Array.isArray(value) ? (value.length > MAX_CLASSES ? descriptor(MESSAGES.maxItems, { max: MAX_CLASSES }) : null) : descriptor(MESSAGES.invalid))).pipe(
      z.array(classInputSchema),
    ),
  })
  .check(
    objectRule((input) => {
      const classes = Array.isArray(input.classes) ? (input.classes as Array<{ name?: unknown }>) : [];
      const seen = new Set<string>();
      const failures: Array<[string, MessageDescriptor]> = [];
      classes.forEach((entry, index) => {
        const name = typeof entry?.name === 'string' ? entry.name.trim().toLowerCase() : '';
        if (!name) return;
        if (seen.has(name)) failures.push([`classes.${index}.name`, descriptor(MESSAGES.duplicateName)]);
        seen.add(name);
      });
      return failures;
    }),
  );
export type ClassesInput = z.infer<typeof classesInputSchema>;

// ---- result lines ----

const placeRule = () =>
  fieldRule<number>(
    (value) => (value === undefined || value === null || value === '' ? descriptor(MESSAGES.required) : null),
    (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10_000 ? null : descriptor(MESSAGES.numberRange, { min: 1, max: 10_000 })),
  );

/** One result line typed in by a promoter or an administrator (`PUT /api/event/{id}/result`); `_id` edits that line. */
export const resultInputSchema = z.object({
  _id: maxLength(48).optional(),
  classId: requiredText(36),
  place: placeRule(),
  status: choice(RESULT_STATUSES).optional(),
  resultType: choice(RESULT_TYPES).optional(),
  riderName: requiredText(200),
  number: maxLength(20).optional(),
  bike: maxLength(200).optional(),
  hometown: maxLength(200).optional(),
  email: maxLength(254).optional(),
  amaNumber: maxLength(50).optional(),
  vin: maxLength(17).optional(),
});
export type ResultInput = z.infer<typeof resultInputSchema>;

/** Resolving an exception: the rider the line belongs to, or 'not a programme rider'. */
export const resolveMatchSchema = z
  .object({
    riderId: maxLength(36).optional(),
    notRider: optionalBoolean().optional(),
  })
  .check(
    objectRule((input) => {
      const hasRider = typeof input.riderId === 'string' && input.riderId !== '';
      return hasRider === (input.notRider === true) ? [['riderId', descriptor(MESSAGES.required)]] : [];
    }),
  );
export type ResolveMatchInput = z.infer<typeof resolveMatchSchema>;

/**
 * `POST /api/event/{id}/result/{resultId}/wrong-rider`: the line's programme rider is not who raced it. `riderId`, when
 * given, is the rider the caller saw on the line: if the line has been matched to someone else since, nothing changes.
 */
export const wrongRiderSchema = z.object({ riderId: maxLength(36).optional() });
export type WrongRiderInput = z.infer<typeof wrongRiderSchema>;

/** `DELETE /api/event/{id}/result?classId=&resultId=`: one line, one class's results, or (neither) every result of the event. */
export const deleteResultsQuerySchema = z.object({
  classId: z.string().max(36).optional(),
  resultId: z.string().max(48).optional(),
});

// ---- views for the promoter's and administrator's tools ----

export const matchCandidateSchema = z.object({ _id: z.string(), name: z.string(), hometown: z.string() });
export type MatchCandidate = z.infer<typeof matchCandidateSchema>;

/**
 * A decision the promoter took on a line with the same identity before (not a programme rider, or this rider), taken
 * again for this line when it came in: where and when it was first taken (docs/architecture.md "Remembered decisions").
 */
export const rememberedDecisionSchema = z.object({ decisionId: z.string(), eventId: z.string().nullable(), eventTitle: z.string(), decidedAt: z.string() });
export type RememberedDecision = z.infer<typeof rememberedDecisionSchema>;

/** How a line was (or was not) linked to a programme rider; `remembered` when a remembered decision decided it. */
export const lineMatchSchema = z.object({
  status: z.enum(MATCH_STATUSES),
  method: z.enum(MATCH_METHODS).nullable(),
  rider: matchCandidateSchema.nullable(),
  candidates: z.array(matchCandidateSchema),
  remembered: rememberedDecisionSchema.optional(),
});
export type LineMatch = z.infer<typeof lineMatchSchema>;

/**
 * A message for one row of an upload: `{ id, values }` of the contracts catalogue ('validation.*'), and the
 * spreadsheet column it is about (A, B, …), shown before it as 'validation.import.column'.
 */
export const rowMessageSchema = z.object({
  id: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  column: z.string().optional(),
});
export type RowMessage = z.infer<typeof rowMessageSchema>;

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

/** Row of an upload preview; `values` depends on the kind (a class, a result line, an event). */
export const importRowSchema = z.object({
  row: z.number().int(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.number())])),
  match: lineMatchSchema.nullable(),
  warnings: z.array(rowMessageSchema),
  errors: z.array(rowMessageSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importSummarySchema = z.object({
  rows: z.number().int(),
  errors: z.number().int(),
  warnings: z.number().int(),
  matched: z.number().int(),
  exceptions: z.number().int(),
  /** Classes the commit creates (results of a class the payout table lacks: paid nothing until it is added). */
  newClasses: z.array(z.string()),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** An uploaded file, parsed: nothing is written until it is committed (all or nothing). */
export const importPreviewSchema = z.object({
  _id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  format: z.enum(IMPORT_FORMATS),
  fileName: z.string(),
  status: z.enum(['previewed', 'committed']),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
  summary: importSummarySchema,
  rows: z.array(importRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export const importAnswerSchema = z.object({ import: importPreviewSchema });
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/** Results are due `RESULTS_DUE_DAYS` after the last day; `late` once that day has passed without results. */
export const resultsDeadlineSchema = z.object({
  dueDate: z.string(),
  daysLeft: z.number().int(),
  resultsSet: z.boolean(),
  late: z.boolean(),
});
export type ResultsDeadline = z.infer<typeof resultsDeadlineSchema>;

/** `GET /api/event/{id}/manage`: everything the event tools edit, for the event's promoter and staff only. */
// ---- bonuses (spec §2 "add bonus", "series bonus") ----

/** How a bonus is paid: cash or dealer credit. */
export const BONUS_TYPES = ['cash', 'dealerCredit'] as const;

/** A bonus amount: a whole number of cents, more than 0 and at most a place's maximum. */
const bonusCents = () =>
  fieldRule<number>((value) => (value === undefined || value === null || value === '' ? descriptor(MESSAGES.required) : null), (value) => (value === 0 ? descriptor(MESSAGES.money) : centsCheck(value)));

/** `POST /api/event/{id}/bonuses`: a bonus for a programme rider whose result is at the event. */
export const bonusInputSchema = z.object({
  riderId: requiredText(36),
  amount: bonusCents(),
  payoutType: requiredChoice(BONUS_TYPES),
  note: maxLength(200).optional(),
});
export type BonusInput = z.infer<typeof bonusInputSchema>;

/** `PUT /api/serie/{id}/bonus`: the series bonus, paid to the series champions after the final race (0 = none). */
export const seriesBonusSchema = z.object({ bonus: fieldRule<number>((value) => (value === undefined || value === null || value === '' ? descriptor(MESSAGES.required) : centsCheck(value))) });
export type SeriesBonusInput = z.infer<typeof seriesBonusSchema>;

export const managedBonusSchema = z.object({
  _id: z.string(),
  riderId: z.string(),
  riderName: z.string(),
  amount: z.number().int(),
  payoutType: z.enum(BONUS_TYPES),
  note: z.string(),
  createdAt: z.string(),
});
export type ManagedBonus = z.infer<typeof managedBonusSchema>;

/** A timecard of the event (spec §2 "timecard upload"): a scan or PDF of a timing sheet, kept as proof of the results. */
export const managedTimecardSchema = z.object({ _id: z.string(), fileName: z.string(), contentType: z.string(), size: z.number().int(), uploadedAt: z.string() });
export type ManagedTimecard = z.infer<typeof managedTimecardSchema>;
/** What a timecard may be, by its content: PDF, PNG, JPEG or WebP. */
export const TIMECARD_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

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

// ---- the contract to payouts (docs/architecture.md "results.published") ----

export const RESULTS_PUBLISHED = 'results.published';

/** One line of `results.published`: everything the payout rules read. */
export const publishedLineSchema = z.object({
  resultId: z.string(),
  classId: z.string(),
  className: z.string(),
  startGroup: z.string().nullable(),
  payoutType: z.enum(PAYOUT_TYPES),
  /** What this place of the class posts, in cents of the event's currency (0 past the paid places). */
  placeAmount: z.number().int(),
  place: z.number().int(),
  status: z.enum(RESULT_STATUSES),
  resultType: z.string(),
  riderId: z.string().nullable(),
  riderName: z.string(),
  bikeVin: z.string().nullable(),
  /** The bike as the sheet names it (free text, often the make and model): a make that contradicts the rider's bikes is not paid. */
  bike: z.string().default(''),
  matchStatus: z.enum(MATCH_STATUSES),
});
export type PublishedLine = z.infer<typeof publishedLineSchema>;

/**
 * Published in the events service's outbox whenever an event's results are set, changed or deleted: the whole
 * result set of the event at `version` (1, 2, …; a consumer keeps the highest it applied and ignores older or
 * equal versions, so a redelivery or a re-publish is harmless). `lines` empty = the results were deleted.
 */
export const resultsPublishedSchema = z.object({
  eventId: z.string(),
  version: z.number().int().min(1),
  seriesId: z.string().nullable(),
  promoterId: z.string(),
  title: z.string(),
  country: z.string(),
  currency: z.enum(CURRENCIES),
  startDate: z.string(),
  endDate: z.string(),
  type: z.enum(EVENT_TYPES),
  /** The bodies that sanction the event: its own, else the promoter's application for its season; empty when unknown. */
  sanctioningBodies: z.array(z.string()),
  canceled: z.boolean(),
  payingEvent: z.boolean(),
  /**
   * Events on the same day in the same country that programme staff marked as a different race: a rider paid at one
   * of them is paid here too. Every other event of that day and country with the same class is the same race
   * published twice (a double sanction), which pays once.
   */
  distinctRaceIds: z.array(z.string()).default([]),
  lines: z.array(publishedLineSchema),
  /** Bonuses added at the event (each for a matched programme rider), in cents of `currency`. */
  bonuses: z
    .array(z.object({ bonusId: z.string(), riderId: z.string(), riderName: z.string(), amountCents: z.number().int(), payoutType: z.enum(BONUS_TYPES), note: z.string() }))
    .default([]),
});
export type ResultsPublished = z.infer<typeof resultsPublishedSchema>;


/** An event in the promoter's own list: the list item, its results deadline and its open exceptions. */
export const promoterEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(EVENT_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  currency: z.enum(CURRENCIES),
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

// ---- the deadline reports (spec §9: results within 7 days; GET /api/admin/events-late, /events-finished) ----

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
