import type { DecisionRule, PayoutReasonCode } from '@rr/contracts';

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
  // A class counted by its starters or entries (a programme's own rules) says so, not "finishers".
  const counted = decision.reason === 'classTooSmall' && (facts.counted === 'starters' || facts.counted === 'entries') ? `.${facts.counted}` : '';
  return {
    id: `ui.payout.reason.${decision.reason}${counted}`,
    values: {
      finishers: value('finishers'),
      minimum: value('minimum'),
      modelYear: value('modelYear'),
      oldestModelYear: value('oldestModelYear'),
      newestModelYear: value('newestModelYear'),
      maximum: value('maximum'),
      paidResultType: String(facts.paidResultType ?? 'overall'),
      make: value('make'),
      counted: value('counted'),
      paidPlaces: value('paidPlaces'),
      flag: String(facts.flag ?? 'other'),
      registeredOn: value('registeredOn'),
      deadline: value('deadline'),
      days: value('days'),
      saleDate: value('saleDate'),
      raceDate: value('raceDate'),
    },
  };
}

/**
 * What a decision made under a published rule set version says besides its reason (`ui.payout.rule.*`): the version,
 * and the place range that set the amount or the tier that limited the places. Null under the standard rules (the
 * reason says it all) and for decisions no rule made. `money` formats the range's amount in the line's currency.
 */
export function payoutRuleMessage(rule: DecisionRule | null | undefined, money: (cents: number) => string): { id: string; values: Record<string, string | number> } | null {
  if (!rule?.ruleSet) return null;
  const version = rule.ruleSet.version;
  if (rule.range) return { id: 'ui.payout.rule.range', values: { version, from: rule.range.from, to: rule.range.to, amount: money(rule.range.amountCents), type: rule.range.payoutType } };
  if (rule.tier && rule.tier.paidPlaces !== null) return { id: 'ui.payout.rule.tier', values: { version, atLeast: rule.tier.atLeast, places: rule.tier.paidPlaces } };
  return { id: 'ui.payout.rule.version', values: { version } };
}

/** The tax side of an earning line, as its list shows it. */
export interface WithholdingSource {
  outcome: string;
  currency: string;
  withheldCents: number;
  withholdPercent: number;
}

/**
 * What a line says about tax, under the caller's own message prefix: `withheld` (the amount the ledger withheld) once
 * it has, `withholdLater` (only the rate) while it is still waiting, and nothing otherwise. `money` formats the amount
 * in the line's currency.
 */
export function withholdingMessage(line: WithholdingSource, money: (cents: number, currency: string) => string): { key: 'withheld' | 'withholdLater'; values: Record<string, string | number> } | null {
  if (line.withheldCents > 0) return { key: 'withheld', values: { amount: money(line.withheldCents, line.currency) } };
  if (line.outcome === 'pending' && line.withholdPercent > 0) return { key: 'withholdLater', values: { percent: line.withholdPercent } };
  return null;
}
