import { TILL_SEARCH_MIN_LENGTH } from '@rr/contracts';

/** The URL parameter that holds the search (the riders page's `?query=`), so a search can be linked and goes back. */
export const QUERY_PARAM = 'query';
/** Typing settles this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What the box holds as the text searched: trimmed, inner spaces collapsed. */
export function normaliseSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** The text to search for, or null while it is shorter than the API's minimum (2 characters, counted as the user sees them). */
export function searchTerm(text: string): string | null {
  const term = normaliseSearch(text);
  return [...term].length >= TILL_SEARCH_MIN_LENGTH ? term : null;
}

/** The URL query with the search text (removed when blank); other parameters are kept. */
export function searchWithQuery(current: URLSearchParams, text: string): URLSearchParams {
  const next = new URLSearchParams(current);
  const term = normaliseSearch(text);
  if (term) next.set(QUERY_PARAM, term);
  else next.delete(QUERY_PARAM);
  return next;
}
