import type { RedeemAnswer, TillCredit, TillRedemption, TillRider } from '@rr/contracts';

/** Test data built per test (STYLE.md: factories, not shared fixtures); every field as the contracts describe it. */
export function tillRider(overrides: Partial<TillRider> = {}): TillRider {
  return {
    _id: 'rider-demo',
    fullName: 'Jordan Miller',
    city: 'Murrieta',
    state: 'CA',
    country: 'US',
    currency: 'USD',
    profileImage: null,
    bikes: [{ year: 2024, make: 'Yamaha', model: 'YZ250F' }],
    hasPin: true,
    pinLocked: false,
    ...overrides,
  };
}

export function tillCredit(overrides: Partial<TillCredit> = {}): TillCredit {
  return {
    riderId: 'rider-demo',
    currency: 'USD',
    availableCents: 15_000,
    lots: [
      { _id: 'lot-1', type: 'credit', currentCents: 10_000, currency: 'USD', awardedAt: '2026-01-10T00:00:00.000Z', expiresAt: '2027-01-10T00:00:00.000Z', notes: 'Glen Helen, 250 B' },
      { _id: 'lot-2', type: 'bonus', currentCents: 5_000, currency: 'USD', awardedAt: '2026-02-01T00:00:00.000Z', expiresAt: null, notes: null },
    ],
    ...overrides,
  };
}

export function tillRedemption(overrides: Partial<TillRedemption> = {}): TillRedemption {
  return {
    _id: 'red-1',
    code: '2BX4',
    riderId: 'rider-demo',
    riderName: 'Jordan Miller',
    riderCountry: 'US',
    dealerId: 'dealer-demo',
    dealerName: 'Demo Powersports',
    dealerCountry: 'US',
    employeeName: 'Sam Ortiz',
    amountCents: 12_550,
    currency: 'USD',
    category: 'Motocross',
    idChecked: true,
    redeemedAt: '2026-03-08T21:15:00.000Z',
    refundedAt: null,
    refundedByName: null,
    ...overrides,
  };
}

export function redeemAnswer(overrides: Partial<TillRedemption> = {}, remainingCents = 2_450): RedeemAnswer {
  return { redemption: tillRedemption(overrides), remainingCents };
}
