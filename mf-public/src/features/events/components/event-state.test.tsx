import type { EventListItem } from '@rr/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { EventBadges } from './event-badges';
import { EventCard } from './event-card';

const event: EventListItem = {
  _id: 'evt-1',
  title: 'Hangtown Classic',
  type: 'motocross',
  startDate: '2099-05-10',
  endDate: '2099-05-11',
  city: 'Rancho Cordova',
  state: 'CA',
  zipcode: '95742',
  country: 'US',
  venue: 'Prairie City',
  venueWebsite: '',
  series: null,
  active: true,
  canceled: false,
  payingEvent: true,
  contingencyAmount: 217_500,
  currency: 'USD',
  location: null,
};

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <IntlProvider locale="en" messages={en} onError={() => undefined}>
      <MemoryRouter>{node}</MemoryRouter>
    </IntlProvider>,
  );

// A canceled event once showed "Canceled" and "Upcoming" together, and a contingency next to "Nothing is paid", on the
// event finder, so a visitor could not tell whether it would still run and pay. Canceled, it now shows only that, with
// no amount.
describe('an event’s state on the finder and its page', () => {
  it('is Upcoming with its contingency while it is on', () => {
    expect(render(<EventBadges event={event} />)).toContain('>Upcoming<');
    const card = render(<EventCard event={event} />);
    expect(card).toContain('$2,175');
  });

  it('is only Canceled once canceled, with no amount', () => {
    const canceled = { ...event, canceled: true, payingEvent: false };
    const badges = render(<EventBadges event={canceled} />);
    expect(badges).toContain('>Canceled<');
    expect(badges).not.toMatch(/Upcoming|Past|Not paying/);
    const card = render(<EventCard event={canceled} />);
    expect(card).not.toContain('$2,175');
    expect(card).toContain('No Payout');
  });
});
