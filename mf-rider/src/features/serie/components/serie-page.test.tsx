// @vitest-environment happy-dom
import type { Earning, EarningsAnswer, EventListItem, SerieAnswer } from '@rr/contracts';
import { Route, Routes } from '@rr/router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leanEvent } from '../../../testing/events';
import { fakeApi, renderRider } from '../../../testing/render';
import { SeriePage } from './serie-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event: EventListItem = {
  ...leanEvent('Desert Cup Round 3', '2026-04-25', { _id: 'evt-3', series: { _id: 'series-1', name: 'Desert Cup' } }),
  zipcode: '85043',
  venue: 'Desert MX Park',
  venueWebsite: '',
  payingEvent: true,
  contingencyAmount: 100_000,
  currency: 'USD',
  location: null,
};
const answer: SerieAnswer = {
  serie: {
    _id: 'series-1',
    name: 'Desert Cup',
    notes: '',
    state: 'AZ',
    zipcode: '85043',
    country: 'US',
    races: 10,
    distance: null,
    // A closed series: no standing to ask for, its results come from the earnings alone.
    active: false,
    bonus: 0,
    initialValue: 0,
    currency: 'USD',
    expirationDate: null,
    category: null,
    promoterId: 'promoter-1',
  },
  events: [event],
};
const earning: Earning = {
  _id: 'dec-1',
  eventId: 'evt-3',
  eventTitle: 'Desert Cup Round 3',
  date: '2026-04-25',
  className: '450 B',
  place: 1,
  outcome: 'paid',
  reason: 'paid',
  facts: {},
  amountCents: 15_000,
  currency: 'USD',
  type: 'credit',
  withholdPercent: 0,
  withheldCents: 0,
  history: [],
  lot: { _id: 'lot-1', status: 'current', initialCents: 15_000, currentCents: 15_000, awardedAt: '2026-05-01T18:00:00Z', expiresAt: null, sentAt: null },
};

describe('SeriePage', () => {
  it('fits the rider’s results to a phone: the result steps aside and is said under the event, the amount stays in view', async () => {
    const earnings: EarningsAnswer = { period: 'lifetime', totals: [], earnings: [earning] };
    fakeApi({ 'GET /api/serie/series-1': { body: answer }, 'GET /api/rider/earnings': { body: earnings } });
    renderRider(
      <Routes>
        <Route path="/auth/rider/serie/:seriesId" element={<SeriePage />} />
      </Routes>,
      { path: '/auth/rider/serie/series-1' },
    );
    // The event's title links from the results table and from the series' event list: the table's row is wanted.
    const row = await waitFor(() => {
      const found = screen.getAllByRole('link', { name: 'Desert Cup Round 3' }).map((link) => link.closest('tr')).find(Boolean);
      if (!found) throw new Error('no results row yet');
      return found;
    });
    const table = row.closest('table')!;
    expect(within(table).getByRole('columnheader', { name: 'Result' }).className).toBe('rr-table__secondary');
    const [eventCell, resultCell, amountCell] = within(row).getAllByRole('cell');
    expect(resultCell!.className).toBe('rr-table__secondary');
    // The same words as the wide screen's Result column, under the event's title and date.
    expect(eventCell!.querySelector('.rr-table__phone-note')?.textContent).toBe(resultCell!.textContent);
    expect(resultCell!.textContent).toContain('450 B');
    expect(amountCell!.className).toBe('rr-align-right rr-table__sticky-end');
    expect(amountCell!.textContent).toContain('$150');
  });
});
