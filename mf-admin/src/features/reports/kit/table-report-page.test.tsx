// @vitest-environment happy-dom
import type { Currency } from '@rr/contracts';
import type { DataColumn } from '@rr/ui/table';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceFilter } from './choice-filter';
import { CurrencyFilter } from './report-frame';
import { renderReportPage } from './report-testing';
import { TableReportPage, anyValue, inEachCurrency, oneOf, type TableReportAnswer } from './table-report-page';

// The drawing (recharts) is not read here: the month chart's figures are in its screen-reader table.
vi.mock('./chart-canvas', () => ({ default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A made-up report's strings (beside the kit's own): the page shows the ids it is given. */
const messages = {
  'test.title': 'Widget report',
  'test.lead': 'Widgets over a period.',
  'test.search': 'Search widgets',
  'test.count': '{count, plural, one {# widget} other {# widgets}}',
  'test.chart': 'Widgets by month',
  'test.colour': 'Colour',
  'test.anyColour': 'Any colour',
};

interface Widget {
  id: string;
  name: string;
  colour: string;
  currency: Currency;
  amount: number;
}
interface WidgetAnswer extends TableReportAnswer {
  rows: Widget[];
  totals: { currency: Currency; widgets: number; amount: number }[];
}

const answer: WidgetAnswer = {
  rows: [
    { id: 'w1', name: 'Sprocket', colour: 'red', currency: 'USD', amount: 1_250 },
    { id: 'w2', name: 'Cog', colour: 'blue', currency: 'CAD', amount: 700 },
  ],
  pagination: { total: 31, pages: 2 },
  totals: [
    { currency: 'USD', widgets: 20, amount: 90_000 },
    { currency: 'CAD', widgets: 11, amount: 15_000 },
  ],
  byMonth: [
    { month: '2026-02', currency: 'USD', amount: 90_000 },
    { month: '2026-02', currency: 'CAD', amount: 15_000 },
  ],
  generatedAt: '2026-03-31T18:00:00.000Z',
  cached: false,
};
const none: WidgetAnswer = { ...answer, rows: [], pagination: { total: 0, pages: 0 }, totals: [], byMonth: [] };

/** A schema that takes the answer as it is (the kit reads through any contract schema). */
const schema = { safeParse: (value: unknown) => ({ success: true as const, data: value as WidgetAnswer }) };
const columns: DataColumn<Widget>[] = [
  { id: 'name', header: 'Widget', sortable: true, hideable: false, card: 'title', value: (row) => row.name },
  { id: 'colour', header: 'Colour', value: (row) => row.colour },
  { id: 'amount', header: 'Amount', sortable: true, align: 'right', value: (row) => `${row.amount} ${row.currency}` },
];

function WidgetPage() {
  return (
    <TableReportPage
      report="rider-redemptions"
      schema={schema}
      sortable={['name', 'amount']}
      messages={{ title: 'test.title', lead: 'test.lead', search: 'test.search', count: 'test.count', chart: 'test.chart' }}
      params={{ currency: anyValue, colour: oneOf(['red', 'blue']) }}
      filters={(filter) => (
        <>
          <ChoiceFilter
            label="Colour"
            any="Any colour"
            options={[
              { value: 'red', label: 'Red' },
              { value: 'blue', label: 'Blue' },
            ]}
            {...filter('colour')}
          />
          <CurrencyFilter {...filter('currency')} />
        </>
      )}
      columns={columns}
      rowKey={(row) => row.id}
      totals={inEachCurrency((total) => [
        { id: 'widgets', label: 'Widgets', value: String(total.widgets) },
        { id: 'amount', label: 'Amount', value: `${total.amount} ${total.currency}` },
      ])}
    />
  );
}

const renderPage = (url: string, body: WidgetAnswer = answer) => renderReportPage(<WidgetPage />, url, body, messages);

const params = (url: URL | string) => [...new URL(String(url), 'https://x.test').searchParams.entries()];

describe('TableReportPage', () => {
  it('shows the heading, the totals in each currency, the month chart, the table and the count; asks with the address’s filters in order', async () => {
    const { urls } = renderPage('/auth/admin/rider-redemptions?startDate=2026-01-01&endDate=2026-03-31&colour=red&currency=USD&query=spr&sortBy=amount&sortDirection=desc&page=2');
    const table = await screen.findByRole('table', { name: 'Widget report' });
    expect(screen.getByRole('heading', { level: 1, name: 'Widget report' })).toBeTruthy();
    expect(screen.getByText('Widgets over a period.')).toBeTruthy();
    expect(within(table).getAllByRole('row').map((tr) => Array.from(tr.children, (cell) => cell.textContent))).toEqual([
      ['Widget', 'Colour', 'Amount'],
      ['Sprocket', 'red', '1250 USD'],
      ['Cog', 'blue', '700 CAD'],
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe('descending');
    // A group of figures per currency, named for it: dollars and Canadian dollars are never added up.
    for (const [currency, figures] of [
      ['USD', ['Widgets: 20', 'Amount: 90000 USD']],
      ['CAD', ['Widgets: 11', 'Amount: 15000 CAD']],
    ] as const) {
      const group = screen.getByRole('group', { name: `Totals in ${currency}` });
      expect(within(group).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual(figures);
    }
    expect(within(screen.getByRole('table', { name: 'Widgets by month' })).getAllByRole('row').map((tr) => tr.textContent)).toEqual(['MonthUSDCAD', 'Feb 2026$900.00CA$150.00']);
    expect(screen.getByText('31 widgets')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search widgets' })).toHaveProperty('value', 'spr');
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveProperty('value', 'red');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveProperty('value', 'USD');

    // Range, search, the filters in the order of `params`, the order, then the page.
    expect(urls[0]!.pathname).toBe('/api/admin/aggregates/rider-redemptions');
    expect(params(urls[0]!)).toEqual([
      ['startDate', '2026-01-01'],
      ['endDate', '2026-03-31'],
      ['query', 'spr'],
      ['currency', 'USD'],
      ['colour', 'red'],
      ['sortBy', 'amount'],
      ['sortDirection', 'desc'],
      ['page', '2'],
      ['limit', '25'],
    ]);
    // The export links hold every matching row: the same filters, no page.
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/aggregates/rider-redemptions/export?format=csv&locale=en&startDate=2026-01-01&endDate=2026-03-31&query=spr&currency=USD&colour=red&sortBy=amount&sortDirection=desc',
    );
    expect(screen.getByRole('link', { name: 'Export XLSX' }).getAttribute('title')).toBe('Download Widget report as an Excel workbook: every row matching the filters');
  });

  it('writes a filter to the address, back to page 1, and asks again; a value that is not a choice is not sent', async () => {
    const { user, urls, address } = renderPage('/auth/admin/rider-redemptions?startDate=2026-01-01&endDate=2026-03-31&colour=green&page=2&sortBy=colour');
    await screen.findByRole('table', { name: 'Widget report' });
    // "green" is no colour of the report and "colour" no order of it: neither goes to the API.
    expect(params(urls[0]!)).toEqual([
      ['startDate', '2026-01-01'],
      ['endDate', '2026-03-31'],
      ['page', '2'],
      ['limit', '25'],
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'blue');
    expect(Object.fromEntries(address())).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31', colour: 'blue', sortBy: 'colour' });
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('colour')).toBe('blue'));
    expect(Object.fromEntries(urls.at(-1)!.searchParams)).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31', colour: 'blue', page: '1', limit: '25' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), '');
    expect(address().has('colour')).toBe(false);
  });

  it('sorts by a header through sortBy and sortDirection, and pages through page', async () => {
    const { user, address } = renderPage('/auth/admin/rider-redemptions?startDate=2026-01-01&endDate=2026-03-31&currency=CAD');
    const table = await screen.findByRole('table', { name: 'Widget report' });
    await user.click(within(table).getByRole('button', { name: 'Widget' }));
    expect(Object.fromEntries(address())).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31', currency: 'CAD', sortBy: 'name', sortDirection: 'asc' });
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(address().get('page')).toBe('2');
  });

  it('says nothing matches the filters when a filter or the search is set, else that the days hold no figures', async () => {
    renderPage('/auth/admin/rider-redemptions?startDate=2026-01-01&endDate=2026-03-31&colour=green', none);
    // The table and its cards (narrow screens) each say so.
    expect(await screen.findAllByText('Nothing matches these filters')).not.toHaveLength(0);
    expect(screen.queryByRole('group', { name: /Totals in/ })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Widgets by month' })).toBeNull();
    expect(screen.getByText('0 widgets')).toBeTruthy();
    cleanup();
    renderPage('/auth/admin/rider-redemptions?startDate=2026-01-01&endDate=2026-03-31', none);
    expect(await screen.findAllByText('No figures for these days')).not.toHaveLength(0);
    expect(screen.queryByText('Nothing matches these filters')).toBeNull();
  });
});
