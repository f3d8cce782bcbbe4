import { type MatchCandidate } from '@rr/contracts';
import { MAX_BULK_DECISIONS, type BulkMatchBody, type RiderSuggestion } from '@rr/contracts/result-exceptions';

/** Many lines decided at once: none of them is a programme rider, or each line's rider. */
export type BulkDecision = BulkMatchBody;

/** How a bulk decision went: how many lines were decided of how many, and the failure that stopped the rest. */
export interface BulkOutcome {
  decided: number;
  total: number;
  error: unknown;
}

/** `list` in pieces of at most `size`. */
export function chunks<T>(list: readonly T[], size: number = MAX_BULK_DECISIONS): T[][] {
  const pieces: T[][] = [];
  for (let start = 0; start < list.length; start += size) pieces.push(list.slice(start, start + size));
  return pieces;
}

/**
 * Sends a bulk decision in calls of at most MAX_BULK_DECISIONS lines, one after the other (the service takes each call
 * whole or not at all); stops at the first failure and says how far it got.
 */
export async function decideInChunks(decision: BulkDecision, send: (body: BulkMatchBody) => Promise<number>): Promise<BulkOutcome> {
  const bodies: BulkMatchBody[] =
    'lines' in decision ? chunks(decision.lines).map((lines) => ({ lines })) : chunks(decision.resultIds).map((resultIds) => ({ resultIds, notRider: true }));
  const total = 'lines' in decision ? decision.lines.length : decision.resultIds.length;
  let decided = 0;
  for (const body of bodies) {
    try {
      decided += await send(body);
    } catch (error) {
      return { decided, total, error };
    }
  }
  return { decided, total, error: null };
}

/** What a line offers to pick from: the riders matching named for it (candidates) and the riders suggested for it. */
export interface Offered {
  candidates: readonly MatchCandidate[];
  suggestions: readonly RiderSuggestion[];
}

/**
 * The riders every one of these lines may be (each a candidate or a suggestion of every line), in the first line's
 * order: what "Match to <rider>" offers for a selection. None when the lines have no rider in common.
 */
export function sharedRiders(lines: readonly Offered[]): MatchCandidate[] {
  const [first, ...rest] = lines;
  if (!first) return [];
  const offeredBy = (line: Offered) => [...line.suggestions.map((s) => s.rider), ...line.candidates];
  const ids = (line: Offered) => new Set(offeredBy(line).map((rider) => rider._id));
  const others = rest.map(ids);
  const seen = new Set<string>();
  return offeredBy(first).filter((rider) => {
    if (seen.has(rider._id) || others.some((set) => !set.has(rider._id))) return false;
    seen.add(rider._id);
    return true;
  });
}
