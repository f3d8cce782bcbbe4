import { eventInputSchema } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import { managedEvent } from '../testing/fixtures';
import { currencyFor, eventBody, eventValues, seasonBodiesFor, seriesCurrencyOf, stateFor } from './event-values';

describe('the event form’s values', () => {
  it('starts a new event in the series asked for, where that series runs and in its currency', () => {
    const values = eventValues(undefined, { _id: 'series-ontario', name: 'Ontario MX', country: 'CA', currency: 'CAD' });
    expect(values).toMatchObject({ seriesId: 'series-ontario', country: 'CA', currency: 'CAD', active: true, canceled: false, payingEvent: true });
    expect(eventValues(undefined)).toMatchObject({ seriesId: '', country: 'US', currency: 'USD' });
  });

  it("names the currency an event of the chosen series must be in, and none without a series", () => {
    const series = [{ _id: 'usd', name: 'Desert MX', country: 'US', currency: 'USD' as const }, { _id: 'cad', name: 'Ontario MX', country: 'CA', currency: 'CAD' as const }, { _id: 'old', name: 'Old list' }];
    expect(seriesCurrencyOf(series, 'usd')).toEqual({ series: 'Desert MX', currency: 'USD' });
    expect(seriesCurrencyOf(series, 'cad')).toEqual({ series: 'Ontario MX', currency: 'CAD' });
    expect(seriesCurrencyOf(series, '')).toBeNull();
    expect(seriesCurrencyOf(series, 'old')).toBeNull();
    expect(seriesCurrencyOf(series, 'gone')).toBeNull();
  });

  it('shows a one-day event without a last day, and sends its first day as the last', () => {
    const values = eventValues(managedEvent().event);
    expect(values.endDate).toBe('');
    expect(eventBody(values).endDate).toBe('2026-03-07');
  });

  it('sends what the contract takes: trimmed text, upper-case postal code, optional fields left out when empty', () => {
    const body = eventBody({ ...eventValues(undefined), title: ' Spring Classic ', startDate: '2026-04-04', city: ' Perris ', state: 'CA', zipcode: ' 92570 ' });
    expect(body).toEqual({
      title: 'Spring Classic',
      type: 'motocross',
      startDate: '2026-04-04',
      endDate: '2026-04-04',
      venue: '',
      city: 'Perris',
      state: 'CA',
      zipcode: '92570',
      country: 'US',
      currency: 'USD',
      active: true,
      canceled: false,
      payingEvent: true,
      sanctioningBodies: [],
    });
    expect(eventInputSchema.safeParse(body).success).toBe(true);
    const canadian = eventBody({ ...eventValues(undefined), title: 'Kamloops', startDate: '2026-04-04', city: 'Kamloops', country: 'CA', state: 'BC', zipcode: 'v2c 1a1', currency: 'CAD' });
    expect(canadian.zipcode).toBe('V2C 1A1');
    expect(eventInputSchema.safeParse(canadian).success).toBe(true);
  });

  it('starts a new event sanctioned by its season’s bodies: the year of its first day, else this year', () => {
    const seasons = [
      { seasonYear: 2027, sanctioningBodies: ['CMA'] },
      { seasonYear: 2026, sanctioningBodies: ['AMA', 'FIM'] },
    ];
    const today = new Date(2026, 5, 1);
    expect(seasonBodiesFor(seasons, '', today)).toEqual(['AMA', 'FIM']);
    expect(seasonBodiesFor(seasons, '2027-03-01', today)).toEqual(['CMA']);
    expect(seasonBodiesFor(seasons, '2028-03-01', today)).toEqual([]);
    expect(eventValues(managedEvent({ event: { sanctioningBodies: ['WERA'] } }).event, undefined, seasons).sanctioningBodies).toBe('WERA');
  });

  it('sends the bodies typed as a list, one per name between commas, blanks left out', () => {
    expect(eventBody({ ...eventValues(undefined), sanctioningBodies: ' AMA,, CMA ,' }).sanctioningBodies).toEqual(['AMA', 'CMA']);
    expect(eventBody({ ...eventValues(undefined), sanctioningBodies: '  ' }).sanctioningBodies).toEqual([]);
  });

  it('follows the country: its usual currency, and a state only from its own list', () => {
    expect(['US', 'CA', 'FR', 'GB', 'AU'].map(currencyFor)).toEqual(['USD', 'CAD', 'EUR', null, null]);
    expect(stateFor('CA', 'CA')).toBe('');
    expect(stateFor('CA', 'ON')).toBe('ON');
    expect(stateFor('GB', 'Yorkshire')).toBe('Yorkshire');
  });
});
