import type { Earning } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import { documentsDeadline, nextExpiries } from './money-summary';

const earning = (id: string, status: 'current' | 'spent' | 'expired', expiresAt: string | null, currentCents = 100): Earning => ({
  _id: id,
  eventId: null,
  eventTitle: id,
  date: '2026-01-01',
  className: null,
  place: null,
  outcome: 'paid',
  reason: 'paid',
  facts: {},
  amountCents: 100,
  currency: 'USD',
  type: 'credit',
  withholdPercent: 0,
  withheldCents: 0,
  history: [{ at: '2026-01-01T00:00:00Z', change: 'paid', cents: 100, owedCents: 0 }],
  lot: { _id: id, status, initialCents: 100, currentCents, awardedAt: '2026-01-01T00:00:00Z', expiresAt, sentAt: null },
});

describe('nextExpiries', () => {
  it('lists the current credit with money left that expires first, soonest first, at most three', () => {
    const list = [
      earning('late', 'current', '2027-06-01'),
      earning('soon', 'current', '2026-12-01'),
      earning('spent', 'spent', '2026-11-30'),
      earning('empty', 'current', '2026-11-29', 0),
      earning('never', 'current', null),
      earning('mid', 'current', '2027-01-01'),
      earning('later', 'current', '2027-09-01'),
    ];
    expect(nextExpiries(list).map((e) => e._id)).toEqual(['soon', 'mid', 'late']);
  });
});

describe('documentsDeadline', () => {
  const waiting = { ...earning('waiting', 'current', null), outcome: 'pending' as const, reason: 'documentsMissing' as const, lot: null };
  it('names what the rider must still upload, whether or not an earning waits for it (the checklist’s own facts)', () => {
    expect(documentsDeadline(['licence', 'w9'], [])).toEqual({ missing: ['licence', 'w9'], waiting: 0 });
    expect(documentsDeadline(['w9'], [waiting, earning('paid', 'current', null)])).toEqual({ missing: ['w9'], waiting: 1 });
  });

  it('names nothing once every required document is on file, even while an earning is still being released', () => {
    expect(documentsDeadline([], [waiting])).toBeNull();
  });
});
