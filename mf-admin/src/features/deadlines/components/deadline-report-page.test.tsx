// @vitest-environment happy-dom
import type { DeadlineReport } from '@rr/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin } from '../../../testing/render';
import featureEn from '../i18n/en.json';
import { DeadlineReportPage } from './deadline-report-page';

vi.mock('../../reports/kit/chart-canvas', () => ({ default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer: DeadlineReport = {
  events: [
    {
      _id: 'e-1',
      title: 'Desert Classic',
      startDate: '2026-03-07',
      endDate: '2026-03-08',
      city: 'Phoenix',
      state: 'AZ',
      country: 'US',
      promoterId: 'p-1',
      series: { _id: 's-1', name: 'Desert Cup' },
      currency: 'USD',
      contingencyAmount: 150_000,
      dueDate: '2026-03-15',
      daysLate: 12,
      submittedAt: null,
      onTime: null,
    },
  ],
  pagination: { page: 1, limit: 15, total: 31, pages: 3 },
  byMonth: [{ month: '2026-03', onTime: 0, late: { upTo7Days: 0, upTo30Days: 1, upTo90Days: 0, over90Days: 0 } }],
};

function renderPage(address: string, kind: 'late' | 'finished' = 'late', body: DeadlineReport = answer) {
  const calls = fakeApi({ [`GET /api/admin/events-${kind}`]: () => ({ body }) });
  renderAdmin(<DeadlineReportPage kind={kind} />, { path: address, messages: featureEn });
  const urls = () => calls.map(({ url }) => new URL(url, 'http://test'));
  return { urls };
}

describe('DeadlineReportPage', () => {
  it('asks for the address’s order, draws the chart of every matching event, and sorts from a header', async () => {
    const { urls } = renderPage('/auth/admin/late-results-events?sortBy=title&sortDirection=desc&startDate=2026-02-30');
    await screen.findByRole('figure', { name: 'Late events by month of their last day, by days past the due date' });
    const first = urls()[0]!;
    expect(first.pathname).toBe('/api/admin/events-late');
    // A day the contract refuses is left out rather than sent.
    expect(Object.fromEntries(first.searchParams)).toEqual({ page: '1', sortBy: 'title', sortDirection: 'desc', limit: '15' });

    const table = screen.getByRole('table', { name: 'Late results' });
    expect(within(table).getByRole('columnheader', { name: /Event/ }).getAttribute('aria-sort')).toBe('descending');
    expect(within(table).getByText('Desert Classic')).toBeTruthy();
    // The chart's table: one month, 1 event 8–30 days late.
    const chart = screen.getAllByRole('table', { hidden: true }).find((element) => element.querySelector('caption')?.textContent?.startsWith('Late events by month'))!;
    expect(Array.from(within(chart).getAllByRole('row', { hidden: true })[1]!.children, (cell) => cell.textContent)).toEqual(['Mar 2026', '0', '1', '0', '0']);

    // The files hold every matching event, in this order and language, written by the events service.
    const csv = new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!, 'http://x');
    expect(csv.pathname).toBe('/api/admin/events-late/export');
    expect(Object.fromEntries(csv.searchParams)).toEqual({ format: 'csv', locale: 'en', sortBy: 'title', sortDirection: 'desc' });
    expect(new URL(screen.getByRole('link', { name: 'Export XLSX' }).getAttribute('href')!, 'http://x').searchParams.get('format')).toBe('xlsx');

    fireEvent.click(within(table).getByRole('button', { name: /Days late/ }));
    await waitFor(() => expect(urls().some((url) => url.searchParams.get('sortBy') === 'daysLate')).toBe(true));
    const sorted = urls().find((url) => url.searchParams.get('sortBy') === 'daysLate')!;
    expect(sorted.searchParams.get('sortDirection')).toBe('asc');
  });

  it('says how late finished results came in: “Late by 1 day”, “Late by 2 days”, on time, early', async () => {
    const event = answer.events[0]!;
    const finished = (id: string, daysLate: number) => ({ ...event, _id: id, title: `Race ${id}`, daysLate, onTime: daysLate <= 0, submittedAt: '2026-03-20T10:00:00Z' });
    renderPage('/auth/admin/finished-results-events', 'finished', { ...answer, events: [finished('a', 1), finished('b', 2), finished('c', 0), finished('d', -2)] });
    const table = await screen.findByRole('table', { name: 'Finished results' });
    await within(table).findByText('Race a');
    const lateness = (title: string) => within(table).getByText(title).closest('tr')!.lastElementChild!.previousElementSibling!.textContent;
    expect(['Race a', 'Race b', 'Race c', 'Race d'].map(lateness)).toEqual(['Late by 1 day', 'Late by 2 days', 'On time', 'On time (2 days early)']);
  });

  it.each(['en', 'fr', 'de', 'es', 'it', 'nl', 'no', 'sv'])('%s: late results are worded with the plural the number takes', async (locale) => {
    const catalog = ((await import(`../../../i18n/${locale}.json`)) as { default: Record<string, string> }).default;
    const say = (days: number) => new IntlMessageFormat(catalog['admin.deadlines.inLate']!, locale).format({ days }) as string;
    expect(say(1)).toContain('1');
    expect(say(2)).toContain('2');
    // One day and two days are worded apart (day / days), and never "In … late".
    expect(say(1).replace('1', '#')).not.toBe(say(2).replace('2', '#'));
    expect(say(2)).not.toMatch(/^In \d/);
  });
});
