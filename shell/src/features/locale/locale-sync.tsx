import { DEFAULT_LOCALE, LOCALE_COOKIE, detectLocale, isPublicPath, localizePath, readCookie, splitLocalePath, type Locale } from '@rr/i18n';
import { localeAtom } from '@rr/session';
import { useSetAtom } from 'jotai';
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The locale the cookie (i18n_redirected) or, failing that, the browser asks for. */
export function preferredLocale(): Locale {
  return detectLocale(readCookie(document.cookie, LOCALE_COOKIE), navigator.languages ?? [navigator.language]);
}

/** The locale to show at a path: the URL prefix on public pages, the preference elsewhere. */
export function localeForPath(pathname: string, preferred: Locale): Locale {
  return isPublicPath(pathname) ? splitLocalePath(pathname).locale : preferred;
}

/**
 * Keeps localeAtom (and <html lang>) in step with the URL. On the first visit to the bare home page a
 * non-English preference moves the visitor to that locale's home (as nuxt-i18n's root redirect did).
 */
export function LocaleSync() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const setLocale = useSetAtom(localeAtom);
  const first = useRef(true);

  useLayoutEffect(() => {
    const preferred = preferredLocale();
    if (first.current) {
      first.current = false;
      if (pathname === '/' && preferred !== DEFAULT_LOCALE) {
        navigate(localizePath('/', preferred), { replace: true });
        return;
      }
    }
    const locale = localeForPath(pathname, preferred);
    setLocale(locale);
    document.documentElement.lang = locale === 'no' ? 'nb' : locale;
  }, [pathname, navigate, setLocale]);

  return null;
}
