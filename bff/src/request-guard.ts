import type Koa from 'koa';
import { takesUpload } from './routing.js';
import { apiError } from './errors.js';
import { bearerToken, isTokenPath } from './integrations.js';

/**
 * Cross-site request forgery defence for `/api` (docs/security.md "Cross-site requests"). SameSite cookies are one
 * layer; these are two more, both enforced here, before any session is read or any body parsed:
 *
 * 1. A state-changing call (anything but GET/HEAD/OPTIONS) must say `Content-Type: application/json` — even with no
 *    body — or `multipart/form-data` on a route that takes uploads. A cross-site HTML form can only send
 *    url-encoded, multipart or text/plain bodies, and a cross-site fetch with JSON needs a CORS preflight the BFF
 *    never grants. → 415 UNSUPPORTED_MEDIA_TYPE.
 * 2. A browser request must come from this site: its `Origin` (or, when a browser omits it, its `Referer`) must be
 *    PUBLIC_URL or the origin the request was addressed to, and `Sec-Fetch-Site` must not say `cross-site`.
 *    Non-browser clients send none of these and are judged by the session alone. → 403 CROSS_SITE.
 *
 * A call with a promoter API token to the token entrance (`/api/integrations/…` with `Authorization: Bearer`,
 * integrations.ts) is exempt from both: it never reads a session cookie, so a page on another site has nothing of the
 * visitor's to send there (a browser adds no Authorization header on its own), and timing systems push files as they are.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** The origin (`scheme://host[:port]`) of a URL, or null for anything unparsable (including the literal "null"). */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Origins a browser request may come from: the configured site and the origin this request was sent to. */
function allowedOrigins(ctx: Koa.Context, publicUrl: string): Set<string> {
  const own = originOf(`${ctx.protocol}://${ctx.host}`);
  return new Set([publicUrl, ...(own ? [own] : [])]);
}

export type SiteVerdict = 'same-site' | 'cross-site' | 'unknown';

/**
 * Whether a request came from one of our own pages. `unknown` when the client sent no Origin, Referer or
 * Sec-Fetch-Site at all (a non-browser client, or a browser with referrers turned off on a top-level navigation).
 */
export function requestSite(ctx: Koa.Context, publicUrl: string): SiteVerdict {
  const fetchSite = ctx.get('Sec-Fetch-Site').toLowerCase();
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
    // `same-site` is a sibling subdomain: not us either.
    return 'cross-site';
  }
  const allowed = allowedOrigins(ctx, publicUrl);
  const origin = ctx.get('Origin');
  if (origin) return allowed.has(originOf(origin) ?? '') ? 'same-site' : 'cross-site';
  const referer = ctx.get('Referer');
  if (referer) return allowed.has(originOf(referer) ?? '') ? 'same-site' : 'cross-site';
  if (fetchSite === 'same-origin' || fetchSite === 'none') return 'same-site';
  return 'unknown';
}

/** The declared media type, lower case, without parameters ('' when none). Body or not: `ctx.is` needs a body. */
function mediaType(ctx: Koa.Context): string {
  return (ctx.get('Content-Type').split(';')[0] ?? '').trim().toLowerCase();
}

const isJson = (type: string) => type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));

export function requestGuard({ publicUrl }: { publicUrl: string }): Koa.Middleware {
  return async function guardRequest(ctx, next) {
    if (!ctx.path.startsWith('/api/') || !isStateChanging(ctx.method) || (isTokenPath(ctx.path) && bearerToken(ctx))) return next();
    if (requestSite(ctx, publicUrl) === 'cross-site') throw apiError('CROSS_SITE');
    const type = mediaType(ctx);
    const upload = type === 'multipart/form-data' && takesUpload(ctx.path);
    if (!upload && !isJson(type)) throw apiError('UNSUPPORTED_MEDIA_TYPE');
    return next();
  };
}
