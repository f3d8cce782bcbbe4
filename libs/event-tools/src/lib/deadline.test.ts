import { describe, expect, it } from 'vitest';
import { deadlineStatus, resultsOwed } from './deadline';

const deadline = (daysLeft: number, resultsSet = false) => ({ dueDate: '2026-05-10', daysLeft, resultsSet, late: !resultsSet && daysLeft < 0 });

describe('the results countdown (spec §9: due 7 days after the event)', () => {
  it('counts down the 7 days after the event, then says today, then how late', () => {
    expect(deadlineStatus(deadline(7))).toEqual({ kind: 'dueIn', days: 7 });
    expect(deadlineStatus(deadline(1))).toEqual({ kind: 'dueIn', days: 1 });
    expect(deadlineStatus(deadline(0))).toEqual({ kind: 'today' });
    expect(deadlineStatus(deadline(-1))).toEqual({ kind: 'late', days: 1 });
    expect(deadlineStatus(deadline(-12))).toEqual({ kind: 'late', days: 12 });
  });

  it('is upcoming while the event has not ended, and in once results are set, even late', () => {
    expect(deadlineStatus(deadline(8))).toEqual({ kind: 'upcoming', days: 8 });
    expect(deadlineStatus(deadline(-30, true))).toEqual({ kind: 'in' });
    expect(deadlineStatus(deadline(3, true))).toEqual({ kind: 'in' });
  });

  it('owes nothing for a canceled event', () => {
    expect(deadlineStatus(deadline(-5), true)).toEqual({ kind: 'canceled' });
    expect(resultsOwed(deadlineStatus(deadline(-5), true))).toBe(false);
  });

  it('owes results from the end of the event until they are in', () => {
    expect([8, 7, 0, -3].map((days) => resultsOwed(deadlineStatus(deadline(days))))).toEqual([false, true, true, true]);
    expect(resultsOwed(deadlineStatus(deadline(-3, true)))).toBe(false);
  });
});

describe('the due days', () => {
  it('are the contracts’ own', async () => {
    const { RESULTS_DUE_DAYS: contracts } = await import('@rr/contracts');
    const { RESULTS_DUE_DAYS: badge } = await import('./deadline');
    expect(badge).toBe(contracts);
  });
});
