import type { EventListItem as Event } from '@rr/contracts';

export type EventTiming = 'upcoming' | 'past';

/** An event is past once its last day (end date, else start date) is over; undated events count as upcoming. */
export function eventTiming(event: { startDate: string | null; endDate: string | null }, now: Date = new Date()): EventTiming {
  const last = event.endDate ?? event.startDate;
  if (!last) return 'upcoming';
  const end = new Date(last);
  if (Number.isNaN(end.getTime())) return 'upcoming';
  // Whole-day events: treat the end as the end of that day (UTC day plus the widest US offset).
  return end.getTime() + 24 * 60 * 60 * 1000 < now.getTime() ? 'past' : 'upcoming';
}

/** "City, ST 12345" from whatever parts are present. */
export function cityLine(event: Pick<Event, 'city' | 'state' | 'zipcode'>): string {
  const cityState = [event.city, event.state].filter(Boolean).join(', ');
  return [cityState, event.zipcode].filter(Boolean).join(' ');
}

/** A maps search for the venue and address, opened in a new tab for directions. */
export function directionsUrl(event: Pick<Event, 'venue' | 'city' | 'state' | 'zipcode' | 'country'>): string | null {
  const destination = [event.venue, cityLine(event), event.country].filter((part) => part && part.trim()).join(', ');
  if (!destination) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(destination)}`;
}

/** A promoter-entered website as a safe absolute http(s) URL, or null when it is not one. */
export function externalUrl(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return null;
  const candidate = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** The host part shown as the link text: "www.hangtownmx.com". */
export function displayHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
