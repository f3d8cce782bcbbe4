import type { PayoutReasonCode } from '@rr/contracts';

/** A payout decision's reason and the numbers the rules engine kept for it (an earning, or a line of an event's results). */
export interface PayoutReasonSource {
  reason: PayoutReasonCode;
  facts: Record<string, string | number>;
}

/**
 * What a payout decision's reason says, as a react-intl descriptor (`ui.payout.reason.<code>`, shared by the rider's
 * earnings and the promoter's and staff's event results) and its values: the numbers the rules engine kept (finishers
 * and the minimum, model years, classes, the make the results name). A value the message needs but the facts lack is
 * shown as a dash rather than breaking the message.
 */
export function payoutReasonMessage(decision: PayoutReasonSource): { id: string; values: Record<string, string | number> } {
  const facts = decision.facts;
  const value = (name: string) => facts[name] ?? '–';
  return {
    id: `ui.payout.reason.${decision.reason}`,
    values: {
      finishers: value('finishers'),
      minimum: value('minimum'),
      modelYear: value('modelYear'),
      oldestModelYear: value('oldestModelYear'),
      maximum: value('maximum'),
      paidResultType: String(facts.paidResultType ?? 'overall'),
      make: value('make'),
    },
  };
}
