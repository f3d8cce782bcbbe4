import { DEFAULT_LOCALE, LOCALE_COOKIE, detectLocale, isPublicPath, localizePath, readCookie, splitLocalePath, type Locale } from '@rr/i18n';
import { localeAtom } from '@rr/session';
import { useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { useLocation } from '@rr/router';

/** The locale the cookie (i18n_redirected) or, failing that, the browser asks for. */
export function preferredLocale(): Locale {
  return detectLocale(readCookie(document.cookie, LOCALE_COOKIE), navigator.languages ?? [navigator.language]);
}

/** The locale to show at a path: the URL prefix on public pages, the preference elsewhere. */
export function localeForPath(pathname: string, preferred: Locale): Locale {
  return isPublicPath(pathname) ? splitLocalePath(pathname).locale : preferred;
}

/**
 * Before the app renders: a visit to the bare home page with a non-English preference (cookie, else
 * browser) goes to that locale's home, as nuxt-i18n's root redirect did. Returns the locale to start in.
 */
export function applyRootLocaleRedirect(): Locale {
  const preferred = preferredLocale();
  if (window.location.pathname === '/' && preferred !== DEFAULT_LOCALE) {
    window.history.replaceState(window.history.state, '', localizePath('/', preferred) + window.location.search + window.location.hash);
  }
  return localeForPath(window.location.pathname, preferred);
}

/** Keeps localeAtom (and <html lang>) in step with the URL. */
export function LocaleSync() {
  const { pathname } = useLocation();
  const setLocale = useSetAtom(localeAtom);

  useLayoutEffect(() => {
    const locale = localeForPath(pathname, preferredLocale());
    setLocale(locale);
    document.documentElement.lang = locale === 'no' ? 'nb' : locale;
  }, [pathname, setLocale]);

  return null;
}
