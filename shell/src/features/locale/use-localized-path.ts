import { localizePath } from '@rr/i18n';
import { localeAtom } from '@rr/session';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';

/** Public links keep the current locale prefix: to('/events') is '/de/events' while browsing in German. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useAtomValue(localeAtom);
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
