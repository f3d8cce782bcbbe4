import type { Earning } from '@rr/contracts';
import { payoutReasonMessage } from '@rr/ui';

/**
 * What an earning's reason says (`ui.payout.reason.<code>` with the numbers the rules engine kept): the helper @rr/ui
 * shares with the promoter's and staff's event results (@rr/event-tools).
 */
export function reasonMessage(earning: Pick<Earning, 'reason' | 'facts'>): { id: string; values: Record<string, string | number> } {
  return payoutReasonMessage(earning);
}

export type EarningTone = 'success' | 'warning' | 'neutral' | 'danger';

/** The badge of an earning: paid (or what became of its lot), waiting, or not paid. */
export function earningBadge(earning: Pick<Earning, 'outcome' | 'lot'>): { id: string; tone: EarningTone } {
  if (earning.outcome === 'pending') return { id: 'rider.earnings.status.pending', tone: 'warning' };
  if (earning.outcome === 'notPaid') return { id: 'rider.earnings.status.notPaid', tone: 'neutral' };
  const status = earning.lot?.status ?? 'current';
  return { id: `rider.earnings.status.${status}`, tone: status === 'expired' ? 'danger' : 'success' };
}
