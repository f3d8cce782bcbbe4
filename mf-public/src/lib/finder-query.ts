/** What the public finders (events, dealers) share in reading their URL and asking their API. */

/** A URL parameter that must be one of `allowed`: anything else (or none) is `fallback`. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A finder's place filters: country, state or province, and a postal code with its radius ('' is Exact). */
export interface PlaceFilters {
  country: string;
  state: string;
  zipcode: string;
  zipDistance: string;
}

/** The place part of a finder's API query: only what is set, and the radius only with a postal code (none: Exact). */
export function placeApiQuery(filters: PlaceFilters): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (filters.country) query.country = filters.country;
  if (filters.state) query.state = filters.state;
  if (filters.zipcode) {
    query.zipcode = filters.zipcode;
    if (filters.zipDistance) query.zipDistance = Number(filters.zipDistance);
  }
  return query;
}
