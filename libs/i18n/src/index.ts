/** Locales of the product (spec §9). English is the default and has no route prefix. */
export const LOCALES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'no', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Cookie holding the chosen locale (spec §9), kept 365 days. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

/** Each locale's own name, shown in the language modal. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  no: 'Norsk',
  sv: 'Svenska',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Splits '/de/events' into { locale: 'de', rest: '/events' }; an unprefixed path is English. */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string; prefixed: boolean } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], rest: match[2] || '/', prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, rest: pathname || '/', prefixed: false };
}

/** The same page under another locale: localizePath('/de/events', 'fr') === '/fr/events'. */
export function localizePath(pathname: string, locale: Locale): string {
  const { rest } = splitLocalePath(pathname);
  if (locale === DEFAULT_LOCALE) return rest;
  return rest === '/' ? `/${locale}` : `/${locale}${rest}`;
}

/** Picks a locale from the cookie value, else from the browser's language list, else English. */
export function detectLocale(cookieValue: string | undefined | null, browserLanguages: readonly string[] = []): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'nb' || primary === 'nn') return 'no';
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** Reads one cookie from a `document.cookie`-style string. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Locales that have a URL prefix (every one but English). */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as Exclude<Locale, 'en'>[];

/** The `document.cookie` assignment that stores the chosen locale for 365 days (spec §9). */
export function localeCookie(locale: Locale): string {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/**
 * Whether a path belongs to the public site, whose locale comes from the URL prefix. Signed-in areas
 * (/auth…) and the impersonation pages take the locale from the cookie or the browser instead.
 */
export function isPublicPath(pathname: string): boolean {
  const { rest } = splitLocalePath(pathname);
  return !/^\/(auth|proxy-[a-z]+)(\/|$)/.test(rest);
}
