import { describe, expect, it } from 'vitest';
import { earningBadge } from './explain';

describe('earning badges', () => {
  const lot = (status: 'current' | 'expired' | 'spent' | 'funded') => ({ _id: 'l', status, initialCents: 1, currentCents: 0, awardedAt: '', expiresAt: null, sentAt: null });

  it('badges a paid earning by what became of its lot, a waiting one as waiting, a refused one as not paid', () => {
    expect(earningBadge({ outcome: 'paid', reason: 'paid', lot: lot('current') })).toEqual({ id: 'rider.earnings.status.current', tone: 'success' });
    expect(earningBadge({ outcome: 'paid', reason: 'paid', lot: lot('expired') })).toEqual({ id: 'rider.earnings.status.expired', tone: 'danger' });
    expect(earningBadge({ outcome: 'pending', reason: 'documentsMissing', lot: null })).toEqual({ id: 'rider.earnings.status.pending', tone: 'warning' });
    expect(earningBadge({ outcome: 'notPaid', reason: 'classTooSmall', lot: null })).toEqual({ id: 'rider.earnings.status.notPaid', tone: 'neutral' });
  });

  it('badges a line gone from the results as removed, never as paid, whatever its lot says', () => {
    expect(earningBadge({ outcome: 'notPaid', reason: 'resultRemoved', lot: null })).toEqual({ id: 'rider.earnings.status.removed', tone: 'neutral' });
    // A lot that came another way (a claim, a merge) and was taken back keeps a status, but reads removed.
    expect(earningBadge({ outcome: 'notPaid', reason: 'resultRemoved', lot: lot('spent') }).id).toBe('rider.earnings.status.removed');
  });
});
