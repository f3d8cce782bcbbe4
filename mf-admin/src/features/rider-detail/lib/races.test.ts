import { describe, expect, it } from 'vitest';
import { anEarning as earning, aRace as race } from '../testing/races';
import { raceRows, removalSummary } from './races';

describe('raceRows', () => {
  it('pairs each line with the earning of its event, class (any case) and place, each earning once', () => {
    const races = [race({ _id: 'a' }), race({ _id: 'b', className: 'Vet 40+', place: 2 }), race({ _id: 'c', eventId: 'evt-2' })];
    const rows = raceRows(races, [earning({ _id: 'e1', className: 'pro open' }), earning({ _id: 'e2', className: 'Vet 40+', place: 2 }), earning({ _id: 'e3', eventId: null })]);
    expect(rows.map((row) => [row.race._id, row.earning?._id ?? null])).toEqual([
      ['a', 'e1'],
      ['b', 'e2'],
      ['c', null],
    ]);
    // Two lines of one class and place (a data error) do not both claim one earning.
    expect(raceRows([race({ _id: 'x' }), race({ _id: 'y' })], [earning({})]).map((row) => row.earning?._id ?? null)).toEqual(['dec-1', null]);
  });
});

describe('removalSummary', () => {
  it('says what goes back to the fund, what becomes owed, what will not be paid, per currency', () => {
    const rows = raceRows(
      [race({ _id: 'a' }), race({ _id: 'b', eventId: 'evt-2', className: 'Vet' }), race({ _id: 'c', eventId: 'evt-2', className: 'Women' }), race({ _id: 'd', eventId: 'evt-3', currency: 'CAD' }), race({ _id: 'e', eventId: 'evt-4' })],
      [
        earning({ lot: { _id: 'l1', status: 'current', initialCents: 50_000, currentCents: 20_000, awardedAt: '', expiresAt: null, sentAt: null } }),
        earning({ eventId: 'evt-2', className: 'Vet', type: 'credit', lot: { _id: 'l2', status: 'spent', initialCents: 10_000, currentCents: 0, awardedAt: '', expiresAt: null, sentAt: null } }),
        earning({ eventId: 'evt-2', className: 'Women', outcome: 'pending', reason: 'documentsMissing', amountCents: 7_500, lot: null }),
        // The ledger withheld $29.99 of the $100 (its own rounding): the browser never works it out from the 30 %.
        earning({ eventId: 'evt-3', currency: 'CAD', withholdPercent: 30, withheldCents: 2_999, lot: { _id: 'l3', status: 'current', initialCents: 10_000, currentCents: 7_000, awardedAt: '', expiresAt: null, sentAt: null } }),
      ],
    );
    expect(removalSummary(rows)).toEqual({
      lines: 5,
      events: 4,
      takenBack: [
        { currency: 'USD', cents: 20_000 },
        { currency: 'CAD', cents: 7_000 },
      ],
      // USD: 30 000 of the first lot and all 10 000 of the credit; CAD: 1 cent (2 999 of the 3 000 missing were withheld tax).
      alreadySpent: [
        { currency: 'USD', cents: 40_000 },
        { currency: 'CAD', cents: 1 },
      ],
      pending: [{ currency: 'USD', cents: 7_500 }],
      unpaid: 0,
      // evt-4 has no decision on record.
      unrecorded: 1,
    });
    expect(removalSummary(raceRows([race({})], [earning({ outcome: 'notPaid', reason: 'classTooSmall', amountCents: 0, type: null, lot: null })]))).toMatchObject({ unpaid: 1, unrecorded: 0, takenBack: [] });
  });
});
