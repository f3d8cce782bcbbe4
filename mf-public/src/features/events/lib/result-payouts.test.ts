import type { PublicEventPayoutsAnswer } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import { linePayouts } from './result-payouts';

const paid = { resultId: 'r1', outcome: 'paid', reason: 'paid', amountCents: 5_000, currency: 'USD', lotType: 'cash' } as const;
const answer = (version: number): PublicEventPayoutsAnswer => ({
  eventId: 'evt-1',
  version,
  // A bonus has no line of its own among the results.
  decisions: [paid, { bonusId: 'r2', outcome: 'paid', reason: 'paid', amountCents: 1_000, currency: 'USD', lotType: 'bonus' }],
});

describe('each result line’s payout', () => {
  it('is loading until the decisions arrive, and unavailable when they could not be had', () => {
    expect(linePayouts({ status: 'pending' }, 2)('r1')).toEqual({ state: 'loading' });
    expect(linePayouts({ status: 'error' }, 2)('r1')).toEqual({ state: 'unavailable' });
  });

  it('is the line’s decision once the decisions are of the results shown, or newer', () => {
    expect(linePayouts({ status: 'success', data: answer(2) }, 2)('r1')).toEqual({ state: 'decided', decision: paid });
    expect(linePayouts({ status: 'success', data: answer(3) }, 2)('r1')).toEqual({ state: 'decided', decision: paid });
  });

  it('is being checked for a line the decisions do not name, for older decisions, and before any (404)', () => {
    expect(linePayouts({ status: 'success', data: answer(2) }, 2)('r2')).toEqual({ state: 'checking' });
    expect(linePayouts({ status: 'success', data: answer(1) }, 2)('r1')).toEqual({ state: 'checking' });
    expect(linePayouts({ status: 'success', data: null }, 2)('r1')).toEqual({ state: 'checking' });
  });

  it('keeps the decisions it had when asking again failed', () => {
    expect(linePayouts({ status: 'error', data: answer(2) }, 2)('r1')).toEqual({ state: 'decided', decision: paid });
  });
});
