import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import type Koa from 'koa';
import send from 'koa-send';
import { REMOTE_NAMES } from './config.js';

/** Content-hashed build output (e.g. `main.3f9a1c2b.js`, `chunk-1a2b3c4d5e.css`) may be cached forever. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function cacheHeaders(res: ServerResponse, path: string): void {
  res.setHeader('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

async function trySend(ctx: Koa.Context, root: string, path: string): Promise<boolean> {
  try {
    return (await send(ctx, path, { root, index: false, hidden: false, setHeaders: cacheHeaders })) !== undefined;
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

/** Serves the shell build; any other page path gets index.html so the client router can take it (SPA fallback). */
export function serveShell(staticDir: string): Koa.Middleware {
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
    await send(ctx, 'index.html', { root: staticDir, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
  };
}
