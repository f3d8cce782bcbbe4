import { z } from 'zod';
import { fieldRule, objectRule, optionalBoolean, requiredText } from './fields';
import { MESSAGES, descriptor } from './messages';
import { paginationSchema, queryDay, queryPaging, queryText } from './query';
import { managedResultSchema, matchCandidateSchema } from './results';

/**
 * Result lines to resolve at scale (the events service): many lines decided in one call, decisions a promoter took
 * remembered for their next uploads, riders suggested for a line nobody matched, and programme staff's queue of every
 * open line across events. The event tools, the admin queue page and the service parse the same schemas.
 */

// ---- bulk decisions (PUT /api/event/{id}/results/match) ----

/** Lines one bulk decision may name: a big round's walk-ins in one call, a bounded transaction. */
export const MAX_BULK_DECISIONS = 500;

const MAX_RESULT_ID = 48;

/** A list of result ids: not empty, at most MAX_BULK_DECISIONS, each an id. Absent passes (the other form of the body). */
const resultIdList = () =>
  fieldRule<string[] | undefined>((value) => {
    if (value === undefined) return null;
    if (!Array.isArray(value)) return descriptor(MESSAGES.invalid);
    if (value.length === 0) return descriptor(MESSAGES.required);
    if (value.length > MAX_BULK_DECISIONS) return descriptor(MESSAGES.maxItems, { max: MAX_BULK_DECISIONS });
    return value.every((id) => typeof id === 'string' && id.trim() !== '' && id.length <= MAX_RESULT_ID) ? null : descriptor(MESSAGES.invalid);
  });

const decisionLines = () =>
  fieldRule<unknown[] | undefined>((value) => {
    if (value === undefined) return null;
    if (!Array.isArray(value)) return descriptor(MESSAGES.invalid);
    if (value.length === 0) return descriptor(MESSAGES.required);
    return value.length > MAX_BULK_DECISIONS ? descriptor(MESSAGES.maxItems, { max: MAX_BULK_DECISIONS }) : null;
  }).pipe(z.array(z.object({ resultId: requiredText(MAX_RESULT_ID), riderId: requiredText(36) })).optional());

/**
 * Many lines of one event decided at once, all or none, published as one results version: `{ resultIds, notRider: true }`
 * (none of them is a programme rider) or `{ lines: [{ resultId, riderId }] }` (each line's rider).
 */
export const bulkMatchSchema = z
  .object({
    resultIds: resultIdList(),
    notRider: optionalBoolean(),
    lines: decisionLines(),
  })
  .check(
    objectRule((input) => {
      const hasIds = input.resultIds !== undefined;
      const hasLines = input.lines !== undefined;
      if (!hasIds && !hasLines) return [['resultIds', descriptor(MESSAGES.required)]];
      if (hasIds && hasLines) return [['lines', descriptor(MESSAGES.invalid)]];
      if (hasIds && input.notRider !== true) return [['notRider', descriptor(MESSAGES.required)]];
      if (hasLines && input.notRider !== undefined) return [['notRider', descriptor(MESSAGES.invalid)]];
      return [];
    }),
  );
export type BulkMatchInput = z.infer<typeof bulkMatchSchema>;
/** A bulk decision as a client sends it (one of the two forms `bulkMatchSchema` takes). */
export type BulkMatchBody = { resultIds: string[]; notRider: true } | { lines: Array<{ resultId: string; riderId: string }> };

/** The answer to a bulk decision: the lines as they are now, and the results version it published. */
export const bulkMatchAnswerSchema = z.object({ results: z.array(managedResultSchema), resultsVersion: z.number().int() });
export type BulkMatchAnswer = z.infer<typeof bulkMatchAnswerSchema>;

// ---- remembered decisions (POST /api/event/{id}/result/{resultId}/undo-remembered) ----

/**
 * Undo a remembered decision on one line: the line is open again. The decision stays remembered for the next uploads
 * unless `forget` is true.
 */
export const undoRememberedSchema = z.object({ forget: optionalBoolean() });
export type UndoRememberedInput = z.infer<typeof undoRememberedSchema>;

// ---- suggestions (GET /api/event/{id}/suggestions; the queue's lines) ----

/** Why a rider is suggested for a line: the same email, the plate they raced under at the promoter's events, a name spelled alike. */
export const SUGGESTION_REASONS = ['email', 'plate', 'name'] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

/** A programme rider a line may be ("Did you mean Tyler Brooks (Perris, CA)?"), strongest first. */
export const riderSuggestionSchema = z.object({
  rider: matchCandidateSchema,
  reasons: z.array(z.enum(SUGGESTION_REASONS)),
  /** Edits between the line's name and the rider's (0 = the same name), when the name is a reason. */
  distance: z.number().int().nullable(),
});
export type RiderSuggestion = z.infer<typeof riderSuggestionSchema>;

/** Suggested riders per open line of an event, by result id (a line without suggestions is left out). */
export const eventSuggestionsSchema = z.object({ suggestions: z.record(z.string(), z.array(riderSuggestionSchema)) });
export type EventSuggestions = z.infer<typeof eventSuggestionsSchema>;

// ---- the staff queue (GET /api/admin/result-exceptions) ----

/** `?eventId&promoterId&from&to&className&name&page&limit`: filters of the queue of open lines (25 a page). */
export const resultExceptionsQuerySchema = z.object({
  eventId: queryText(36),
  promoterId: queryText(36),
  /** Events that end on or after this day… */
  from: queryDay(),
  /** …and start on or before this one. */
  to: queryDay(),
  /** Part of the class's name. */
  className: queryText(100),
  /** Part of the rider's name as the sheet gave it. */
  name: queryText(100),
  ...queryPaging(25),
});
export type ResultExceptionsQuery = z.output<typeof resultExceptionsQuerySchema>;

/** One open line of the queue: the line as the event tools show it, its event, and the riders it may be. */
export const exceptionLineSchema = managedResultSchema.extend({
  event: z.object({ _id: z.string(), title: z.string(), startDate: z.string(), endDate: z.string(), promoterId: z.string() }),
  suggestions: z.array(riderSuggestionSchema),
});
export type ExceptionLine = z.infer<typeof exceptionLineSchema>;

/**
 * A page of the queue; `pagination.total` counts every open line the filters match (what the dashboard shows, from the
 * same query). `suggestionsUnavailable` when the rider directory did not answer (the lines come without suggestions).
 */
export const resultExceptionsSchema = z.object({ lines: z.array(exceptionLineSchema), pagination: paginationSchema, suggestionsUnavailable: z.boolean() });
export type ResultExceptions = z.infer<typeof resultExceptionsSchema>;

/** Most lines "select all matching the filter" takes at once from the queue (decided in calls of MAX_BULK_DECISIONS per event). */
export const MAX_QUEUE_SELECTION = 5_000;

/** `GET /api/admin/result-exceptions/ids` (the queue's filters): the ids of the matching lines with their events, up to MAX_QUEUE_SELECTION. */
export const resultExceptionIdsSchema = z.object({ lines: z.array(z.object({ _id: z.string(), eventId: z.string() })), total: z.number().int() });
export type ResultExceptionIds = z.infer<typeof resultExceptionIdsSchema>;
