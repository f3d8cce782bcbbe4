/**
 * Dealers' time zones. A counter reads the time of a redemption on its own clock: a Toronto dealer's 6:20 AM is the
 * programme's 3:20 AM (spec §5 shows programme dates in America/Los_Angeles). Each dealer's zone follows its address
 * (state or province → the zone most of it keeps) unless the dealer or the programme team chose another.
 */

export { PROGRAMME_TIME_ZONE, programmeDay, programmeToday } from './programme-calendar';

/**
 * The zones a dealer may choose, east to west within each region: every zone that a part of the US or Canada keeps
 * (so a dealer in the part of a state that keeps another zone than most of it can pick theirs), then the
 * programme's other countries. IANA names, as `Intl.DateTimeFormat` takes them.
 */
export const DEALER_TIME_ZONES = [
  'America/St_Johns',
  'America/Halifax',
  'America/Moncton',
  'America/Goose_Bay',
  'America/Puerto_Rico',
  'America/Toronto',
  'America/New_York',
  'America/Detroit',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Iqaluit',
  'America/Winnipeg',
  'America/Chicago',
  'America/Menominee',
  'America/Regina',
  'America/Edmonton',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Dawson_Creek',
  'America/Vancouver',
  'America/Los_Angeles',
  'America/Whitehorse',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Brussels',
  'Europe/Amsterdam',
  'Europe/Berlin',
  'Europe/Vienna',
  'Europe/Rome',
  'Europe/Oslo',
  'Europe/Stockholm',
  'Australia/Perth',
  'Australia/Darwin',
  'Australia/Adelaide',
  'Australia/Brisbane',
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Hobart',
] as const;
export type DealerTimeZone = (typeof DEALER_TIME_ZONES)[number];

export function isDealerTimeZone(value: unknown): value is DealerTimeZone {
  return typeof value === 'string' && (DEALER_TIME_ZONES as readonly string[]).includes(value);
}
