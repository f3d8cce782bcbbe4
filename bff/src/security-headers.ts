// Security headers on every BFF answer (docs/security.md "Security headers"): the shell's HTML,
// the remotes' files under /mf/, every /api answer (the BFF's own, proxied and error answers) and the proxy's 502/503.
//
// Mounted right after `requestContext` and before anything that answers, the headers are set before `next()`:
// - Koa answers keep them (the error handler sets status and body, not headers);
// - proxied answers keep them too: the proxy (bff/src/proxy.ts) works on the raw response, whose headers set with
//   `res.setHeader` are written with the service's; http-proxy copies the service's headers over them by name, so a
//   service that sends its own Cache-Control wins over the default `no-store` set here, and its answer is otherwise
//   unchanged (a service sends none of the security headers).
import type Koa from 'koa';
import type { BffConfig } from './config.js';

/** reCAPTCHA v2 (checkbox) as Google documents it for CSP: its script and the iframes the widget and challenge use. */
export const RECAPTCHA_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  style: ['https://www.gstatic.com/recaptcha/'],
} as const;

/** A year, with subdomains (only sent over TLS). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features nobody here uses, switched off for the page and every frame in it. Only features Chromium and
 * Firefox know: an unknown name is reported on the console as an error.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

export type SecurityHeaderConfig = Pick<BffConfig, 'remotes' | 'captcha'> & Partial<Pick<BffConfig, 'mapTiles'>>;

/** The origin map tiles come from (`{s}` subdomains as a wildcard), or none. */
export function tileOrigin(mapTiles: BffConfig['mapTiles'] | undefined): string[] {
  if (!mapTiles) return [];
  const host = new URL(mapTiles.url.replace(/\{s\}\./, 'wildcard.').replace(/\{[a-z]+\}/g, '0')).origin;
  return [host.replace('://wildcard.', '://*.')];
}

/**
 * Origins the federated remotes load from: each manifest URL of `/mf/remotes.json` that names another origin (a
 * relative one, `/mf/public/mf-manifest.json`, is this site: 'self'). The remotes build with `publicPath: 'auto'`, so
 * their entry, chunks, CSS and assets come from the manifest's origin.
 */
export function remoteOrigins(remotes: SecurityHeaderConfig['remotes']): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (!/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

/** The Content-Security-Policy directives (name → sources), without `upgrade-insecure-requests`. */
export function cspDirectives(config: SecurityHeaderConfig): Record<string, string[]> {
  const remotes = remoteOrigins(config.remotes);
  const captcha = config.captcha !== null;
  return {
    'default-src': ["'self'"],
    // No 'unsafe-inline' and no 'unsafe-eval': the shell's index.html loads its bundle from a file, the federation
    // runtime loads remote entries and chunks as <script src>, and no build emits eval (checked in a browser:
    // docs/security.md).
    'script-src': ["'self'", ...remotes, ...(captcha ? RECAPTCHA_SOURCES.script : [])],
    // 'unsafe-inline' for styles only: React `style={...}` props are set through the CSSOM (allowed anyway), but the
    // reCAPTCHA widget writes HTML with style attributes into the page. Styles cannot run script.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes, ...(captcha ? RECAPTCHA_SOURCES.style : [])],
    // data: for the favicon and the UI kit's inline SVG backgrounds; the map tiles' host (spec §9 maps).
    'img-src': ["'self'", 'data:', ...remotes, ...tileOrigin(config.mapTiles)],
    'font-src': ["'self'", ...remotes],
    // The shell fetches each remote's mf-manifest.json.
    'connect-src': ["'self'", ...remotes],
    'frame-src': captcha ? [...RECAPTCHA_SOURCES.frame] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Forms are sent by script (JSON); single sign-on is a link to /api/oauth/login, whose redirect to the provider is
    // a navigation, not a form submission.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The policy as sent; `upgrade-insecure-requests` only when the page itself came over TLS. */
export function contentSecurityPolicy(config: SecurityHeaderConfig, secure: boolean): string {
  const directives = Object.entries(cspDirectives(config)).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (secure) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * Sets the security headers on every answer, and `Cache-Control: no-store` on every `/api` answer whose handler (or
 * service) does not set its own: per-user answers (session, wallet, profile) must not be kept by a browser or proxy.
 * HSTS only over TLS as Koa sees it (`ctx.secure`: the socket, or X-Forwarded-Proto from a trusted proxy).
 */
export function securityHeaders(config: SecurityHeaderConfig): Koa.Middleware {
  // `config.remotes` may change while running (bff/src/remotes.ts: the map is replaced, never edited), so the policy
  // is built again when it is another map, and the CSP always allows the origins /mf/remotes.json names.
  let policies = { remotes: config.remotes, http: contentSecurityPolicy(config, false), https: contentSecurityPolicy(config, true) };
  return async function setSecurityHeaders(ctx, next) {
    if (config.remotes !== policies.remotes) {
      policies = { remotes: config.remotes, http: contentSecurityPolicy(config, false), https: contentSecurityPolicy(config, true) };
    }
    const secure = ctx.secure;
    ctx.set({
      'Content-Security-Policy': secure ? policies.https : policies.http,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
    });
    if (secure) ctx.set('Strict-Transport-Security', HSTS);
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
