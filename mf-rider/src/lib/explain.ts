import type { Earning } from '@rr/contracts';

export type EarningTone = 'success' | 'warning' | 'neutral' | 'danger';

/** The badge of an earning: paid (or what became of its lot), waiting, or not paid. */
export function earningBadge(earning: Pick<Earning, 'outcome' | 'lot'>): { id: string; tone: EarningTone } {
  if (earning.outcome === 'pending') return { id: 'rider.earnings.status.pending', tone: 'warning' };
  if (earning.outcome === 'notPaid') return { id: 'rider.earnings.status.notPaid', tone: 'neutral' };
  const status = earning.lot?.status ?? 'current';
  return { id: `rider.earnings.status.${status}`, tone: status === 'expired' ? 'danger' : 'success' };
}
