import { del, get, post, put, type CallOptions } from '@rr/api-client';
import type { BonusInput, ClassInput, EventInput, ImportAnswer, ManagedEvent, MatchCandidate, PromoterEvents, PromoterSeriesAnswer, ResolveMatchInput, ResolvedLine, ResultInput, SerieAnswer, WrongRiderInput } from '@rr/contracts';
import type { BulkMatchAnswer, BulkMatchBody, EventSuggestions, UndoRememberedInput } from '@rr/contracts/result-exceptions';
import { apiPath } from '@rr/contracts/routes';

/**
 * The event tools' calls to the events service (services/events/src/entry-points/event-tools-router.ts). The
 * `/api/event/{id}/…` paths serve the event's promoter and programme staff alike; failures are shown by the tool
 * that made the call (never the generic alert).
 */

/** GET /api/promoter/{id}/events → every event of the promoter (inactive too), latest first, with its results deadline. */
export function getPromoterEvents(promoterId: string, call: CallOptions = {}): Promise<PromoterEvents> {
  return get(apiPath('/api/promoter/:promoterId/events', { promoterId }), { alert: false, ...call });
}

/** GET /api/promoter/{id}/series → the promoter's own series (those an event can be put in) and their seasons' sanctioning bodies. */
export function getPromoterSeries(promoterId: string, call: CallOptions = {}): Promise<PromoterSeriesAnswer> {
  return get(apiPath('/api/promoter/:promoterId/series', { promoterId }), { query: { limit: 100 }, alert: false, ...call });
}

/** GET /api/event/{id}/manage → the event, its deadline, payout table, result lines with their matching, and uploads. */
export function getManagedEvent(id: string, call: CallOptions = {}): Promise<ManagedEvent> {
  return get(apiPath('/api/event/:id/manage', { id }), { alert: false, ...call });
}

/** POST /api/promoter/{id}/events → 201 the new event of that promoter. */
export function createPromoterEvent(promoterId: string, body: EventInput): Promise<ManagedEvent> {
  return post(apiPath('/api/promoter/:promoterId/events', { promoterId }), body, { alert: false });
}

/** PUT /api/event/{id} → the event as saved. */
export function updateEvent(id: string, body: EventInput): Promise<ManagedEvent> {
  return put(apiPath('/api/event/:id', { id }), body, { alert: false });
}

/** DELETE /api/event/{id} → 204; its classes, results and uploads go with it. */
export function deleteEvent(id: string): Promise<void> {
  return del(apiPath('/api/event/:id', { id }), { alert: false });
}

/** POST /api/event/{id}/duplicate → 201 the copy (a week later, hidden, same payout table, no results). */
export function duplicateEvent(id: string): Promise<ManagedEvent> {
  return post(apiPath('/api/event/:id/duplicate', { id }), {}, { alert: false });
}

/** PUT /api/event/{id}/classes → the event with its new payout table (409 CLASS_HAS_RESULTS for a removed class with results). */
export function saveClasses(id: string, classes: ClassInput[]): Promise<ManagedEvent> {
  return put(apiPath('/api/event/:id/classes', { id }), { classes }, { alert: false });
}

/** PUT /api/event/{id}/result → the event with the line added (or edited, with `_id`) and matched. */
export function saveResult(id: string, body: ResultInput): Promise<ManagedEvent> {
  return put(apiPath('/api/event/:id/result', { id }), body, { alert: false });
}

/** What DELETE /api/event/{id}/result removes: one line, one class's lines, or (neither) every line of the event. */
export type ResultsScope = { resultId: string } | { classId: string } | Record<string, never>;

/** DELETE /api/event/{id}/result?classId=&resultId= → `{ deleted }` (how many lines). */
export function deleteResults(id: string, scope: ResultsScope): Promise<{ deleted: number }> {
  return del(apiPath('/api/event/:id/result', { id }), { query: scope, alert: false });
}

/** PUT /api/event/{id}/result/{resultId}/match `{ riderId }` or `{ notRider: true }` → `{ result, resultsVersion }` (the line as it is now). */
export function resolveMatch(id: string, resultId: string, body: ResolveMatchInput): Promise<ResolvedLine> {
  return put(apiPath('/api/event/:id/result/:resultId/match', { id, resultId }), body, { alert: false });
}

