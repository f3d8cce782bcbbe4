import { DEFAULT_LOCALE, LOCALE_COOKIE, detectLocale, isLocale, isPublicPath, localizePath, readCookie, splitLocalePath, type Locale } from '@rr/i18n';
import { localeAtom, sessionAtom, type Session } from '@rr/session';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { useLocation } from '@rr/router';

/**
 * The locale the cookie (i18n_redirected: the last language chosen on this browser) asks for; failing that, the
 * language stored on the signed-in user's account (`stored`); failing that, the browser's. So a rider who registered in
 * French reads French on an English browser, and a choice made here with the language control is followed at once.
 */
export function preferredLocale(stored: Locale | null = null): Locale {
  return detectLocale(readCookie(document.cookie, LOCALE_COOKIE), stored ? [stored] : (navigator.languages ?? [navigator.language]));
}

/**
 * The language the signed-in user stored on their account (chosen at registration or with the language control);
 * null when signed out, and while staff act as a user (they read the user's area in their own language).
 */
export function storedLocale(session: Session | null): Locale | null {
  return session?.authenticated && !session.proxyHost && isLocale(session.user.locale) ? session.user.locale : null;
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

/** Keeps localeAtom (and <html lang>) in step with the URL and the signed-in user's stored language. */
export function LocaleSync() {
  const { pathname } = useLocation();
  const setLocale = useSetAtom(localeAtom);
  const stored = storedLocale(useAtomValue(sessionAtom));

  useLayoutEffect(() => {
    const locale = localeForPath(pathname, preferredLocale(stored));
    setLocale(locale);
    document.documentElement.lang = locale === 'no' ? 'nb' : locale;
  }, [pathname, stored, setLocale]);

  return null;
}
