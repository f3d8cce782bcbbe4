import { describe, expect, it } from 'vitest';
import { CA_PROVINCES, US_STATES } from './enums';
import { DEALER_TIME_ZONES, PROGRAMME_TIME_ZONE, isDealerTimeZone } from './time-zones';
import { timeZoneOfAddress, zonedDateTimeText, zonedDayRange, zonedDayStart } from './time-zone-of-address';

describe('timeZoneOfAddress', () => {
  it('takes the zone of most of a US state, split states included', () => {
    expect(timeZoneOfAddress({ country: 'US', state: 'NY' })).toBe('America/New_York');
    expect(timeZoneOfAddress({ country: 'US', state: 'CA' })).toBe('America/Los_Angeles');
    expect(timeZoneOfAddress({ country: 'US', state: 'AZ' })).toBe('America/Phoenix');
    expect(timeZoneOfAddress({ country: 'US', state: 'HI' })).toBe('Pacific/Honolulu');
    // Split states: where most people live.
    expect(timeZoneOfAddress({ country: 'US', state: 'TX' })).toBe('America/Chicago');
    expect(timeZoneOfAddress({ country: 'US', state: 'FL' })).toBe('America/New_York');
    expect(timeZoneOfAddress({ country: 'US', state: 'TN' })).toBe('America/Chicago');
    expect(timeZoneOfAddress({ country: 'US', state: 'ID' })).toBe('America/Boise');
    expect(timeZoneOfAddress({ country: 'US', state: 'in' })).toBe('America/Indiana/Indianapolis');
  });

  it('takes the zone of most of a Canadian province or territory', () => {
    expect(timeZoneOfAddress({ country: 'CA', state: 'ON' })).toBe('America/Toronto');
    expect(timeZoneOfAddress({ country: 'CA', state: 'QC' })).toBe('America/Toronto');
    expect(timeZoneOfAddress({ country: 'CA', state: 'BC' })).toBe('America/Vancouver');
    expect(timeZoneOfAddress({ country: 'CA', state: 'SK' })).toBe('America/Regina');
    expect(timeZoneOfAddress({ country: 'CA', state: 'NL' })).toBe('America/St_Johns');
    expect(timeZoneOfAddress({ country: 'CA', state: ' ab ' })).toBe('America/Edmonton');
  });

  it('maps every US state and Canadian province to a zone a dealer may choose', () => {
    for (const state of US_STATES) expect(isDealerTimeZone(timeZoneOfAddress({ country: 'US', state }))).toBe(true);
    for (const state of CA_PROVINCES) expect(isDealerTimeZone(timeZoneOfAddress({ country: 'CA', state }))).toBe(true);
    // Every choice is a zone the runtime knows.
    for (const zone of DEALER_TIME_ZONES) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
  });

  it('uses the country elsewhere, an Australian state when it is recognised, and the programme zone when nothing says', () => {
    expect(timeZoneOfAddress({ country: 'FR', state: 'Île-de-France' })).toBe('Europe/Paris');
    expect(timeZoneOfAddress({ country: 'GB', state: null })).toBe('Europe/London');
    expect(timeZoneOfAddress({ country: 'AU', state: 'Western Australia' })).toBe('Australia/Perth');
    expect(timeZoneOfAddress({ country: 'AU', state: 'QLD' })).toBe('Australia/Brisbane');
    expect(timeZoneOfAddress({ country: 'AU', state: 'Somewhere' })).toBe('Australia/Sydney');
    expect(timeZoneOfAddress({ country: 'US', state: 'ZZ' })).toBe(PROGRAMME_TIME_ZONE);
    expect(timeZoneOfAddress({ country: 'US', state: 'constructor' })).toBe(PROGRAMME_TIME_ZONE);
    expect(timeZoneOfAddress({ country: null, state: null })).toBe(PROGRAMME_TIME_ZONE);
  });
});

describe('zonedDateTimeText', () => {
  it('writes the wall-clock time of the zone, daylight saving time included', () => {
    expect(zonedDateTimeText('2026-01-15T11:20:00.000Z', 'America/Toronto')).toBe('2026-01-15 06:20:00');
    expect(zonedDateTimeText(new Date('2026-07-15T11:20:00.000Z'), 'America/Toronto')).toBe('2026-07-15 07:20:00');
    expect(zonedDateTimeText('2026-01-15T03:05:09.000Z', 'America/Los_Angeles')).toBe('2026-01-14 19:05:09');
    expect(zonedDateTimeText('2026-01-15T00:00:00.000Z', 'UTC')).toBe('2026-01-15 00:00:00');
    expect(zonedDateTimeText(null, 'UTC')).toBeNull();
    expect(zonedDateTimeText('not a date', 'UTC')).toBeNull();
  });
});

describe('zonedDayStart and zonedDayRange', () => {
  it('starts a day at midnight on the zone’s clock, in winter and in summer', () => {
    expect(zonedDayStart('2026-01-15', 'America/Toronto').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(zonedDayStart('2026-07-15', 'America/Toronto').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(zonedDayStart('2026-01-15', 'Europe/Berlin').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(zonedDayStart('2026-01-15', 'UTC').toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });

  it('spans the days the clocks change: 23 hours in spring, 25 in autumn', () => {
    const spring = zonedDayRange('2026-03-08', '2026-03-08', 'America/Los_Angeles');
    expect(spring.from!.toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(spring.to!.getTime() - spring.from!.getTime()).toBe(23 * 3_600_000);
    const autumn = zonedDayRange('2026-11-01', '2026-11-01', 'America/Los_Angeles');
    expect(autumn.to!.getTime() - autumn.from!.getTime()).toBe(25 * 3_600_000);
  });

  it('leaves an open end open', () => {
    expect(zonedDayRange(undefined, '2026-01-15', 'America/Toronto')).toEqual({ to: new Date('2026-01-16T05:00:00.000Z') });
    expect(zonedDayRange(undefined, undefined, 'America/Toronto')).toEqual({});
  });
});
