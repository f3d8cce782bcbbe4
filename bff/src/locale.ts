import type Koa from 'koa';
import { LOCALE_COOKIE, type Locale, detectLocale, isLocale } from '@rr/i18n';

/** The language of a request's mail: the body's `locale`, else the `i18n_redirected` cookie, else Accept-Language, else English. */
export function localeOf(ctx: Koa.Context, requested?: unknown): Locale {
  if (isLocale(requested)) return requested;
  const accepted = ctx.acceptsLanguages();
  return detectLocale(ctx.cookies.get(LOCALE_COOKIE, { signed: false }), Array.isArray(accepted) ? accepted : []);
}
