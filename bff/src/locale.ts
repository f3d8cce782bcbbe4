import type Koa from 'koa';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, type Locale, detectLocale, isLocale } from '@rr/i18n';

/** The language of a request's mail: the body's `locale`, else the `i18n_redirected` cookie, else Accept-Language, else English. */
export function localeOf(ctx: Koa.Context, requested?: unknown): Locale {
  if (isLocale(requested)) return requested;
  const accepted = ctx.acceptsLanguages();
  return detectLocale(ctx.cookies.get(LOCALE_COOKIE, { signed: false }), Array.isArray(accepted) ? accepted : []);
}

/** The language cookie (`i18n_redirected`) the shell reads to pick a locale: not httpOnly for that reason (spec §9). */
export function setLocaleCookie(ctx: Koa.Context, locale: Locale): void {
  ctx.cookies.set(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    signed: false,
    overwrite: true,
  });
}
