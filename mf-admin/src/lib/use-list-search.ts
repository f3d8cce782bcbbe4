import { useDebounced } from '@rr/ui/use-debounced';
import { useSearchParams } from '@rr/router';
import { useEffect, useRef, useState } from 'react';

/** How long a search box waits after the last key before its text reaches the address (and the API). */
export const SEARCH_DELAY_MS = 300;

/**
 * An admin list's filters as the address keeps them. `set` changes one parameter (an empty value removes it) and
 * goes back to page 1 unless it is the page itself: page 4 of other filters is unrelated rows.
 */
export function useAddressFilters(): {
  search: URLSearchParams;
  setSearch: ReturnType<typeof useSearchParams>[1];
  set: (name: string, value: string | undefined) => void;
} {
  const [search, setSearch] = useSearchParams();
  const set = (name: string, value: string | undefined) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });
  return { search, setSearch, set };
}

/**
 * A search box over an address value: what is typed is handed to `commit` once typing pauses (`normalize`d, trimmed
 * by default) when it differs from `value`. When the address changes under it (back, forward, a link) to anything
 * but what the box itself committed, the box shows the address's value; its own commit coming back never resets
 * it, so keys typed meanwhile stay.
 */
export function useSearchBox(value: string, commit: (settled: string) => void, normalize: (text: string) => string = (text) => text.trim()) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const settled = normalize(useDebounced(text, SEARCH_DELAY_MS));
  useEffect(() => {
    if (settled === value) return;
    committed.current = settled;
    commit(settled);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- typing drives this; the address side is below
  }, [settled]);
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText((current) => (normalize(current) === value ? current : value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- normalize is a pure function
  }, [value]);
  return [text, setText] as const;
}

/**
 * The state of an admin list in the address (filters, `page`), and its search box, whose text is debounced into
 * `textKey`.
 */
export function useListSearch(textKey = 'query') {
  const { search, set } = useAddressFilters();
  const query = search.get(textKey) ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [text, setText] = useSearchBox(query, (settled) => set(textKey, settled));
  return { search, query, page, text, setText, set };
}
