import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A search form's draft that follows the URL: it starts as the URL's values, and back/forward navigation (or a clear
 * that rewrites the URL) shows what the URL now says. Only a change of the URL resets it: what the user chose while
 * the page's first effects were still to run (a slow phone, a loaded machine) stays. `onReset` runs with each reset.
 */
export function useUrlDraft<T extends object>(fromUrl: T, onReset?: () => void): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState<T>(fromUrl);
  const key = JSON.stringify(fromUrl);
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    setDraft(JSON.parse(key) as T);
    onReset?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the values
  }, [key]);
  return [draft, setDraft];
}
