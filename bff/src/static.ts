import { existsSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import type Koa from 'koa';
import send from 'koa-send';
import { AUTH_ROOT, PUBLIC_PAGES, isRole, type PublicPageName } from '@rr/contracts/routes';
import { isSitePage } from '@rr/contracts/server';
import { splitLocalePath } from '@rr/i18n';
import { REMOTE_NAMES, type RemoteName } from './config.js';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { type FirstPaintEvent, type FirstPaintTexts, drawsInItsLanguage, firstPaintPageOf, renderFirstPaint, shellStylesheetOf, withFirstPaint } from './first-paint.js';

/** Content-hashed build output (e.g. `main.3f9a1c2b.js`, `chunk-1a2b3c4d5e.css`) may be cached forever. */
const HASHED = /[.-][0-9a-f]{6,}\.[a-z0-9]+$/i;
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

/** The public page a path shows ('/', '/de/events', '/events/event/e1' → 'event'), by the route registry; null off it. */
export function publicPageOf(path: string): PublicPageName | null {
  if (remoteOfPage(path) !== 'public') return null;
  const segments = splitLocalePath(path.length > 1 ? path.replace(/\/+$/, '') : path).rest.split('/').filter(Boolean);
  const names = Object.keys(PUBLIC_PAGES) as PublicPageName[];
  return (
    names.find((name) => {
      const parts = PUBLIC_PAGES[name].split('/').filter(Boolean);
      return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
    }) ?? null
  );
}

/** The parts of a remote's mf-manifest.json that name its `./routes` files. */
interface RoutesManifest {
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

/** What the shell fetches for a remote's page once its entry has run: `./routes`' own JS and CSS, and the page's chunk. */
export interface RouteFiles {
  js: string[];
  css: string[];
  /** Page chunks by page name: a remote names a page's lazy chunk `page-<name>` (mf-public/src/routes.tsx). */
  pages: Partial<Record<string, string[]>>;
}

/** Reads `./routes`' files out of a manifest; files are relative to the manifest (publicPath 'auto'). */
export function routeFilesOf(manifest: unknown): RouteFiles | null {
  const exposes = (manifest as RoutesManifest | null)?.exposes;
  const routes = Array.isArray(exposes) ? exposes.find((e) => e?.name === 'routes' || e?.path === './routes') : undefined;
  if (!routes?.assets) return null;
  const strings = (list: unknown): string[] => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string' && !item.includes('..')) : []);
  const pages: RouteFiles['pages'] = {};
  for (const file of [...strings(routes.assets.js?.async), ...strings(routes.assets.css?.async)]) {
    const page = /(?:^|\/)page-([a-z][a-zA-Z]*)\.[0-9a-f]{8,}\.(?:js|css)$/.exec(file)?.[1];
    if (page) (pages[page] ??= []).push(file);
  }
  return { js: strings(routes.assets.js?.sync), css: strings(routes.assets.css?.sync), pages };
}

const MANIFEST_TTL_MS = 10_000;
const MANIFEST_TIMEOUT_MS = 2_000;

/**
 * JSON files of the builds (a remote's manifest, the first screens' texts, the site config), kept for a few seconds.
 * The first answer that needs one waits for it to be read; after that an answer never waits: a stale one is served
 * while it is read again in the background, so a remote rebuilt or switched under the same URL is seen within `ttlMs`.
 * A file on this site ('/mf/…', '/first-paint.json') is asked of this very server over loopback, so the BFF reads
 * what it serves, wherever the files live.
 */
export function createJsonCache<T>(read: (json: unknown) => T | null, fetchJson: (url: string) => Promise<unknown> = defaultFetchJson, ttlMs = MANIFEST_TTL_MS) {
  const entries = new Map<string, { at: number; value: T | null; loading: Promise<T | null> | null }>();
  function load(url: string): Promise<T | null> {
    const loading = fetchJson(url).then(
      (json) => read(json),
      () => null,
    );
    const entry = { at: Date.now(), value: entries.get(url)?.value ?? null, loading };
    entries.set(url, entry);
    void loading.then((value) => entries.set(url, { at: Date.now(), value, loading: null }));
    return loading;
  }
  return {
    /** What is read at `url` (null: nothing usable there). */
    async get(url: string): Promise<T | null> {
      const entry = entries.get(url);
      if (!entry) return load(url);
      if (entry.loading && entry.value === null) return entry.loading;
      if (!entry.loading && Date.now() - entry.at > ttlMs) void load(url);
      return entry.value;
    },
  };
}

/** The `./routes` files of each remote manifest (createJsonCache). */
export const createRouteFilesCache = (fetchJson?: (url: string) => Promise<unknown>, ttlMs?: number) => createJsonCache(routeFilesOf, fetchJson, ttlMs);

const asTexts = (json: unknown): FirstPaintTexts | null => (json && typeof json === 'object' && !Array.isArray(json) ? (json as FirstPaintTexts) : null);
/** The shell's first-paint.json: its header's texts and its boot script. */
const asShellFirstPaint = (json: unknown): { boot: string; texts: FirstPaintTexts } | null => {
  const { boot, texts } = (json ?? {}) as { boot?: unknown; texts?: unknown };
  const checked = asTexts(texts);
  return typeof boot === 'string' && boot.startsWith('/') && checked ? { boot, texts: checked } : null;
};
const EVENT_TIMEOUT_MS = 300;

/**
 * Content-hashed text files (stylesheets) by URL, read once: their name changes with their bytes. A failed read is
 * forgotten, so the next page asks again; a few hundred builds' worth at most are kept.
 */
function createHashedTextCache(read: (url: string) => Promise<string>, limit = 200) {
  const texts = new Map<string, Promise<string | null>>();
  return (url: string): Promise<string | null> => {
    let text = texts.get(url);
    if (!text) {
      if (texts.size >= limit) texts.delete(texts.keys().next().value!);
      text = read(url).catch(() => {
        texts.delete(url);
        return null;
      });
      texts.set(url, text);
    }
    return text;
  };
}

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`${url} answered ${res.status}`);
  }
  return res.text();
}

