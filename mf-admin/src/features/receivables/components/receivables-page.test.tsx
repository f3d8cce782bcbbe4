// @vitest-environment happy-dom
import type { ReceivablesAnswer } from '@rr/contracts';
import { useLocation } from '@rr/router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import featureEn from '../i18n/en.json';
import { ReceivablesPage } from './receivables-page';
import { fakeApi, renderAdmin } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer: ReceivablesAnswer = {
  receivables: [
    { riderId: 'r1', name: 'Jordan Miller', email: 'jordan@example.com', country: 'US', currency: 'USD', owedCents: 25_000, changedAt: '2026-07-20T18:00:00Z' },
    { riderId: 'r2', name: 'Léa Tremblay', email: 'lea@example.com', country: 'CA', currency: 'CAD', owedCents: 4_050, changedAt: '2026-06-02T18:00:00Z' },
  ],
  // Every match, not only this page: 3 riders owe in USD.
  totals: [
    { currency: 'USD', owedCents: 41_000, riders: 3 },
    { currency: 'CAD', owedCents: 4_050, riders: 1 },
  ],
  pagination: { page: 1, limit: 25, total: 4, pages: 1 },
};

/** The page at `url`, `GET /api/admin/receivables` answering `answer`; the URLs asked and the address as it is now. */
function renderPage(url: string, body: ReceivablesAnswer = answer) {
  const calls = fakeApi({ 'GET /api/admin/receivables': () => ({ body }) });
  const asked = () => calls.map((call) => new URL(call.url, 'https://x.test'));
  let search = '';
  function Address() {
    search = useLocation().search;
    return null;
  }
  const { user } = renderAdmin(
    <>
      <ReceivablesPage />
      <Address />
    </>,
    { path: url, messages: featureEn },
  );
  return { user, asked, address: () => new URLSearchParams(search) };
}

describe('ReceivablesPage', () => {
  it('shows the totals per currency of every match, and each rider who owes, linked to their money', async () => {
    renderPage('/auth/admin/receivables');
    // The table, and on narrow screens its rows as cards: both name each rider.
    await screen.findAllByRole('link', { name: 'Jordan Miller' });
    const table = screen.getByRole('table', { name: 'Receivables' });
    const rows = within(table)
      .getAllByRole('row')
      .map((tr) => Array.from(tr.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Rider', 'Email', 'Country', 'Currency', 'Owed', 'Last change'],
      ['Jordan Miller', 'jordan@example.com', 'United States', 'USD', '$250', 'Jul 20th, 2026'],
      ['Léa Tremblay', 'lea@example.com', 'Canada', 'CAD', 'CA$40.50', 'Jun 2nd, 2026'],
    ]);
    expect(within(table).getByRole('link', { name: 'Jordan Miller' }).getAttribute('href')).toBe('/auth/admin/rider/r1?tab=money');
    const totals = screen.getByRole('region', { name: 'Owed per currency' });
    expect(within(totals).getAllByRole('term').map((term) => [term.textContent, ...Array.from(term.nextElementSibling!.children, (part) => part.textContent)])).toEqual([
      ['USD', '$410', '3 riders'],
      ['CAD', 'CA$40.50', '1 rider'],
    ]);
    expect(screen.getByText('4 debts')).toBeTruthy();
  });

  it('keeps the currency and the search in the address and asks the server for them', async () => {
    const { user, asked, address } = renderPage('/auth/admin/receivables?currency=CAD&page=2');
    await screen.findByRole('table', { name: 'Receivables' });
    expect(Object.fromEntries(asked()[0]!.searchParams)).toEqual({ currency: 'CAD', page: '2', limit: '25' });
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('CAD');

    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'miller');
    await waitFor(() => expect(Object.fromEntries(address())).toEqual({ currency: 'USD', query: 'miller' }));
    await waitFor(() => expect(Object.fromEntries(asked().at(-1)!.searchParams)).toEqual({ currency: 'USD', query: 'miller', page: '1', limit: '25' }));
  });

  it('ignores a currency the programme does not pay in', async () => {
    const { asked } = renderPage('/auth/admin/receivables?currency=GBP');
    await screen.findByRole('table', { name: 'Receivables' });
    expect(asked()[0]!.searchParams.has('currency')).toBe(false);
  });

  it('says nobody owes anything as an empty state, in the table and in the phone cards alike', async () => {
    renderPage('/auth/admin/receivables', { receivables: [], totals: [], pagination: { page: 1, limit: 25, total: 0, pages: 0 } });
    const said = await screen.findAllByText('No rider owes the programme anything.');
    // The cards have no cell to pad the sentence: the empty state lays it out in both.
    expect(said.map((line) => line.closest('.rr-empty') !== null)).toEqual([true, true]);
  });
});
