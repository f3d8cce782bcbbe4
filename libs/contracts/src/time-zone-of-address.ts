// `@rr/contracts/time-zones`: which zone an address keeps, and a moment's wall clock there. Its own entry, out of the
// shared @rr/contracts every page loads: only the dealer forms, identity and the redemption exports need these tables.
import { PROGRAMME_TIME_ZONE, type DealerTimeZone } from './time-zones';

/**
 * US states (USPS codes) → the zone of most of the state. Split states take the part where most people live:
 * Florida, Indiana, Kentucky and Michigan Eastern; Kansas, Nebraska, North and South Dakota, Tennessee and Texas
 * Central; Idaho Mountain (Boise); Oregon Pacific. Arizona keeps no daylight saving time (Phoenix).
 */
const US_ZONES: Readonly<Record<string, DealerTimeZone>> = {
  CT: 'America/New_York', DE: 'America/New_York', DC: 'America/New_York', FL: 'America/New_York', GA: 'America/New_York',
  ME: 'America/New_York', MD: 'America/New_York', MA: 'America/New_York', NH: 'America/New_York', NJ: 'America/New_York',
  NY: 'America/New_York', NC: 'America/New_York', OH: 'America/New_York', PA: 'America/New_York', RI: 'America/New_York',
  SC: 'America/New_York', VT: 'America/New_York', VA: 'America/New_York', WV: 'America/New_York',
  MI: 'America/Detroit', IN: 'America/Indiana/Indianapolis', KY: 'America/New_York',
  AL: 'America/Chicago', AR: 'America/Chicago', IL: 'America/Chicago', IA: 'America/Chicago', KS: 'America/Chicago',
  LA: 'America/Chicago', MN: 'America/Chicago', MS: 'America/Chicago', MO: 'America/Chicago', NE: 'America/Chicago',
  ND: 'America/Chicago', OK: 'America/Chicago', SD: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago',
  WI: 'America/Chicago',
  CO: 'America/Denver', MT: 'America/Denver', NM: 'America/Denver', UT: 'America/Denver', WY: 'America/Denver',
  ID: 'America/Boise', AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles', NV: 'America/Los_Angeles', OR: 'America/Los_Angeles', WA: 'America/Los_Angeles',
  AK: 'America/Anchorage', HI: 'Pacific/Honolulu', PR: 'America/Puerto_Rico',
};

/**
 * Canadian provinces and territories (Canada Post codes) → the zone of most of each: Ontario and Quebec Eastern
 * (Toronto), Newfoundland and Labrador Newfoundland time, British Columbia Pacific, Saskatchewan Central without
 * daylight saving (Regina), Nunavut Eastern (Iqaluit), the Northwest Territories Mountain (Edmonton), Yukon its
 * year-round Mountain time (Whitehorse).
 */
const CA_ZONES: Readonly<Record<string, DealerTimeZone>> = {
  NL: 'America/St_Johns', NS: 'America/Halifax', PE: 'America/Halifax', NB: 'America/Moncton',
  QC: 'America/Toronto', ON: 'America/Toronto', NU: 'America/Iqaluit', MB: 'America/Winnipeg', SK: 'America/Regina',
  AB: 'America/Edmonton', NT: 'America/Edmonton', BC: 'America/Vancouver', YT: 'America/Whitehorse',
};

/** Australian states are typed freely (short or long names): each → its capital's zone. */
const AU_ZONES: ReadonlyArray<[RegExp, DealerTimeZone]> = [
  [/^(wa|western australia)$/, 'Australia/Perth'],
  [/^(nt|northern territory)$/, 'Australia/Darwin'],
  [/^(sa|south australia)$/, 'Australia/Adelaide'],
  [/^(qld|queensland)$/, 'Australia/Brisbane'],
  [/^(vic|victoria)$/, 'Australia/Melbourne'],
  [/^(tas|tasmania)$/, 'Australia/Hobart'],
];

/** The programme's one-zone countries, and Australia's most populous zone for a state not recognised. */
const COUNTRY_ZONES: Readonly<Record<string, DealerTimeZone>> = {
  GB: 'Europe/London', ES: 'Europe/Madrid', FR: 'Europe/Paris', BE: 'Europe/Brussels', NL: 'Europe/Amsterdam',
  DE: 'Europe/Berlin', AT: 'Europe/Vienna', IT: 'Europe/Rome', NO: 'Europe/Oslo', SE: 'Europe/Stockholm',
  AU: 'Australia/Sydney',
};

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/**
 * The zone of an address: its US state or Canadian province, else its country; the programme's zone when neither
 * says (no country, or a US or Canadian address without a known state).
 */
export function timeZoneOfAddress(address: { country?: string | null; state?: string | null }): DealerTimeZone {
  const country = (address.country ?? '').trim().toUpperCase();
  const state = (address.state ?? '').trim();
  if (country === 'US') return own(US_ZONES, state.toUpperCase()) ?? PROGRAMME_TIME_ZONE;
  if (country === 'CA') return own(CA_ZONES, state.toUpperCase()) ?? PROGRAMME_TIME_ZONE;
  if (country === 'AU') {
    const name = state.toLowerCase().replace(/\s+/g, ' ');
    const found = AU_ZONES.find(([pattern]) => pattern.test(name));
    if (found) return found[1];
  }
  return own(COUNTRY_ZONES, country) ?? PROGRAMME_TIME_ZONE;
}

/** One formatter per zone: an export writes tens of thousands of times, and building one costs far more than using it. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClocks.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A moment's wall-clock date and time in `timeZone` ('2026-01-15 06:20:00'), as the redemption exports write it
 * beside a header that names the zone; null for a missing or invalid moment.
 */
export function zonedDateTimeText(value: Date | string | null | undefined, timeZone: string): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const part of wallClock(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The calendar day after `day` ('2026-03-08' → '2026-03-09'). */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The instant a calendar day ('2026-01-15') begins on the clock of `timeZone`: a Toronto dealer's 15 January starts
 * at 05:00 UTC. Asked twice, because the offset at UTC midnight may differ from the offset at the zone's midnight on
 * a day the clocks change.
 */
export function zonedDayStart(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const offsetAt = (at: number) => Date.parse(`${zonedDateTimeText(new Date(at), timeZone)!.replace(' ', 'T')}Z`) - Math.floor(at / 1000) * 1000;
  const first = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(first));
}

/** The instants `[from, to)` of the days `first`..`last` (inclusive, either open) on the clock of `timeZone`. */
export function zonedDayRange(first: string | undefined, last: string | undefined, timeZone: string): { from?: Date; to?: Date } {
  return { ...(first ? { from: zonedDayStart(first, timeZone) } : {}), ...(last ? { to: zonedDayStart(dayAfter(last), timeZone) } : {}) };
}
