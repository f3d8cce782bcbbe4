// @vitest-environment happy-dom
import type { RedemptionList } from '@rr/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tillRedemption } from '../../../testing/fixtures';
import { fakeApi, renderDealer } from '../../../testing/render';
import { TodayCard } from './today-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const totals = [{ currency: 'USD' as const, count: 1, amountCents: 500 }];
const today: RedemptionList = {
  // Redeemed a moment ago: today at any counter's clock.
  redemptions: [tillRedemption({ code: 'TP0MJM', amountCents: 500, redeemedAt: new Date(Date.now() - 60_000).toISOString() })],
  pagination: { page: 1, limit: 200, total: 1, pages: 1 },
  totals,
  periods: { thisYear: totals, lastYear: [], lifetime: totals },
  distinctCountry: ['US'],
};

describe('TodayCard', () => {
  it('fits a phone: the code steps aside and is said under the rider, the amount stays in view', async () => {
    fakeApi({ 'GET /api/dealer/credit-redemptions': { body: today } });
    renderDealer(<TodayCard />, { timeZone: 'America/Los_Angeles' });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('cell')).toHaveLength(5));
    expect(within(table).getByRole('columnheader', { name: 'Code' }).className).toBe('rr-table__secondary');
    const [, code, rider, , amount] = within(table).getAllByRole('cell');
    expect(code!.className).toBe('rr-table__secondary');
    expect(rider!.querySelector('.rr-table__phone-note')?.textContent).toBe('TP0MJM');
    expect(rider!.textContent).toBe('Jordan MillerTP0MJM');
    expect(amount!.className).toBe('rr-align-right rr-table__sticky-end');
    expect(amount!.textContent).toBe('$5');
  });
});
