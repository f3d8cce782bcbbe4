import { z } from 'zod';
import { categoryInputSchema, promoterSeriesInputSchema, seriesInputSchema } from '../catalog';
import { distinctRacesInputSchema, distinctRacesSchema, sameDayEventsSchema } from '../distinct-races';
import { removeRacesAnswerSchema, removeRacesSchema, riderRacesAnswerSchema } from '../admin-riders';
import { integrationEventsAnswerSchema, integrationImportAnswerSchema, integrationPushQuerySchema } from '../api-tokens';
import {
  categoriesListSchema,
  categoriesQuerySchema,
  categoryAnswerSchema,
  contingencyHeadlineSchema,
  eventAnswerSchema,
  eventsListSchema,
  eventsQuerySchema,
  recentEventsQuerySchema,
  recentEventsSchema,
  serieAnswerSchema,
  seriesListSchema,
  seriesQuerySchema,
} from '../events';
import { favouriteInputSchema, riderEventsAnswerSchema, riderSeriesStandingSchema, seriesFavouriteInputSchema, seriesStandingsSchema } from '../favourites';
import { reportingEventsAnswerSchema, reportingEventsQuerySchema } from '../report-messages';
import { exceptionEventsQuerySchema, exceptionEventsSchema } from '../reports';
import { bulkMatchAnswerSchema, bulkMatchSchema, eventSuggestionsSchema, resultExceptionIdsSchema, resultExceptionsQuerySchema, resultExceptionsSchema, undoRememberedSchema } from '../result-exceptions';
import { bonusInputSchema, seriesBonusSchema } from '../results/bonuses';
import { classesInputSchema } from '../results/classes';
import { deadlineReportQuerySchema, deadlineReportSchema } from '../results/deadlines';
import { eventInputSchema } from '../results/event-input';
import { importAnswerSchema } from '../results/imports';
import { TIMECARD_TYPES, managedEventSchema, resolvedLineSchema } from '../results/managed-event';
import { promoterEventsSchema, promoterSeriesAnswerSchema } from '../results/promoter-events';
import { deleteResultsQuerySchema, resolveMatchSchema, resultInputSchema, wrongRiderSchema } from '../results/result-lines';
import { defineOperations } from './operation';
import { categoryDeletedAnswerSchema, seriesChangeAnswerSchema, seriesDeletedAnswerSchema, favouriteAnswerSchema, deleteResultsAnswerSchema, riderSearchAnswerSchema } from './answers';
import { deadlineExportQuerySchema, resultsInputSchema, eventRiderSearchQuerySchema } from '../server-bodies';

/** Path parameters, as the routes name them. */
const id = z.object({ id: z.string() });
const eventId = z.object({ eventId: z.string() });
const seriesId = z.object({ seriesId: z.string() });
const promoterId = z.object({ promoterId: z.string() });
const resultLine = z.object({ id: z.string(), resultId: z.string() });
const seriesEvent = z.object({ id: z.string(), eventId: z.string() });
const importOf = z.object({ id: z.string(), importId: z.string() });

/** A spreadsheet download: CSV (UTF-8 with BOM) or XLSX, as `format` asks. */
const SPREADSHEET = { file: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] } as const;
/** An upload of one file (`file`, ≤ 10 MB) and what reading it may answer. */
const UPLOAD_ERRORS = ['BAD_REQUEST', 'UPLOAD_MISSING', 'UPLOAD_TOO_LARGE', 'UPLOAD_TYPE', 'UPLOAD_EMPTY', 'UPLOAD_UNREADABLE', 'UPLOAD_BROKEN', 'UPLOAD_TOO_MANY_ROWS', 'UPLOAD_TOO_MANY_COLUMNS', 'UPLOAD_CELL_TOO_LONG', 'UPLOAD_TOO_COMPLEX', 'UPLOAD_BUSY'];
const UPLOAD = { multipart: { files: ['file'] } } as const;
/** The result uploads of one class name it in the form field `classId`. */
const CLASS_UPLOAD = { multipart: { files: ['file'], fields: z.object({ classId: z.string().min(1).max(36) }) } } as const;
/** An event, or a series, a promoter may not change (another promoter's: 403) or that does not exist (404). */
const OWNED = ['NOT_FOUND'];