/** The page's HTML compressed as the client accepts it (brotli, gzip, or not at all), with its Content-Encoding. */
function encodeFor(ctx: Koa.Context, body: string): { data: Buffer | string; encoding: string | null } {
  // Brotli whenever it is accepted at all, as koa-send picks the .br twin of a built file.
  const accepted = ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip', 'identity');
  if (accepted === 'br') return { data: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (accepted === 'gzip') return { data: gzipSync(body, { level: 6 }), encoding: 'gzip' };
  return { data: body, encoding: null };
}

/** An event's title and type for its first screen, asked of this server's own API (null when it does not answer in time). */
async function eventFor(origin: string, eventId: string): Promise<FirstPaintEvent | null> {
  try {
    const res = await fetch(`${origin}/api/event/${encodeURIComponent(eventId)}`, { signal: AbortSignal.timeout(EVENT_TIMEOUT_MS), headers: { Accept: 'application/json' } });
    if (!res.ok) {
      await res.body?.cancel();
      return null;
    }
    const event = ((await res.json()) as { event?: { title?: unknown; type?: unknown } }).event;
    return typeof event?.title === 'string' ? { title: event.title, type: typeof event.type === 'string' ? event.type : null } : null;
  } catch {
    return null;
  }
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS), headers: { Accept: 'application/json' } });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`${url} answered ${res.status}`);
  }
  return res.json();
}

/**
 * The `Link` header of an index.html answer: preloads of what the shell asks for first once its code runs, so the
 * browser fetches them while it is still fetching the shell's own script instead of one after another: the remote list
 * (`/mf/remotes.json`) and, for a page a remote fills, that remote's manifest and entry (`remoteEntry.js` beside the
 * manifest); only that remote, so a signed-in area never fetches the public site's. Given the remote's `./routes`
 * files (from its manifest), also those and the page's own chunk: without them they are asked for only after the
 * shell's script, the entry and the manifest have all arrived and run, three steps in a row on a slow phone. They match
 * the requests the shell makes (the JSON by `fetch` in CORS mode, the entry and chunks as classic scripts, the CSS as
 * stylesheets), so nothing is downloaded twice.
 */
export function shellPreloads(manifestUrl: string | null, routes?: { files: RouteFiles | null; page: string | null }): string {
  return preloadsOf(manifestUrl, routes)
    .map(({ href, as }) => `<${href}>; rel=preload; as=${as}${as === 'fetch' ? '; crossorigin' : ''}`)
    .join(', ');
}

/** What `shellPreloads` names, as URLs and request kinds (the Link header's, or the first screen's boot script's). */
export function preloadsOf(manifestUrl: string | null, routes?: { files: RouteFiles | null; page: string | null }): { href: string; as: 'fetch' | 'script' | 'style' }[] {
  const links: { href: string; as: 'fetch' | 'script' | 'style' }[] = [{ href: '/mf/remotes.json', as: 'fetch' }];
  if (manifestUrl) {
    const base = 'http://relative.invalid';
    const manifest = new URL(manifestUrl, `${base}/`);
    const strip = (url: URL) => (url.origin === base ? `${url.pathname}${url.search}` : url.href);
    const at = (file: string) => strip(new URL(file, manifest));
    links.push({ href: strip(manifest), as: 'fetch' }, { href: at('remoteEntry.js'), as: 'script' });
    const files = routes?.files;
    if (files) {
      const page = routes.page ? (files.pages[routes.page] ?? []) : [];
      for (const file of [...files.css, ...page.filter((f) => f.endsWith('.css'))]) links.push({ href: at(file), as: 'style' });
      for (const file of [...files.js, ...page.filter((f) => f.endsWith('.js'))]) links.push({ href: at(file), as: 'script' });
    }
  }
  return links;
}

