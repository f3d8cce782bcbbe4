import type { MatchCandidate } from '@rr/contracts';
import type { RiderSuggestion, SuggestionReason } from '@rr/contracts/result-exceptions';
import type { EventsDb } from '../data-access/database.js';
import { findEventPromoter, findOpenLineRows, findPlateRidersAtPromoter } from '../data-access/match-lines-repository.js';
import { rejectedRiders, rejectionFacts } from './match-results.js';
import type { RiderDirectory } from './rider-directory.js';

/**
 * Riders suggested for the lines matching could not place ("Did you mean Tyler Brooks (Perris, CA)?"): computed when
 * the lines are shown, so a rider who registered after the upload is found too. Identity answers riders with the same
 * e-mail and riders whose name is at most two edits away (it searches its riders by the names' first letters and
 * ranks them: services/identity/src/domain/rider-suggestions.ts); this service adds the riders matched on lines with
 * the same plate at the promoter's other events. A rider turned down for the line ("wrong rider") or already offered
 * as its candidate is not suggested again.
 */

/** An open line to suggest riders for. */
export interface SuggestFor {
  id: string;
  eventId: string;
  promoterId: string;
  riderName: string;
  email: string;
  number: string;
  /** Riders already offered for the line (an ambiguous line's candidates). */
  candidates: readonly string[];
}

/** Suggestions shown per line, strongest first. */
export const SUGGESTIONS_PER_LINE = 3;
/** A plate more riders than this raced under at the promoter's events is handed around: it suggests nobody. */
const PLATE_RIDERS_MAX = 3;

const REASON_WEIGHT: Record<SuggestionReason, number> = { email: 4, plate: 2, name: 1 };

/** Riders matched on lines with these plates at the promoter's events (by plate, each rider with the events they raced it at). */
async function platesAtPromoter(db: EventsDb, promoterId: string, plates: string[]): Promise<Map<string, Map<string, Set<string>>>> {
  const found = new Map<string, Map<string, Set<string>>>();
  for (let start = 0; start < plates.length; start += 500) {
    const rows = await findPlateRidersAtPromoter(db, promoterId, plates.slice(start, start + 500));
    for (const row of rows) {
      const riders = found.get(row.number) ?? new Map<string, Set<string>>();
      riders.set(row.rider_id, (riders.get(row.rider_id) ?? new Set()).add(row.event_id));
      found.set(row.number, riders);
    }
  }
  return found;
}

/**
 * Suggested riders per line id (lines without any are left out). Fails like the directory when identity does not
 * answer; callers that can show the lines without suggestions catch it.
 */
export async function suggestRiders(deps: { db: EventsDb; directory: RiderDirectory }, lines: readonly SuggestFor[]): Promise<Map<string, RiderSuggestion[]>> {
  const answer = new Map<string, RiderSuggestion[]>();
  if (lines.length === 0) return answer;
  const { db, directory } = deps;
  const byPromoter = new Map<string, string[]>();
  for (const line of lines) if (line.number.trim()) byPromoter.set(line.promoterId, [...(byPromoter.get(line.promoterId) ?? []), line.number.trim()]);
  const [directorySuggestions, plates, refusals] = await Promise.all([
    directory.suggest(lines.map((line) => ({ key: line.id, name: line.riderName, ...(line.email.trim() ? { email: line.email.trim().toLowerCase() } : {}) }))),
    Promise.all([...byPromoter].map(async ([promoterId, numbers]) => [promoterId, await platesAtPromoter(db, promoterId, [...new Set(numbers)])] as const)).then((pairs) => new Map(pairs)),
    Promise.all([...new Set(lines.map((line) => line.eventId))].map(async (eventId) => [eventId, await rejectedRiders(db, eventId)] as const)).then((pairs) => new Map(pairs)),
  ]);

  const plateRiders = (line: SuggestFor): string[] => {
    const riders = plates.get(line.promoterId)?.get(line.number.trim());
    if (!riders || riders.size > PLATE_RIDERS_MAX) return [];
    // Raced under the plate at another event than this line's.
    return [...riders].filter(([, events]) => [...events].some((eventId) => eventId !== line.eventId)).map(([riderId]) => riderId);
  };
  const known = new Map<string, MatchCandidate>();
  for (const found of directorySuggestions.values()) for (const { rider } of found) known.set(rider._id, rider);
  const unnamed = [...new Set(lines.flatMap(plateRiders))].filter((id) => !known.has(id));
  // Riders no longer in the directory (merged, deleted) are not suggested.
  if (unnamed.length > 0) for (const [id, rider] of await directory.get(unnamed)) known.set(id, rider);

  for (const line of lines) {
    const facts = rejectionFacts(line);
    const refused = refusals.get(line.eventId)?.get(`${facts.nameKey}\n${facts.plate}`) ?? new Set<string>();
    const offered = new Set(line.candidates);
    const merged = new Map<string, { rider: MatchCandidate; reasons: Set<SuggestionReason>; distance: number | null }>();
    const add = (rider: MatchCandidate | undefined, reason: SuggestionReason, distance: number | null) => {
      if (!rider || refused.has(rider._id) || offered.has(rider._id)) return;
      const entry = merged.get(rider._id) ?? { rider, reasons: new Set<SuggestionReason>(), distance: null };
      entry.reasons.add(reason);
      if (distance !== null) entry.distance = entry.distance === null ? distance : Math.min(entry.distance, distance);
      merged.set(rider._id, entry);
    };
    for (const found of directorySuggestions.get(line.id) ?? []) add(found.rider, found.reason, found.distance);
    for (const riderId of plateRiders(line)) add(known.get(riderId), 'plate', null);
    const weight = (reasons: Set<SuggestionReason>) => [...reasons].reduce((sum, reason) => sum + REASON_WEIGHT[reason], 0);
    const ranked = [...merged.values()]
      .sort((a, b) => weight(b.reasons) - weight(a.reasons) || (a.distance ?? 99) - (b.distance ?? 99) || a.rider.name.localeCompare(b.rider.name))
      .slice(0, SUGGESTIONS_PER_LINE)
      .map(({ rider, reasons, distance }) => ({ rider, reasons: (['email', 'plate', 'name'] as const).filter((reason) => reasons.has(reason)), distance: reasons.has('name') ? distance : null }));
    if (ranked.length > 0) answer.set(line.id, ranked);
  }
  return answer;
}

/** The open lines of an event (unmatched or ambiguous) as `suggestRiders` takes them. */
export async function openLinesOf(db: EventsDb, eventId: string): Promise<SuggestFor[]> {
  const event = await findEventPromoter(db, eventId);
  if (!event) return [];
  const rows = await findOpenLineRows(db, eventId);
  return rows.map((row) => suggestFor(row, eventId, event.promoterId));
}

/** A result row as `suggestRiders` takes it. */
export function suggestFor(row: { id: string; riderName: string; email?: string | null; number?: string | null; candidates?: string | null }, eventId: string, promoterId: string): SuggestFor {
  const candidates = row.candidates ? (JSON.parse(row.candidates) as MatchCandidate[]).map((c) => c._id) : [];
  return { id: row.id, eventId, promoterId, riderName: row.riderName, email: row.email ?? '', number: row.number ?? '', candidates };
}
