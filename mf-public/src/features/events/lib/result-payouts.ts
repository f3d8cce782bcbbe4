import type { PublicEventPayoutsAnswer, PublicPayoutDecision } from '@rr/contracts';

/**
 * What a result line's payout cells say. Only the payouts service's decision speaks of money: until it is here
 * (`loading`), when it cannot be had (`unavailable`) and while it is not one of the results shown (`checking`), the
 * line names no amount at all.
 */
export type LinePayout =
  | { state: 'loading' }
  | { state: 'unavailable' }
  /** The rules have not decided this line as it is shown yet: no decision, or decisions of older results. */
  | { state: 'checking' }
  | { state: 'decided'; decision: PublicPayoutDecision };

/** The decisions' query as the table reads it (TanStack Query's status and data). */
export interface PayoutsQueryView {
  status: 'pending' | 'error' | 'success';
  /** null: the payouts service has applied no results of the event yet. */
  data?: PublicEventPayoutsAnswer | null | undefined;
}

const LOADING: LinePayout = { state: 'loading' };
const UNAVAILABLE: LinePayout = { state: 'unavailable' };
const CHECKING: LinePayout = { state: 'checking' };

/**
 * Each line's payout, by result id, for results at `resultsVersion`. Decisions of an older version may no longer fit
 * the lines (a place changed, a line was added): every line then reads as being checked. A refetch that failed keeps
 * the decisions it had.
 */
export function linePayouts(query: PayoutsQueryView, resultsVersion: number): (resultId: string) => LinePayout {
  if (query.data === undefined) return () => (query.status === 'error' ? UNAVAILABLE : LOADING);
  const answer = query.data;
  const decisions = new Map<string, PublicPayoutDecision>();
  if (answer && answer.version >= resultsVersion) {
    for (const decision of answer.decisions) if (decision.resultId) decisions.set(decision.resultId, decision);
  }
  return (resultId) => {
    const decision = decisions.get(resultId);
    return decision ? { state: 'decided', decision } : CHECKING;
  };
}
