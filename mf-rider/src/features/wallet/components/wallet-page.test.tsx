// @vitest-environment happy-dom
import type { Cashout, CashoutsAnswer, CreditRedemption, CreditRedemptionsAnswer, WalletAnswer } from '@rr/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRider } from '../../../testing/render';
import { WalletPage } from './wallet-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cashout = (over: Partial<Cashout>): Cashout => ({
  _id: 'c-1',
  status: 'paid',
  amountCents: 32_500,
  currency: 'USD',
  method: 'digital',
  previousBalanceCents: 50_000,
  newBalanceCents: 17_500,
  orderId: 'ORD1',
  link: 'https://provider.example/redeem/rw1',
  linkExpiresAt: null,
  createdAt: '2026-07-20T18:00:00Z',
  ...over,
});

/** My wallet with the API stubbed; the app's catalog only: the cash-out history brings its feature's own strings. */
function renderPage(cashouts: Cashout[], path = '/auth/rider/redemptions', redemptions: CreditRedemption[] = []) {
  const calls = fakeApi({
    'GET /api/rider/wallet': { body: { wallet: { currency: 'USD', balances: { cash: 17_500, credit: 0 }, otherCurrencyBalances: [], debts: [] } } satisfies WalletAnswer },
    'GET /api/rider/credit-redemptions': { body: { period: 'thisYear', redemptions, totals: [] } satisfies CreditRedemptionsAnswer },
    'GET /api/payments/cashouts': { body: { cashouts } satisfies CashoutsAnswer },
    'GET /api/rider/statements': { body: { riderId: 'rider-demo', years: [] } },
  }).calls;
  renderRider(<WalletPage />, { path });
  /** The URLs asked, query included. */
  return () => calls.map((call) => call.url);
}

describe('WalletPage: the dealer redemptions', () => {
  it('keeps the receipt code on a phone, under the dealer, where its column gives way to the amount', async () => {
    renderPage([], '/auth/rider/redemptions', [{ _id: 'd-1', dealerId: 'dl-1', dealerName: 'Demo Powersports', code: 'DEM0021', amountCents: 4_000, currency: 'USD', refundedCents: 0, redeemedAt: '2026-10-30T18:00:00Z' }]);
    const table = await screen.findByRole('table', { name: 'Dealer redemptions' });
    const row = (await within(table).findByText('Demo Powersports')).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]!.querySelector('.rr-table__phone-note')?.textContent).toBe('Receipt code: DEM0021');
    // The wide screen's own column, left out below 640 px.
    expect(cells[2]!.className).toContain('rr-table__secondary');
    expect(cells[2]!.textContent).toBe('DEM0021');
  });
});

describe('WalletPage: the cash-outs', () => {
  it('lists this year’s cash-outs with the link to collect each paid one', async () => {
    const asked = renderPage([cashout({}), cashout({ _id: 'c-2', status: 'processing', orderId: null, link: null, amountCents: 1_000 })]);
    const table = await screen.findByRole('table', { name: 'Cash-outs' });
    const link = await within(table).findByRole('link', { name: /^Collect \$325 cashed out on/ });
    expect(link.getAttribute('href')).toBe('https://provider.example/redeem/rw1');
    expect(within(table).getAllByRole('link')).toHaveLength(1);
    expect(asked()).toContain('/api/payments/cashouts?period=thisYear');
    // On a phone the method and balance columns give way to the amount; the date cell carries both (shown below 640 px).
    const firstDate = within(table).getAllByRole('row')[1]!.querySelector('td')!;
    expect(firstDate.querySelector('.rr-table__phone-note')?.textContent).toBe('Digital wallet · Balance after: $175');
  });

  it('says there were no cash-outs in the period shown, not "yet" when older ones exist', async () => {
    renderPage([], '/auth/rider/redemptions?period=lastYear');
    expect(await screen.findByText('No cash-outs last year')).toBeTruthy();
    cleanup();
    renderPage([], '/auth/rider/redemptions?period=lifetime');
    expect(await screen.findByText('No cash-outs yet')).toBeTruthy();
  });
});
