import type { Earning } from '@rr/contracts';

/**
 * What an earning's reason says, as a react-intl descriptor (`ui.payout.reason.<code>`, shared with the promoter and
 * staff views) and its values: the numbers the rules engine kept (finishers and the minimum, model years, classes).
 * A value the message needs but the facts lack is shown as a dash rather than breaking the message.
 */
export function reasonMessage(earning: Pick<Earning, 'reason' | 'facts'>): { id: string; values: Record<string, string | number> } {
  const facts = earning.facts;
  const value = (name: string) => facts[name] ?? '–';
  return {
    id: `ui.payout.reason.${earning.reason}`,
    values: {
      finishers: value('finishers'),
      minimum: value('minimum'),
      modelYear: value('modelYear'),
      oldestModelYear: value('oldestModelYear'),
      maximum: value('maximum'),
      paidResultType: String(facts.paidResultType ?? 'overall'),
    },
  };
}

export type EarningTone = 'success' | 'warning' | 'neutral' | 'danger';

/** The badge of an earning: paid (or what became of its lot), waiting, or not paid. */
export function earningBadge(earning: Pick<Earning, 'outcome' | 'lot'>): { id: string; tone: EarningTone } {
  if (earning.outcome === 'pending') return { id: 'rider.earnings.status.pending', tone: 'warning' };
  if (earning.outcome === 'notPaid') return { id: 'rider.earnings.status.notPaid', tone: 'neutral' };
  const status = earning.lot?.status ?? 'current';
  return { id: `rider.earnings.status.${status}`, tone: status === 'expired' ? 'danger' : 'success' };
}