/** The events service's routes as integrators and operators see them; see operation.ts. */
export const EVENTS_OPERATIONS = defineOperations([
  // events-router.ts: the public finder, one event, recent events, the home headline; a rider's favourites and own events
  { id: 'listEvents', method: 'get', path: '/api/events', summary: 'Find events', description: 'Active events unless an administrator asks for `active=false|all`; a radius search (`zipcode` with `zipDistance` in miles) sorts nearest first and adds `distanceMiles`. Money in cents.', query: eventsQuerySchema, answer: eventsListSchema, errors: ['UNKNOWN_ZIPCODE'] },
  { id: 'listRecentEvents', method: 'get', path: '/api/events-lean', summary: 'The latest active events that started before a day (default today)', query: recentEventsQuerySchema, answer: recentEventsSchema },
  { id: 'getContingencyHeadline', method: 'get', path: '/api/aggregates/contingency', summary: 'The contingency posted for every upcoming event, per currency', answer: contingencyHeadlineSchema },
  { id: 'getEvent', method: 'get', path: '/api/event/{eventId}', summary: 'One event with its classes, results and series', params: eventId, answer: eventAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'setFavouriteEvent', method: 'put', path: '/api/rider/events/{eventId}/favourite', summary: 'Mark or unmark an event as one of the rider’s favourites', params: eventId, body: favouriteInputSchema, answer: favouriteAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'setFavouriteSeries', method: 'put', path: '/api/rider/events/series/{seriesId}/favourite', summary: 'Mark or unmark a series as one of the rider’s favourites', params: seriesId, body: seriesFavouriteInputSchema, answer: favouriteAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'getRiderSeriesStanding', method: 'get', path: '/api/rider/events/series/{seriesId}/standing', summary: 'The rider’s provisional standing in each class of a series', params: seriesId, answer: riderSeriesStandingSchema, errors: ['NOT_FOUND'] },
  { id: 'listRiderEvents', method: 'get', path: '/api/rider/events', summary: 'The rider’s favourite events, the events they raced and their favourite series', answer: riderEventsAnswerSchema },

  // event-tools-router.ts: a promoter's lists, creating, editing, copying and deleting events
  { id: 'listPromoterEvents', method: 'get', path: '/api/promoter/{promoterId}/events', summary: 'A promoter’s own events (inactive too), latest first, with results deadlines and open exceptions', params: promoterId, answer: promoterEventsSchema },
  { id: 'listPromoterSeries', method: 'get', path: '/api/promoter/{promoterId}/series', summary: 'A promoter’s own series, their seasons’ sanctioning bodies and approved seasons', params: promoterId, answer: promoterSeriesAnswerSchema },
  { id: 'createEventAsAdmin', method: 'post', path: '/api/admin/events', summary: 'Create an event for any promoter (`promoterId` in the body)', body: eventInputSchema, status: 201, answer: managedEventSchema, errors: ['SERIES_OF_OTHER_PROMOTER', 'NOT_FOUND'] },
  { id: 'createPromoterEvent', method: 'post', path: '/api/promoter/{promoterId}/events', summary: 'Create one of the promoter’s own events', description: 'A promoter’s event starts in a season they are approved for; its series must be theirs and in its currency.', params: promoterId, body: eventInputSchema, status: 201, answer: managedEventSchema, errors: ['SERIES_OF_OTHER_PROMOTER', 'NOT_FOUND'] },
  { id: 'updateEventAsAdmin', method: 'put', path: '/api/admin/event/{id}', summary: 'Edit any event', params: id, body: eventInputSchema, answer: managedEventSchema, errors: ['SERIES_OF_OTHER_PROMOTER', ...OWNED] },
  { id: 'updateEvent', method: 'put', path: '/api/event/{id}', summary: 'Edit an event (its promoter or staff)', params: id, body: eventInputSchema, answer: managedEventSchema, errors: ['SERIES_OF_OTHER_PROMOTER', ...OWNED] },
  { id: 'duplicateEventAsAdmin', method: 'post', path: '/api/admin/event/{id}/duplicate', summary: 'Copy any event a week later, inactive, with its payout table', params: id, status: 201, answer: managedEventSchema, errors: OWNED },
  { id: 'duplicateEvent', method: 'post', path: '/api/event/{id}/duplicate', summary: 'Copy an event a week later, inactive, with its payout table', params: id, status: 201, answer: managedEventSchema, errors: OWNED },
  { id: 'deleteEventAsAdmin', method: 'delete', path: '/api/admin/event/{id}', summary: 'Delete any event with its classes and results', params: id, status: 204, errors: OWNED },
  { id: 'deleteEvent', method: 'delete', path: '/api/event/{id}', summary: 'Delete an event with its classes and results', params: id, status: 204, errors: OWNED },

  // event-tools-router.ts: the tools' view, classes, results and their matching, bonuses, timecards
  { id: 'manageEvent', method: 'get', path: '/api/event/{id}/manage', summary: 'Everything the event tools edit: deadline, payout table, result lines and how each was matched, uploads', params: id, answer: managedEventSchema, errors: OWNED },
  { id: 'saveEventClasses', method: 'put', path: '/api/event/{id}/classes', summary: 'Replace the payout table (classes and paid places)', params: id, body: classesInputSchema, answer: managedEventSchema, errors: ['CLASS_HAS_RESULTS', ...OWNED] },
  { id: 'saveEventResult', method: 'put', path: '/api/event/{id}/result', summary: 'Add or edit (`_id`) one result line', params: id, body: resultInputSchema, answer: managedEventSchema, errors: OWNED },
  { id: 'saveEventResults', method: 'put', path: '/api/event/{id}/results', summary: 'Add or edit up to 500 result lines in one transaction', description: 'Each line is a result line as `PUT /api/event/{id}/result` takes it; a fault names its line (`results.3.place`).', params: id, body: resultsInputSchema, answer: managedEventSchema, errors: OWNED },
  { id: 'deleteEventResults', method: 'delete', path: '/api/event/{id}/result', summary: 'Delete one line (`resultId`), one class’s results (`classId`), or every result', params: id, query: deleteResultsQuerySchema, answer: deleteResultsAnswerSchema, errors: OWNED },
  { id: 'matchResultLine', method: 'put', path: '/api/event/{id}/result/{resultId}/match', summary: 'Resolve an exception: a rider, or not a programme rider', params: resultLine, body: resolveMatchSchema, answer: resolvedLineSchema, errors: OWNED },
  { id: 'matchResultLines', method: 'put', path: '/api/event/{id}/results/match', summary: 'Decide up to 500 lines at once, all or none', params: id, body: bulkMatchSchema, answer: bulkMatchAnswerSchema, errors: OWNED },
  { id: 'undoRememberedDecision', method: 'post', path: '/api/event/{id}/result/{resultId}/undo-remembered', summary: 'Open again a line a remembered decision decided (`forget`: not at the next uploads either)', params: resultLine, body: undoRememberedSchema, answer: resolvedLineSchema, errors: OWNED },
  { id: 'listMatchSuggestions', method: 'get', path: '/api/event/{id}/suggestions', summary: 'Riders each open line of the event may be', params: id, answer: eventSuggestionsSchema, errors: [...OWNED, 'BAD_GATEWAY'] },
  { id: 'markWrongRider', method: 'post', path: '/api/event/{id}/result/{resultId}/wrong-rider', summary: '“Wrong rider” on a matched line: unmatched, never matched to that rider again at this event', params: resultLine, body: wrongRiderSchema, answer: managedEventSchema, errors: ['CONFLICT', ...OWNED] },
  { id: 'addEventBonus', method: 'post', path: '/api/event/{id}/bonuses', summary: 'A bonus for a rider matched on the event’s results', params: id, body: bonusInputSchema, status: 201, answer: managedEventSchema, errors: OWNED },
  { id: 'removeEventBonus', method: 'delete', path: '/api/event/{id}/bonus/{bonusId}', summary: 'Remove a bonus', params: z.object({ id: z.string(), bonusId: z.string() }), answer: managedEventSchema, errors: OWNED },
  { id: 'addEventTimecard', method: 'post', path: '/api/event/{id}/timecards', summary: 'Upload a timecard (PDF, PNG, JPEG or WebP by content, ≤ 10 MB)', params: id, body: UPLOAD, status: 201, answer: managedEventSchema, errors: ['BAD_REQUEST', 'UPLOAD_MISSING', 'UPLOAD_TOO_LARGE', 'UPLOAD_EMPTY', 'TIMECARD_TYPE', ...OWNED] },
  { id: 'downloadEventTimecard', method: 'get', path: '/api/event/{id}/timecard/{timecardId}', summary: 'A timecard’s file, as an attachment', params: z.object({ id: z.string(), timecardId: z.string() }), answer: { file: TIMECARD_TYPES }, errors: OWNED },
  { id: 'removeEventTimecard', method: 'delete', path: '/api/event/{id}/timecard/{timecardId}', summary: 'Remove a timecard', params: z.object({ id: z.string(), timecardId: z.string() }), answer: managedEventSchema, errors: OWNED },
  { id: 'setSeriesBonus', method: 'put', path: '/api/serie/{id}/bonus', summary: 'The series bonus (cents, 0 for none)', params: id, body: seriesBonusSchema, answer: serieAnswerSchema, errors: OWNED },
  { id: 'searchRidersForEvent', method: 'get', path: '/api/event/{id}/rider-search', summary: 'Programme riders to pick for an exception, by name', params: id, query: eventRiderSearchQuerySchema, answer: riderSearchAnswerSchema, errors: [...OWNED, 'BAD_GATEWAY'] },

  // event-tools-router.ts: uploads, previewed then committed (one operation per upload path)
  { id: 'uploadEventClasses', method: 'post', path: '/api/event/{id}/upload-class', summary: 'Preview a payout table file (CSV or XLSX); nothing is written until it is committed', params: id, body: UPLOAD, answer: importAnswerSchema, errors: [...UPLOAD_ERRORS, ...OWNED] },
  { id: 'uploadClassResults', method: 'post', path: '/api/event/{id}/upload-class-result', summary: 'Preview one class’s results file (form field `classId`)', params: id, body: CLASS_UPLOAD, answer: importAnswerSchema, errors: [...UPLOAD_ERRORS, ...OWNED] },
  { id: 'uploadAllClassResults', method: 'post', path: '/api/event/{id}/upload-all-class-result', summary: 'Preview a results file of every class', params: id, body: UPLOAD, answer: importAnswerSchema, errors: [...UPLOAD_ERRORS, ...OWNED] },
  { id: 'uploadFormattedResults', method: 'post', path: '/api/event/{id}/upload-all-formatted-class-result', summary: 'Preview a timing system’s formatted results file of every class', params: id, body: UPLOAD, answer: importAnswerSchema, errors: [...UPLOAD_ERRORS, ...OWNED] },
  { id: 'getEventImport', method: 'get', path: '/api/event/{id}/imports/{importId}', summary: 'An upload’s preview again', params: importOf, answer: importAnswerSchema, errors: OWNED },
  { id: 'commitEventImport', method: 'post', path: '/api/event/{id}/imports/{importId}/commit', summary: 'Write a previewed upload in one transaction (again: the same answer, nothing written)', params: importOf, answer: importAnswerSchema, errors: ['IMPORT_HAS_ERRORS', 'IMPORT_SUPERSEDED', ...OWNED] },

  // event-tools-router.ts: Canada invoices
  { id: 'downloadEventInvoice', method: 'get', path: '/api/event/{id}/invoice.pdf', summary: 'The invoice of what a Canadian event’s results paid', params: id, answer: { file: ['application/pdf'] }, errors: ['INVOICE_CANADA_ONLY', 'INVOICE_PAYOUTS_PENDING', 'INVOICE_NOTHING_PAID', 'BAD_GATEWAY', ...OWNED] },

  // event-tools-router.ts: staff's deadline reports, exceptions queue and a series' events upload
  { id: 'listLateResultsEvents', method: 'get', path: '/api/admin/events-late', summary: 'Events past their results due date without results', query: deadlineReportQuerySchema, answer: deadlineReportSchema },
  { id: 'listFinishedResultsEvents', method: 'get', path: '/api/admin/events-finished', summary: 'Events with results in, with when and how late', query: deadlineReportQuerySchema, answer: deadlineReportSchema },
  { id: 'exportLateResultsEvents', method: 'get', path: '/api/admin/events-late/export', summary: 'The late results report, every row, as CSV or XLSX', query: deadlineExportQuerySchema, answer: SPREADSHEET },
  { id: 'exportFinishedResultsEvents', method: 'get', path: '/api/admin/events-finished/export', summary: 'The finished results report, every row, as CSV or XLSX', query: deadlineExportQuerySchema, answer: SPREADSHEET },
  { id: 'listExceptionEvents', method: 'get', path: '/api/admin/events-exceptions', summary: 'Active events with result lines still to match, most first', query: exceptionEventsQuerySchema, answer: exceptionEventsSchema },
  { id: 'listResultExceptions', method: 'get', path: '/api/admin/result-exceptions', summary: 'Staff’s queue: every open result line of the active events', query: resultExceptionsQuerySchema, answer: resultExceptionsSchema },
  { id: 'listResultExceptionIds', method: 'get', path: '/api/admin/result-exceptions/ids', summary: 'The open lines the queue’s filters select (what “select all matching” decides)', query: resultExceptionsQuerySchema, answer: resultExceptionIdsSchema },
  { id: 'uploadSeriesEvents', method: 'post', path: '/api/admin/serie/{id}/upload-events', summary: 'Preview a file of a series’ events (CSV or XLSX)', params: id, body: UPLOAD, answer: importAnswerSchema, errors: [...UPLOAD_ERRORS, 'NOT_FOUND'] },
  { id: 'commitSeriesEventsImport', method: 'post', path: '/api/admin/serie/{id}/imports/{importId}/commit', summary: 'Create a previewed file’s events in one transaction', params: importOf, answer: importAnswerSchema, errors: ['IMPORT_HAS_ERRORS', 'IMPORT_SUPERSEDED', 'NOT_FOUND'] },

  // distinct-races-router.ts: staff's "same race?" tools (spec §9)
  { id: 'listSameDayEvents', method: 'get', path: '/api/admin/event/{id}/same-day-events', summary: 'The other events on the same start day in the same country', params: id, answer: sameDayEventsSchema, errors: ['NOT_FOUND'] },
  { id: 'getDistinctRaces', method: 'get', path: '/api/admin/event/{id}/distinct-races', summary: 'The events marked as different races from this one', params: id, answer: distinctRacesSchema, errors: ['NOT_FOUND'] },
  { id: 'replaceDistinctRaces', method: 'put', path: '/api/admin/event/{id}/distinct-races', summary: 'Replace the marks (both ways); results are published again where they changed', params: id, body: distinctRacesInputSchema, answer: distinctRacesSchema, errors: ['NOT_FOUND'] },

  // series-router.ts: public series reads, standings, a series' close and reopen
  { id: 'listSeries', method: 'get', path: '/api/series', summary: 'Find series', description: 'Active series unless an administrator asks for `active=false|all`; a radius search lists the nearest first with `distanceMiles`.', query: seriesQuerySchema, answer: seriesListSchema, errors: ['UNKNOWN_ZIPCODE'] },
  { id: 'getSeries', method: 'get', path: '/api/serie/{seriesId}', summary: 'A series, its events and where it stands on its way to its end', params: seriesId, answer: serieAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'getSeriesStandings', method: 'get', path: '/api/serie/{seriesId}/standings', summary: 'Every class’s championship table from the results published so far', params: seriesId, answer: seriesStandingsSchema, errors: ['NOT_FOUND'] },
  { id: 'closeSeries', method: 'post', path: '/api/serie/{seriesId}/close', summary: 'Close a series (its promoter or staff)', params: seriesId, answer: serieAnswerSchema, errors: OWNED },
  { id: 'reopenSeries', method: 'post', path: '/api/admin/serie/{seriesId}/reopen', summary: 'Reopen a closed series while nothing was published since its close', params: seriesId, answer: serieAnswerSchema, errors: ['SERIES_NOT_CLOSED', 'SERIES_CLOSE_PAID', 'NOT_FOUND'] },

  // promoter-series-router.ts: a promoter's own series, staff's approval
  { id: 'createPromoterSeries', method: 'post', path: '/api/promoter/{promoterId}/series', summary: 'A promoter’s new series (waits for staff review)', params: promoterId, body: promoterSeriesInputSchema, status: 201, answer: seriesChangeAnswerSchema },
  { id: 'updatePromoterSeries', method: 'put', path: '/api/serie/{id}', summary: 'Edit a series (its promoter or staff)', params: id, body: promoterSeriesInputSchema, answer: seriesChangeAnswerSchema, errors: OWNED },
  { id: 'approveSeries', method: 'put', path: '/api/admin/serie/{id}/approve', summary: 'Approve a promoter’s series: shown to riders', params: id, answer: seriesChangeAnswerSchema, errors: ['NOT_FOUND'] },

  // categories-router.ts: public category reads
  { id: 'listCategories', method: 'get', path: '/api/categories', summary: 'Categories (active ones unless an administrator asks otherwise)', query: categoriesQuerySchema, answer: categoriesListSchema },
  { id: 'getCategory', method: 'get', path: '/api/category/{categoryId}', summary: 'One category with its series', params: z.object({ categoryId: z.string() }), answer: categoryAnswerSchema, errors: ['NOT_FOUND'] },

  // catalog-router.ts: series and categories as programme staff keep them
  { id: 'listSeriesAsAdmin', method: 'get', path: '/api/admin/series', summary: 'Every series, inactive too unless `active` says otherwise', query: seriesQuerySchema, answer: seriesListSchema, errors: ['UNKNOWN_ZIPCODE'] },
  { id: 'createSeries', method: 'post', path: '/api/admin/series', summary: 'Create a series', body: seriesInputSchema, status: 201, answer: seriesChangeAnswerSchema },
  { id: 'updateSeries', method: 'put', path: '/api/admin/serie/{id}', summary: 'Edit a series', params: id, body: seriesInputSchema, answer: seriesChangeAnswerSchema, errors: ['SERIES_OF_OTHER_PROMOTER', 'NOT_FOUND'] },
  { id: 'deleteSeries', method: 'delete', path: '/api/admin/serie/{id}', summary: 'Delete a series (its events and their results stay)', params: id, answer: seriesDeletedAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'addEventToSeries', method: 'put', path: '/api/admin/serie/{id}/event/{eventId}', summary: 'Put an event in a series', params: seriesEvent, answer: seriesChangeAnswerSchema, errors: ['SERIES_OF_OTHER_PROMOTER', 'SERIES_CURRENCY_MISMATCH', 'NOT_FOUND'] },
  { id: 'removeEventFromSeries', method: 'delete', path: '/api/admin/serie/{id}/event/{eventId}', summary: 'Take an event out of a series', params: seriesEvent, answer: seriesChangeAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'createCategory', method: 'post', path: '/api/admin/categories', summary: 'Create a category', body: categoryInputSchema, status: 201, answer: categoryAnswerSchema },
  { id: 'updateCategory', method: 'put', path: '/api/admin/category/{id}', summary: 'Edit a category', params: id, body: categoryInputSchema, answer: categoryAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'deleteCategory', method: 'delete', path: '/api/admin/category/{id}', summary: 'Delete a category (its series stay, without it)', params: id, answer: categoryDeletedAnswerSchema, errors: ['NOT_FOUND'] },

  // rider-races-router.ts: a rider's races for programme staff
  { id: 'listRiderRaces', method: 'get', path: '/api/admin/rider/{riderId}/races', summary: 'A rider’s result lines, newest race first', params: z.object({ riderId: z.string() }), answer: riderRacesAnswerSchema },
  { id: 'removeRiderRaces', method: 'delete', path: '/api/admin/rider/{riderId}/remove-races', summary: 'Remove result lines from a rider (all or none)', params: z.object({ riderId: z.string() }), body: removeRacesSchema, answer: removeRacesAnswerSchema, errors: ['NOT_FOUND'] },

  // integrations-router.ts: a timing system pushing results with a promoter's API token (Bearer), on that promoter's events
  { id: 'listIntegrationEvents', method: 'get', path: '/api/integrations/events', summary: 'The token’s promoter’s events, with the class ids a one-class push names (scope `results:read`)', answer: integrationEventsAnswerSchema, errors: ['TOKEN_SCOPE'] },
  {
    id: 'pushIntegrationResults',
    method: 'post',
    path: '/api/integrations/events/{id}/results',
    summary: 'Push a results file into the event’s upload preview, or commit it at once with `commit=true` (scopes `results:write`, `results:commit`)',
    description:
      'The file as a multipart `file`, a `text/csv` body, or JSON lines (`application/x-ndjson`: one object per row, its keys the columns). An `Idempotency-Key` header answers the same call again once per token and key (`Idempotent-Replayed: true`). Another promoter’s event is 404.',
    params: id,
    query: integrationPushQuerySchema,
    body: UPLOAD,
    answer: integrationImportAnswerSchema,
    errors: ['TOKEN_SCOPE', 'UNSUPPORTED_MEDIA_TYPE', 'IMPORT_HAS_ERRORS', 'IMPORT_SUPERSEDED', 'IDEMPOTENCY_KEY_REUSED', ...UPLOAD_ERRORS, 'NOT_FOUND'],
  },
  { id: 'getIntegrationImport', method: 'get', path: '/api/integrations/events/{id}/imports/{importId}', summary: 'A pushed file’s import again (scope `results:read`)', params: importOf, answer: integrationImportAnswerSchema, errors: ['TOKEN_SCOPE', 'NOT_FOUND'] },
  {
    id: 'commitIntegrationImport',
    method: 'post',
    path: '/api/integrations/events/{id}/imports/{importId}/commit',
    summary: 'Write a pushed file’s previewed rows (again: the same answer, nothing written; scope `results:write`)',
    params: importOf,
    answer: integrationImportAnswerSchema,
    errors: ['TOKEN_SCOPE', 'IMPORT_HAS_ERRORS', 'IMPORT_SUPERSEDED', 'IDEMPOTENCY_KEY_REUSED', 'NOT_FOUND'],
  },

  // internal-router.ts: other services' endpoints (service token)
  { id: 'listReportingEvents', method: 'get', path: '/internal/reporting/events', summary: 'A page of every event’s reporting facts, in id order after `after` (an empty page is the end)', query: reportingEventsQuerySchema, answer: reportingEventsAnswerSchema, hidden: true },
]);
