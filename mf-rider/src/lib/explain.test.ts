import { describe, expect, it } from 'vitest';
import { earningBadge } from './explain';

describe('earning badges', () => {
  it('badges a paid earning by what became of its lot, a waiting one as waiting, a refused one as not paid', () => {
    const lot = (status: 'current' | 'expired' | 'spent' | 'funded') => ({ _id: 'l', status, initialCents: 1, currentCents: 0, awardedAt: '', expiresAt: null, sentAt: null });
    expect(earningBadge({ outcome: 'paid', lot: lot('current') })).toEqual({ id: 'rider.earnings.status.current', tone: 'success' });
    expect(earningBadge({ outcome: 'paid', lot: lot('expired') })).toEqual({ id: 'rider.earnings.status.expired', tone: 'danger' });
    expect(earningBadge({ outcome: 'pending', lot: null })).toEqual({ id: 'rider.earnings.status.pending', tone: 'warning' });
    expect(earningBadge({ outcome: 'notPaid', lot: null })).toEqual({ id: 'rider.earnings.status.notPaid', tone: 'neutral' });
  });
});
