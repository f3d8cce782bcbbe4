// @vitest-environment happy-dom
import type { Debt } from '@rr/contracts';
import { uiEnglish } from '@rr/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { DebtNotice } from './debt-notice';

afterEach(cleanup);

const correction = (over: Partial<Debt['from'][number]> = {}): Debt['from'][number] => ({
  at: '2026-07-20T18:00:00Z',
  eventId: 'evt-3',
  eventTitle: 'Desert Cup Round 3',
  className: '450 Pro',
  place: 1,
  cents: 10_000,
  ...over,
});

function show(debts: Debt[] | undefined) {
  return render(
    <IntlProvider locale="en-US" messages={{ ...uiEnglish, ...en }}>
      <DebtNotice debts={debts} />
    </IntlProvider>,
  );
}

describe('DebtNotice', () => {
  it('says what is owed, where it comes from and that the next earnings repay it, as a region with a heading', () => {
    show([{ currency: 'USD', owedCents: 10_000, from: [correction()] }]);
    const region = screen.getByRole('region', { name: 'Money you owe' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Money you owe' })).toBeTruthy();
    expect(within(region).getByText('You owe $100 from a corrected result at Desert Cup Round 3 (450 Pro · place 1); it will come out of your next earnings.')).toBeTruthy();
  });

  it('lists each correction a debt still comes from, and gives each currency its own line', () => {
    show([
      { currency: 'USD', owedCents: 32_500, from: [correction({ cents: 25_000 }), correction({ eventTitle: 'Spring Opener', className: 'Vet 40+', place: 2, cents: 7_500 })] },
      { currency: 'CAD', owedCents: 4_000, from: [correction({ eventTitle: 'Calgary Flat Track', className: null, place: null, cents: 4_000, at: '2026-06-02T18:00:00Z' })] },
    ]);
    const region = screen.getByRole('region', { name: 'Money you owe' });
    expect(within(region).getByText('You owe $325 from corrected results; it will come out of your next earnings:')).toBeTruthy();
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['$250 from Desert Cup Round 3 (450 Pro · place 1)', '$75 from Spring Opener (Vet 40+ · place 2)']);
    // A correction without a class and place is told by its day.
    expect(within(region).getByText('You owe CA$40 from a corrected result at Calgary Flat Track (Jun 2nd, 2026); it will come out of your next earnings.')).toBeTruthy();
  });

  it('shows nothing while the wallet loads or when nothing is owed', () => {
    show(undefined);
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    show([]);
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    show([{ currency: 'USD', owedCents: 0, from: [] }]);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
