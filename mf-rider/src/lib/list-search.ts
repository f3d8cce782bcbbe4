import type { LeanEvent } from '@rr/contracts';
import { NO_FILTERS, type ListFilters } from './list-filters';

/**
 * The rider's lists keep their search in the URL (`?text=&country=&state=&page=`, and a view such as `period`), so a
 * list can be shared, reloaded and gone back to. Only what differs from the defaults is written.
 */
export function filtersFrom(params: URLSearchParams): ListFilters {
  const code = (name: string) => (params.get(name) ?? '').trim().toUpperCase();
  return { text: (params.get('text') ?? '').trim(), country: code('country'), state: code('state') };
}

/** The page number of the URL (1 when missing or not a positive whole number). */
export function pageFrom(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** One of `allowed` from the URL, else the first. */
export function choiceFrom<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T {
  const value = params.get(name);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : allowed[0]!;
}

/** The URL of a list's search: a new search goes back to page 1; empty values and the defaults are left out. */
export function searchParamsOf(values: { filters?: ListFilters; page?: number; [name: string]: string | number | ListFilters | undefined }, defaults: Record<string, string> = {}): URLSearchParams {
  const out = new URLSearchParams();
  const { filters = NO_FILTERS, page = 1, ...views } = values;
  for (const [name, value] of Object.entries(views)) {
    if (typeof value === 'string' && value !== '' && value !== defaults[name]) out.set(name, value);
  }
  if (filters.text) out.set('text', filters.text);
  if (filters.country) out.set('country', filters.country);
  if (filters.state) out.set('state', filters.state);
  if (page > 1) out.set('page', String(page));
  return out;
}

const folded = (value: string) => value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * The rider's own events (favourites and races) that match a search, as the events finder would: the text in the
 * title, city or series name (accents and case aside), the country and the state.
 */
export function matchingEvents<T extends LeanEvent>(events: readonly T[], filters: ListFilters): T[] {
  const text = folded(filters.text.trim());
  return events.filter(
    (event) =>
      (!filters.country || event.country === filters.country) &&
      (!filters.state || event.state === filters.state) &&
      (!text || [event.title, event.city, event.series?.name ?? ''].some((value) => folded(value).includes(text))),
  );
}