/**
 * PUT /api/event/{id}/results/match `{ resultIds, notRider: true }` or `{ lines: [{ resultId, riderId }] }` (at most
 * MAX_BULK_DECISIONS) → `{ results, resultsVersion }`: all of them decided, or none (404 for a line or rider not found).
 */
export function decideLines(id: string, body: BulkMatchBody): Promise<BulkMatchAnswer> {
  return put(apiPath('/api/event/:id/results/match', { id }), body, { alert: false });
}

/** POST /api/event/{id}/result/{resultId}/undo-remembered `{ forget? }` → `{ result, resultsVersion }`: the line open again. */
export function undoRemembered(id: string, resultId: string, body: UndoRememberedInput): Promise<ResolvedLine> {
  return post(apiPath('/api/event/:id/result/:resultId/undo-remembered', { id, resultId }), body, { alert: false });
}

/** GET /api/event/{id}/suggestions → riders each open line may be (by result id). */
export function getSuggestions(id: string, call: CallOptions = {}): Promise<EventSuggestions> {
  return get(apiPath('/api/event/:id/suggestions', { id }), { alert: false, ...call });
}

/**
 * POST /api/event/{id}/result/{resultId}/wrong-rider `{ riderId }` (the rider shown on the line) → the event: the line
 * unmatched and never matched to that rider again, what it paid taken back (409 CONFLICT if it was matched anew since).
 */
export function markWrongRider(id: string, resultId: string, body: WrongRiderInput): Promise<ManagedEvent> {
  return post(apiPath('/api/event/:id/result/:resultId/wrong-rider', { id, resultId }), body, { alert: false });
}

/** GET /api/event/{id}/rider-search?q= (2+ characters) → programme riders to pick for a line. */
export function searchRiders(id: string, q: string, call: CallOptions = {}): Promise<{ riders: MatchCandidate[] }> {
  return get(apiPath('/api/event/:id/rider-search', { id }), { query: { q }, alert: false, ...call });
}

/** POST /api/event/{id}/imports/{importId}/commit → the upload, committed (doing it twice writes nothing more). */
export function commitImport(id: string, importId: string): Promise<ImportAnswer> {
  return post(apiPath('/api/event/:id/imports/:importId/commit', { id, importId }), {}, { alert: false });
}

/** POST /api/event/{id}/bonuses → 201 the event with the new bonus (spec §2 "add bonus"). */
export function addBonus(id: string, body: BonusInput): Promise<ManagedEvent> {
  return post(apiPath('/api/event/:id/bonuses', { id }), body, { alert: false });
}

/** DELETE /api/event/{id}/bonus/{bonusId} → the event without it. */
export function removeBonus(id: string, bonusId: string): Promise<ManagedEvent> {
  return del(apiPath('/api/event/:id/bonus/:bonusId', { id, bonusId }), { alert: false });
}

/** GET /api/serie/{id} → the series, its events and where it stands on its way to its end (`end`). */
export function getSerie(id: string, call: CallOptions = {}): Promise<SerieAnswer> {
  return get(apiPath('/api/serie/:id', { id }), { alert: false, ...call });
}

/** POST /api/serie/{id}/close → the series as closed (its promoter or staff; docs/architecture.md "Series end"). */
export function closeSeries(id: string): Promise<SerieAnswer> {
  return post(apiPath('/api/serie/:id/close', { id }), {}, { alert: false });
}

/** POST /api/admin/serie/{id}/reopen → the series open again (staff, while nothing was published since the close). */
export function reopenSeries(id: string): Promise<SerieAnswer> {
  return post(apiPath('/api/admin/serie/:id/reopen', { id }), {}, { alert: false });
}

/** PUT /api/serie/{id}/bonus → the series and its events (spec §2 "series bonus"). */
export function setSeriesBonus(id: string, bonus: number): Promise<SerieAnswer> {
  return put(apiPath('/api/serie/:id/bonus', { id }), { bonus }, { alert: false });
}

/** DELETE /api/event/{id}/timecard/{timecardId} → the event without it. */
export function removeTimecard(id: string, timecardId: string): Promise<ManagedEvent> {
  return del(apiPath('/api/event/:id/timecard/:timecardId', { id, timecardId }), { alert: false });
}
