import { existsSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import type Koa from 'koa';
import send from 'koa-send';
import { AUTH_ROOT, isRole } from '@rr/contracts/routes';
import { isSitePage } from '@rr/contracts/server';
import { REMOTE_NAMES, type RemoteName } from './config.js';

/** Content-hashed build output (e.g. `main.3f9a1c2b.js`, `chunk-1a2b3c4d5e.css`) may be cached forever. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The precompressed twins koa-send picks for a client that accepts them (`main.3f9a1c2b.js.br`). */
const COMPRESSED = /\.(?:br|gz)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Caching of a built file, judged by the file asked for, not the `.br`/`.gz` twin koa-send sends: content-hashed
 * files are immutable, anything else (index.html, manifests) is revalidated every time. Every answer may differ by
 * Accept-Encoding, and carries an ETag of the bytes sent (size and time of that very file, so each encoding has its
 * own), so a revalidation costs a 304.
 */
function cacheHeaders(res: ServerResponse, path: string, stats: Stats): void {
  const asked = path.replace(COMPRESSED, '');
  res.setHeader('Cache-Control', HASHED.test(asked) ? IMMUTABLE : 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${COMPRESSED.exec(path)?.[0] ?? ''}"`);
}

/** After koa-send: a conditional GET whose ETag (or Last-Modified) still matches answers 304 without the body. */
function notModified(ctx: Koa.Context): void {
  if ((ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.status === 200 && ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
  }
}

async function trySend(ctx: Koa.Context, root: string, path: string): Promise<boolean> {
  try {
    const sent = (await send(ctx, path, { root, index: false, hidden: false, setHeaders: cacheHeaders })) !== undefined;
    if (sent) notModified(ctx);
    return sent;
  } catch (err) {
    if ((err as { status?: number }).status === 404) return false;
    throw err;
  }
}

/** Serves each remote's build at /mf/<name>/ from <remotesDir>/mf-<name>/dist, with CORS for the federation runtime. */
export function serveRemotes(remotesDir: string): Koa.Middleware {
  return async function remotes(ctx, next) {
    if (!ctx.path.startsWith('/mf/')) return next();
    ctx.set('Access-Control-Allow-Origin', '*');
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      ctx.status = 204;
      return;
    }
    await next(); // /mf/remotes.json is a route
    if (ctx.body !== undefined || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return;
    const match = /^\/mf\/([a-z]+)\/(.+)$/.exec(ctx.path);
    const name = match?.[1];
    if (match && name && (REMOTE_NAMES as readonly string[]).includes(name)) {
      if (await trySend(ctx, join(remotesDir, `mf-${name}`, 'dist'), match[2] ?? '')) return;
    }
    ctx.status = 404;
    ctx.body = { message: 'Not found' };
  };
}

/** The remote that fills a page: an area's under the signed-in root (AUTH_ROOT/{role}), none for the shell's own pages, else the public one. */
export function remoteOfPage(path: string): RemoteName | null {
  const [first, second] = path.split('/').filter(Boolean);
  if (first === AUTH_ROOT.slice(1)) return isRole(second) ? second : null;
  if (first && /^proxy-/.test(first)) return null;
  return 'public';
}

/**
 * The `Link` header of an index.html answer: preloads of what the shell asks for first once its code runs, so the
 * browser fetches them while it is still fetching the shell's own script instead of one after another: the remote list
 * (`/mf/remotes.json`) and, for a page a remote fills, that remote's manifest and entry (`remoteEntry.js` beside the
 * manifest); only that remote, so a signed-in area never fetches the public site's. They match the requests the shell
 * makes (the JSON by `fetch` in CORS mode, the entry as a classic script), so nothing is downloaded twice.
 */
export function shellPreloads(manifestUrl: string | null): string {
  const links = ['</mf/remotes.json>; rel=preload; as=fetch; crossorigin'];
  if (manifestUrl) {
    const base = 'http://relative.invalid';
    const manifest = new URL(manifestUrl, `${base}/`);
    const strip = (url: URL) => (url.origin === base ? `${url.pathname}${url.search}` : url.href);
    links.push(`<${strip(manifest)}>; rel=preload; as=fetch; crossorigin`, `<${strip(new URL('remoteEntry.js', manifest))}>; rel=preload; as=script`);
  }
  return links.join(', ');
}

/**
 * Serves the shell build; any other page path gets index.html so the client router can take it (SPA fallback). A path
 * the route registry does not know as a page (`isSitePage`: public pages with or without a locale prefix, the areas'
 * pages, the shell's own) gets the same index.html with 404, so the app shows its not-found page while crawlers and
 * monitors see a missing page rather than a page that exists.
 */
export function serveShell(
  staticDir: string,
  { remotes }: { remotes?: Record<`mf_${RemoteName}`, string> | (() => Record<`mf_${RemoteName}`, string>) } = {},
): Koa.Middleware {
  // A function: the remotes served now (they change while running: bff/src/remotes.ts).
  const currentRemotes = typeof remotes === 'function' ? remotes : () => remotes;
  return async function shell(ctx, next) {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || ctx.path.startsWith('/mf/')) return;
    if (ctx.path !== '/' && (await trySend(ctx, staticDir, ctx.path))) return;
    const lastSegment = ctx.path.split('/').pop() ?? '';
    if (lastSegment.includes('.') && ctx.path !== '/') return; // a missing asset is a 404, not the app
    if (!existsSync(join(staticDir, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The shell build was not found. Build it with: npm run build -w shell';
      return;
    }
    await send(ctx, 'index.html', { root: staticDir, setHeaders: cacheHeaders });
    if (!isSitePage(ctx.path)) ctx.status = 404;
    const map = currentRemotes();
    if (map) {
      const remote = remoteOfPage(ctx.path);
      ctx.set('Link', shellPreloads(remote ? map[`mf_${remote}`] : null));
    }
    notModified(ctx);
  };
}
