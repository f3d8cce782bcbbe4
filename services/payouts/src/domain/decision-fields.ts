import type { EventPayoutDecision } from '@rr/contracts';
import type { PayoutDecision } from '../data-access/models/index.js';

/**
 * What the rules decided for one result line, as a rider's earning and an event's decision both show it
 * (@rr/contracts `payoutDecisionFields`), with the tax percent withheld from it.
 */
export type DecisionFields = Pick<EventPayoutDecision, 'className' | 'place' | 'outcome' | 'reason' | 'facts' | 'rule' | 'amountCents' | 'currency' | 'withholdPercent'>;

/** A stored decision's fields as the contracts spell them: its reason typed, its facts and rule read from their JSON. */
export function decisionFields(d: PayoutDecision): DecisionFields {
  return {
    className: d.className,
    place: d.place,
    outcome: d.outcome,
    reason: d.reason as DecisionFields['reason'],
    facts: JSON.parse(d.facts) as DecisionFields['facts'],
    rule: d.rule ? (JSON.parse(d.rule) as DecisionFields['rule']) : null,
    amountCents: d.amountCents,
    currency: d.currency,
    withholdPercent: d.withholdPercent,
  };
}
