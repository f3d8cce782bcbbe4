import { useDebounced } from '@rr/ui/use-debounced';
import { useSearchParams } from '@rr/router';
import { useEffect, useState } from 'react';

/**
 * The state of an admin list in the address (filters, `page`), and its search box: what is typed is debounced into
 * `textKey` (300 ms). `set` changes one parameter (an empty value removes it) and goes back to page 1 unless it is
 * the page itself.
 */
export function useListSearch(textKey = 'query') {
  const [search, setSearch] = useSearchParams();
  const query = search.get(textKey) ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [text, setText] = useState(query);
  const settled = useDebounced(text, 300);
  const set = (name: string, value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });
  useEffect(() => {
    if (settled.trim() !== query) set(textKey, settled.trim());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- typing drives this
  }, [settled]);
  return { search, query, page, text, setText, set };
}
