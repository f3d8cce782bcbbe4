// @vitest-environment happy-dom
import type { Earning } from '@rr/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin } from '../../../testing/render';
import featureEn from '../i18n/en.json';
import { anEarning } from '../testing/races';
import { EarningsCard } from './money-cards';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lot = (status: 'current' | 'spent', initialCents: number, currentCents: number) => ({ _id: `lot-${initialCents}-${currentCents}`, status, initialCents, currentCents, awardedAt: '2026-10-01T00:00:00Z', expiresAt: null, sentAt: null });
const earnings: Earning[] = [
  anEarning({ _id: 'dec-credit', eventTitle: 'Spring series round 1', type: 'credit', amountCents: 15_000, lot: lot('current', 15_000, 9_000) }),
  anEarning({ _id: 'dec-spent', eventTitle: 'Winter indoor round 2', type: 'credit', amountCents: 4_000, lot: lot('spent', 4_000, 0) }),
  anEarning({ _id: 'dec-cash', eventTitle: 'Regional qualifier', type: 'cash', amountCents: 25_000, lot: lot('current', 25_000, 25_000) }),
];

describe('EarningsCard', () => {
  it('names what each earning was paid as and what is left of credit partly spent at a dealer', async () => {
    fakeApi({ 'GET /api/admin/earnings': () => ({ body: { period: 'lifetime', totals: [], earnings } }) });
    renderAdmin(<EarningsCard riderId="rider-1" />, { path: '/', messages: featureEn });
    const credit = (await screen.findByText('Spring series round 1')).closest('tr')!;
    expect(credit.textContent).toContain('Dealer credit · Available');
    expect(credit.textContent).toContain('$90 left');
    const spent = screen.getByText('Winter indoor round 2').closest('tr')!;
    expect(spent.textContent).toContain('Dealer credit · Spent');
    expect(spent.textContent).not.toContain('left');
    const cash = screen.getByText('Regional qualifier').closest('tr')!;
    expect(cash.textContent).toContain('Cash · Available');
    expect(cash.textContent).not.toContain('left');
  });
});
