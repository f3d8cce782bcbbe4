import {
  PUBLIC_RULE_REASON_CODES,
  RIDER_REQUIREMENTS_REASON,
  type PublicEventPayoutsAnswer,
  type PublicPayoutDecision,
  type PublicPayoutReasonCode,
} from '@rr/contracts';
import type { PayoutsDb } from '../data-access/database.js';
import { findEventResults } from '../data-access/event-results-repository.js';
import { decisionsOfEvent } from '../data-access/payout-decisions-repository.js';
import type { PayoutDecision } from '../data-access/models/index.js';

const RULE_REASONS: ReadonlySet<string> = new Set(PUBLIC_RULE_REASON_CODES);

/** The decision's columns the public answer is made of: the rider, the facts and the withholding are never read. */
type PublicColumns = Pick<PayoutDecision, 'decisionKey' | 'outcome' | 'reason' | 'amountCents' | 'currency' | 'lotType'>;
const PUBLIC_COLUMNS: Array<keyof PublicColumns> = ['decisionKey', 'outcome', 'reason', 'amountCents', 'currency', 'lotType'];

/**
 * The reason as the public reads it. A paid line is `paid`, whatever paid it (a payout claim too). A rule about the
 * event, the result, the class, the place or the series stays as it is; anything else concerns the rider alone
 * (documents, the account, bikes and VINs, claims, a reason the rules learn later) and reads as one code, so a line
 * never tells the public which of those it was.
 */
export function publicReason(outcome: PayoutDecision['outcome'], reason: string): PublicPayoutReasonCode {
  if (outcome === 'paid') return 'paid';
  return reason !== 'paid' && RULE_REASONS.has(reason) ? (reason as PublicPayoutReasonCode) : RIDER_REQUIREMENTS_REASON;
}

function publicView(d: PublicColumns): PublicPayoutDecision {
  const [kind, ...rest] = d.decisionKey.split(':');
  const id = rest.join(':');
  const pays = d.outcome !== 'notPaid';
  return {
    ...(kind === 'bonus' ? { bonusId: id } : { resultId: id }),
    outcome: d.outcome,
    reason: publicReason(d.outcome, d.reason),
    amountCents: pays ? d.amountCents : null,
    currency: d.currency,
    lotType: pays ? d.lotType : null,
  };
}

/**
 * What the payout rules decided for each line and bonus of an event's current results, as anyone may read it (the
 * public event page). Null when the service has applied no results of the event. The applied version is read before
 * the decisions: a results version applied in between makes the answer look older than its decisions (the page says
 * they are being checked and asks again), never the other way round.
 */
export async function getPublicEventPayouts(db: PayoutsDb, eventId: string): Promise<PublicEventPayoutsAnswer | null> {
  const event = await findEventResults(db, eventId, { attributes: ['eventId', 'version'] });
  if (!event) return null;
  const rows = await decisionsOfEvent(db, eventId, { attributes: PUBLIC_COLUMNS, byKey: true });
  return { eventId: event.eventId, version: event.version, decisions: rows.map(publicView) };
}