/**
 * Serves the shell build; any other page path gets index.html so the client router can take it (SPA fallback). A path
 * the route registry does not know as a page (`isSitePage`: public pages with or without a locale prefix, the areas'
 * pages, the shell's own) gets the same index.html with 404, so the app shows its not-found page while crawlers and
 * monitors see a missing page rather than a page that exists.
 */
export function serveShell(
  staticDir: string,
  // The brand the first screens show: the BFF's own (BRAND_NAME), as /api/config gives it to the app.
  { remotes, brand }: { remotes?: Record<`mf_${RemoteName}`, string> | (() => Record<`mf_${RemoteName}`, string>); brand: string },
): Koa.Middleware {
  // A function: the remotes served now (they change while running: bff/src/remotes.ts).
  const currentRemotes = typeof remotes === 'function' ? remotes : () => remotes;
  const routeFiles = createRouteFilesCache();
  const texts = createJsonCache(asTexts);
  const shellFirstPaint = createJsonCache(asShellFirstPaint);
  const stylesheets = createHashedTextCache(fetchText);
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
    const map = currentRemotes();
    const remote = remoteOfPage(ctx.path);
    const manifestUrl = map && remote ? map[`mf_${remote}`] : null;
    // Files on this site are read from this server itself (loopback, the port this request came in on).
    const self = `http://127.0.0.1:${ctx.req.socket.localPort}`;
    const readable = manifestUrl?.startsWith('/') ? `${self}${manifestUrl}` : manifestUrl;
    const page = remote === 'public' && isSitePage(ctx.path) ? publicPageOf(ctx.path) : null;
    const files = readable && remote === 'public' ? await routeFiles.get(readable) : null;
    const link = map ? shellPreloads(manifestUrl ?? null, readable && remote === 'public' ? { files, page } : undefined) : null;

    const firstPaintPage = ctx.method === 'GET' ? firstPaintPageOf(page) : null;
    if (firstPaintPage && files && manifestUrl && readable && drawsInItsLanguage(ctx.path, ctx.get('Cookie'), ctx.get('Accept-Language'))) {
      const shellPart = await shellFirstPaint.get(`${self}/first-paint.json`);
      const shellTexts = shellPart?.texts;
      const publicTexts = await texts.get(new URL('first-paint.json', readable).href);
      if (shellPart && shellTexts && publicTexts) {
        const eventId = firstPaintPage === 'event' ? ctx.path.replace(/\/+$/, '').split('/').pop() : undefined;
        const event = eventId ? await eventFor(self, eventId) : null;
        const html = renderFirstPaint({ page: firstPaintPage, path: ctx.path, brand, shellTexts, publicTexts, event });
        const index = html ? await readFile(join(staticDir, 'index.html'), 'utf8') : null;
        const shellCss = index ? shellStylesheetOf(index) : null;
        const styles = shellCss ? await Promise.all([shellCss, ...files.css.map((file) => new URL(file, readable).href)].map((url) => stylesheets(new URL(url, self).href))) : [];
        const [shellStyle, ...remoteStyles] = styles;
        const body = html && index && typeof shellStyle === 'string' && remoteStyles.every((css) => typeof css === 'string')
          ? withFirstPaint(index, html, { shell: shellStyle, remote: remoteStyles as string[] }, ctx.path, { boot: shellPart.boot, preloads: preloadsOf(manifestUrl, { files, page }) })
          : null;
        if (body) {
          // The answer differs by page, language and event: revalidated every time, without a file ETag.
          const { data, encoding } = encodeFor(ctx, body);
          ctx.set('Cache-Control', 'no-cache');
          ctx.set('Vary', 'Accept-Encoding');
          if (encoding) ctx.set('Content-Encoding', encoding);
          ctx.type = 'text/html; charset=utf-8';
          ctx.body = data;
          return;
        }
      }
    }

    await send(ctx, 'index.html', { root: staticDir, setHeaders: cacheHeaders });
    if (!isSitePage(ctx.path)) ctx.status = 404;
    if (link) ctx.set('Link', link);
    notModified(ctx);
  };
}
