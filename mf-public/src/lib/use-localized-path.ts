import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { localeAtom } from '@rr/session';
import { localizePath } from '@rr/i18n';

/** Links inside the public site keep the current locale prefix: '/events' → '/de/events'. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useAtomValue(localeAtom);
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
