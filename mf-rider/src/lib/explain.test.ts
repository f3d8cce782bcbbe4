import { describe, expect, it } from 'vitest';
import { earningBadge, paidEarningWhy } from './explain';

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

describe('what a paid earning’s money became', () => {
  const lot = (status: 'current' | 'expired' | 'spent' | 'funded' | 'earned', expiresAt: string | null = null) => ({ _id: 'l', status, initialCents: 100, currentCents: 0, awardedAt: '2026-01-01T00:00:00Z', expiresAt, sentAt: null });
  const paid = (type: 'cash' | 'credit' | 'bonus', l: ReturnType<typeof lot>) => ({ outcome: 'paid' as const, reason: 'paid' as const, type, lot: l });

  it('says where the money is, and until when credit can be used, instead of a bare "Paid"', () => {
    expect(paidEarningWhy(paid('cash', lot('current')))).toEqual({ id: 'rider.earnings.lotWhy.cash', date: null });
    expect(paidEarningWhy(paid('credit', lot('current', '2027-03-01T08:00:00Z')))).toEqual({ id: 'rider.earnings.lotWhy.creditUntil', date: '2027-03-01T08:00:00Z' });
    expect(paidEarningWhy(paid('bonus', lot('current')))).toEqual({ id: 'rider.earnings.lotWhy.credit', date: null });
    expect(paidEarningWhy(paid('credit', lot('spent')))).toEqual({ id: 'rider.earnings.lotWhy.spent', date: null });
    expect(paidEarningWhy(paid('cash', lot('funded')))).toEqual({ id: 'rider.earnings.lotWhy.cashedOut', date: null });
  });

  it('dates an expired line: it never reads as paid and current', () => {
    expect(paidEarningWhy(paid('credit', lot('expired', '2026-02-01T08:00:00Z')))).toEqual({ id: 'rider.earnings.lotWhy.expired', date: '2026-02-01T08:00:00Z' });
  });

  it('leaves waiting, refused and claim-paid lines to their reason', () => {
    expect(paidEarningWhy({ outcome: 'pending', reason: 'documentsMissing', type: 'cash', lot: null })).toBeNull();
    expect(paidEarningWhy({ outcome: 'notPaid', reason: 'classTooSmall', type: null, lot: null })).toBeNull();
    expect(paidEarningWhy({ outcome: 'paid', reason: 'claimApproved', type: 'cash', lot: lot('current') })).toBeNull();
  });
});
