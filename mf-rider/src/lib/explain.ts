import type { Earning } from '@rr/contracts';

export type EarningTone = 'success' | 'warning' | 'neutral' | 'danger';

/**
 * The badge of an earning: paid (or what became of its lot), waiting, not paid, or removed — a line gone from the
 * event's results, whose award was taken back, is never shown as paid.
 */
export function earningBadge(earning: Pick<Earning, 'outcome' | 'reason' | 'lot'>): { id: string; tone: EarningTone } {
  if (earning.reason === 'resultRemoved') return { id: 'rider.earnings.status.removed', tone: 'neutral' };
  if (earning.outcome === 'pending') return { id: 'rider.earnings.status.pending', tone: 'warning' };
  if (earning.outcome === 'notPaid') return { id: 'rider.earnings.status.notPaid', tone: 'neutral' };
  const status = earning.lot?.status ?? 'current';
  return { id: `rider.earnings.status.${status}`, tone: status === 'expired' ? 'danger' : 'success' };
}

/**
 * What a paid earning's money became, for the Why column: "Paid" alone tells a rider nothing they can act on, and an
 * expired line read "Paid" with no date. Cash sits in the balance until it is cashed out; dealer credit can be used at a
 * dealer until it expires; a lot used up, cashed out or expired says so, with its date. Null for a line that is not a
 * plain paid result (waiting, not paid, paid on a claim …): those keep their reason.
 */
export function paidEarningWhy(earning: Pick<Earning, 'outcome' | 'reason' | 'type' | 'lot'>): { id: string; date: string | null } | null {
  const { lot } = earning;
  if (earning.outcome !== 'paid' || earning.reason !== 'paid' || !lot) return null;
  const id = (key: string) => `rider.earnings.lotWhy.${key}`;
  switch (lot.status) {
    case 'expired':
      return { id: id('expired'), date: lot.expiresAt };
    case 'spent':
      return { id: id('spent'), date: null };
    case 'funded':
      return { id: id('cashedOut'), date: null };
    default:
      if (earning.type === 'cash') return { id: id('cash'), date: null };
      return lot.expiresAt ? { id: id('creditUntil'), date: lot.expiresAt } : { id: id('credit'), date: null };
  }
}
