import type { EventListItem } from '@rr/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import { distanceUnitOf } from '../../../lib/postal-codes';
import { EventList } from './event-list';

const event: EventListItem = {
  _id: 'evt-1',
  title: 'Perris Half-Mile',
  type: 'flat',
  startDate: '2099-05-10',
  endDate: '2099-05-10',
  city: 'Perris',
  state: 'CA',
  zipcode: '92570',
  country: 'US',
  venue: 'Inland Valley Speedway',
  venueWebsite: '',
  series: null,
  active: true,
  canceled: false,
  payingEvent: true,
  contingencyAmount: 100_000,
  currency: 'USD',
  location: { latitude: 33.78, longitude: -117.23 },
};

const render = (events: EventListItem[], zipcode: string, locale: 'en' | 'de' = 'en') =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={locale === 'de' ? de : en} onError={() => undefined}>
      <MemoryRouter>
        <EventList events={events} distanceUnit={distanceUnitOf(zipcode)} />
      </MemoryRouter>
    </IntlProvider>,
  );

const distances = (html: string) => [...html.matchAll(/class="pub-event-card__distance">([^<]*)</g)].map((match) => match[1]);

describe('the events finder in a radius search', () => {
  it('shows each event’s distance from the searched code: miles around a ZIP code, kilometres around a Canadian code', () => {
    const near = [{ ...event, distanceMiles: 0 }, { ...event, _id: 'evt-2', distanceMiles: 7.94 }, { ...event, _id: 'evt-3', distanceMiles: 41.6 }];
    expect(distances(render(near, '92570'))).toEqual(['0 mi away', '7.9 mi away', '42 mi away']);
    expect(distances(render(near, 'L8N 3T1'))).toEqual(['0 km away', '13 km away', '67 km away']);
    expect(distances(render(near, '92570', 'de'))).toEqual(['0 mi entfernt', '7,9 mi entfernt', '42 mi entfernt']);
  });

  it('shows no distance outside a radius search, nor for an event that has no place on the map', () => {
    expect(distances(render([event], '92570'))).toEqual([]);
    expect(distances(render([{ ...event, distanceMiles: null }], '92570'))).toEqual([]);
  });
});
