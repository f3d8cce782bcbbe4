// @vitest-environment happy-dom
import { fakeApi } from '@rr/api-client/testing';
import { CHAMPIONSHIP_POINTS, type SerieAnswer, type SeriesStandings } from '@rr/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import { renderSeriesPage } from '../testing/render';
import { SeriePage } from './serie-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serie: SerieAnswer = {
  serie: {
    _id: 's1', name: 'SoCal Flat Track Championship', notes: '', state: 'CA', zipcode: '92570', country: 'US', races: 10, distance: 8, active: true,
    bonus: 0, initialValue: 0, currency: 'USD', expirationDate: null, category: null, promoterId: 'p1', city: 'Perris',
  },
  events: [],
};
const standings: SeriesStandings = {
  seriesId: 's1',
  finished: false,
  eventsWithResults: 3,
  countedEvents: 9,
  points: [...CHAMPIONSHIP_POINTS],
  classes: [
    {
      className: 'Pro Singles',
      riders: [
        { place: 1, name: 'Cal Throttle', hometown: 'Temecula, CA', points: 65, wins: 1, races: 3 },
        { place: 2, name: 'Ben Tread', hometown: 'Corona, CA', points: 47, wins: 1, races: 2 },
      ],
    },
    { className: 'Vet 30+', riders: [{ place: 1, name: 'Ada Lovelace', hometown: '', points: 25, wins: 1, races: 1 }] },
  ],
};

/** The series and its standings (answering `standingsReply`) from the kit's fake `/api`. */
const fakeSerieApi = (standingsReply: { status: number; body: unknown }) => fakeApi({ 'GET /api/serie/s1': { body: serie }, 'GET /api/serie/s1/standings': standingsReply });

const show = (locale: 'en' | 'de' = 'en') =>
  renderSeriesPage(
    <Routes>
      <Route path="/events/serie/:seriesId" element={<SeriePage />} />
    </Routes>,
    { path: '/events/serie/s1', locale, messages: locale === 'de' ? de : en },
  );

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('a series’ public page', () => {
  it('writes where the series is as people do, not as a postal address', async () => {
    fakeSerieApi({ status: 200, body: standings });
    show();
    const location = await screen.findByText('Perris, California');
    expect(location.tagName).toBe('DD');
    expect(document.body.textContent).not.toContain('CA 92570');
  });

  it('shows the riders’ standings per class, provisional, with the points table', async () => {
    fakeSerieApi({ status: 200, body: standings });
    show();
    const section = await screen.findByRole('region', { name: 'Standings' });
    await waitFor(() => expect(within(section).getAllByRole('table')).toHaveLength(2));
    const [pro, vet] = within(section).getAllByRole('table');
    expect(rows(pro!)).toEqual([
      ['1st', 'Cal Throttle', 'Temecula, CA', '65', '1', '3'],
      ['2nd', 'Ben Tread', 'Corona, CA', '47', '1', '2'],
    ]);
    expect(rows(vet!)).toEqual([['1st', 'Ada Lovelace', '—', '25', '1', '1']]);
    expect(section.textContent).toContain('Provisional: from the results of 3 of 9 races.');
    expect(section.textContent).toContain('Points per race, from 1st place down: 25, 22, 20,');
  });

  it('in German too, and says so when the standings cannot be loaded', async () => {
    fakeSerieApi({ status: 200, body: standings });
    show('de');
    const section = await screen.findByRole('region', { name: 'Gesamtwertung' });
    await waitFor(() => expect(section.textContent).toContain('Vorläufig: nach den Ergebnissen von 3 von 9 Rennen.'));
    cleanup();
    fakeSerieApi({ status: 500, body: { message: 'boom' } });
    show();
    expect(await screen.findByText('The standings could not be loaded.')).toBeTruthy();
  });
});
