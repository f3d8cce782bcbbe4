import { describe, expect, it } from 'vitest';
import { cityLine, directionsUrl, displayHost, eventTiming, externalUrl } from './event-display';

describe('eventTiming', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  it('is upcoming before and during the event, past after its last day', () => {
    expect(eventTiming({ startDate: '2025-07-01T00:00:00Z', endDate: null }, now)).toBe('upcoming');
    expect(eventTiming({ startDate: '2025-06-14T00:00:00Z', endDate: '2025-06-15T00:00:00Z' }, now)).toBe('upcoming');
    expect(eventTiming({ startDate: '2025-06-01T00:00:00Z', endDate: '2025-06-02T00:00:00Z' }, now)).toBe('past');
  });

  it('treats an event without dates as upcoming', () => {
    expect(eventTiming({ startDate: null, endDate: null }, now)).toBe('upcoming');
  });
});

describe('cityLine', () => {
  it('joins the parts that are present', () => {
    expect(cityLine({ city: 'Rancho Cordova', state: 'CA', zipcode: '95742' })).toBe('Rancho Cordova, CA 95742');
    expect(cityLine({ city: '', state: 'ON', zipcode: '' })).toBe('ON');
  });
});

describe('directionsUrl', () => {
  it('builds a maps search for venue and address', () => {
    const url = directionsUrl({ venue: 'Prairie City OHV', city: 'Rancho Cordova', state: 'CA', zipcode: '95742', country: 'US' });
    expect(url).toBe(
      'https://www.google.com/maps/search/?api=1&query=Prairie%20City%20OHV%2C%20Rancho%20Cordova%2C%20CA%2095742%2C%20US',
    );
  });

  it('is null when there is nothing to search for', () => {
    expect(directionsUrl({ venue: '', city: '', state: '', zipcode: '', country: '' })).toBeNull();
  });
});

describe('externalUrl', () => {
  it('adds https to a bare host and keeps http(s) URLs', () => {
    expect(externalUrl('hangtownmx.com')).toBe('https://hangtownmx.com/');
    expect(externalUrl('http://example.org/track')).toBe('http://example.org/track');
  });

  it('rejects empty values, other schemes and hosts without a dot', () => {
    expect(externalUrl('')).toBeNull();
    expect(externalUrl(null)).toBeNull();
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('localhost')).toBeNull();
  });

  it('shows only the host as link text', () => {
    expect(displayHost('https://www.hangtownmx.com/schedule')).toBe('www.hangtownmx.com');
  });
});
