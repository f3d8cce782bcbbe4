import Router from '@koa/router';
import type { Redis } from 'ioredis';
import type { SiteConfigAnswer } from '@rr/contracts';
import { isLocale } from '@rr/i18n';
import { openApiDocument } from '@rr/server-kit/openapi';
import { setLocaleCookie } from '../locale.js';
import type { BffConfig, ServiceName } from '../config.js';
import { SERVICES } from '../config.js';
import { AppError } from '../errors.js';

/** Small BFF-owned endpoints that need no session: language cookie, config, remotes, health. */
export function siteRouter({ config, redis }: { config: BffConfig; redis: Redis | undefined }): Router {
  const router = new Router();

  router.get('/api/set-lang', (ctx) => {
    const lang = ctx.query.lang;
    if (!isLocale(lang)) throw new AppError(400, 'VALIDATION', 'Unknown language');
    setLocaleCookie(ctx, lang);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  });

  router.get('/api/config', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    const answer: SiteConfigAnswer = {
      brandName: config.brandName,
      recaptchaSiteKey: config.captcha?.siteKey ?? null,
      oidcEnabled: config.oidc !== null,
      registrationEnabled: config.registrationEnabled,
      mapTiles: config.mapTiles,
    };
    ctx.body = answer;
  });

  // The API as OpenAPI 3.1, generated from the contracts once per process (@rr/server-kit/openapi): public, cacheable,
  // revalidated by its ETag (a new deployment's document has another).
  router.get('/api/openapi.json', (ctx) => {
    const document = openApiDocument('public');
    ctx.set('Cache-Control', 'public, max-age=300, must-revalidate');
    ctx.vary('Accept-Encoding');
    ctx.etag = document.etag;
    ctx.type = 'application/json';
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    // Gzipped once and kept: the BFF compresses nothing else itself (the services and the static files come compressed).
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = document.gzip();
      return;
    }
    ctx.body = document.json;
  });

  router.get('/mf/remotes.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = config.remotes;
  });

  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  // Ready means the BFF's own dependency (the Redis session store) answers. Upstream services are
  // reported but do not decide it: one service down must not take every BFF pod out of rotation
  // (public pages and the other services keep working; the breakers answer 503 for the dead one).
  router.get('/readyz', async (ctx) => {
    const upstreams: Record<string, 'ok' | 'unreachable'> = {};
    await Promise.all(
      SERVICES.map(async (service: ServiceName) => {
        upstreams[service] = (await reachable(`${config.upstreams[service]}/healthz`)) ? 'ok' : 'unreachable';
      }),
    );
    const sessionStore = redis ? await redis.ping().then(() => 'ok' as const, () => 'unreachable' as const) : ('ok' as const);
    const ready = sessionStore === 'ok';
    ctx.set('Cache-Control', 'no-store');
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ready' : 'not ready', sessionStore, upstreams };
  });

  return router;
}

async function reachable(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1500) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
