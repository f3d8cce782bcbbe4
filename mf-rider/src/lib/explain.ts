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
