import Koa from 'koa';
import { Redis } from 'ioredis';
import type { BffConfig } from './config.js';
import { errorHandler } from '@rr/server-kit/errors';
import { Counter, Gauge, createAppMetrics, httpMetrics, routeTemplate, type AppMetrics } from '@rr/server-kit/metrics';
import { traceRequests } from '@rr/server-kit/tracing';
import { type Logger, createLogger, requestContext } from './log.js';
import { createGateway } from './proxy.js';
import { apiGuard, forgetOwnChanges, forwardAfterResponse } from './api-gateway.js';
import { auditImpersonation } from './audit.js';
import { createAuthenticator } from './authenticate.js';
import { requestGuard } from './request-guard.js';
import { tokenEntrance } from './integrations.js';
import { CAPTCHA_OFF_MESSAGE, createBotCheck } from './captcha.js';
import { createIdentityClient } from './identity-client.js';
import { accountRouter } from './routes/account.js';
import { authRouter } from './routes/auth.js';
import { MemoryAttemptStore, RedisAttemptStore, createThrottle } from './throttle.js';
import { oidcRouter } from './oidc/router.js';
import { siteRouter } from './routes/site.js';
import { securityHeaders } from './security-headers.js';
import { RedisSessionStore, absoluteTimeout, memoryEndedSessions, redisEndedSessions, sessionEnds, sessionMiddleware } from './session.js';
import { serveRemotes, serveShell } from './static.js';
import { type Breakers, createBreakers } from './upstream.js';
import { matchRoute } from './routing.js';
import { cookieKeys } from './cookie-keys.js';
import { type SessionUsers, memorySessionUsers, redisSessionUsers, sessionUsers } from './session-users.js';
import { type RemotesSource, createRemotesSource, withLiveRemotes } from './remotes.js';

export interface BffExtras {
  /** The per-service circuit breakers (exposed for health reporting and tests). */
  readonly breakers: Breakers;
  /** Requests by route template, breaker states (served on BFF_METRICS_PORT by main.ts). */
  readonly metrics: AppMetrics;
  /** The remotes /mf/remotes.json serves now, switched while running (bff/src/remotes.ts). */
  readonly remotes: RemotesSource;
  /** The users of signed-in sessions as kept between requests; `forget` is what `user.changed` calls. */
  readonly sessionUsers: SessionUsers;
  /** Ends every session of a user; returns how many. Cookie sessions cannot be revoked: always 0. */
  revokeUserSessions(userId: string): Promise<number>;
  /** Releases timers and connections (breakers, Redis). Call after the HTTP server has closed. */
  dispose(): Promise<void>;
}
export type BffApp = Koa & BffExtras;

/**
 * A request's route for the metrics: the BFF's own route template, else the API registry's pattern it is proxied by
 * (`/api/event/:id`), else `site` (the shell, remotes and static files); never a path with ids in it.
 */
export function bffRoute(ctx: Koa.Context): string {
  const own = routeTemplate(ctx);
  if (own !== 'unmatched') return own;
  if (ctx.path.startsWith('/api/')) return matchRoute(ctx.path)?.pattern ?? 'unmatched';
  return 'site';
}

/** One `request completed` line per API call at info; static files at debug; health probes not at all. */
function accessLogLevel(ctx: Koa.Context): 'info' | 'debug' | null {
  if (ctx.path === '/healthz' || ctx.path === '/readyz') return null;
  return ctx.path.startsWith('/api/') ? 'info' : 'debug';
}

function onlyApi(middleware: Koa.Middleware): Koa.Middleware {
  return function apiOnly(ctx, next) {
    return ctx.path.startsWith('/api/') ? middleware(ctx, next) : next();
  };
}

export interface BffOptions {
  logger?: Logger;
  /**
   * Whether something tells this BFF when a user changes (`user.changed`, subscribed by main.ts): only then are the
   * users of sessions kept between requests (for `config.sessionUserMaxAgeMs`); otherwise each request reads identity.
   */
  hearsUserChanges?: boolean;
  /** Calls per promoter API token and minute (integrations.ts; default TOKEN_CALLS_PER_MINUTE). */
  tokenCallsPerMinute?: number;
  /** Unknown API tokens per address and minute before its token calls are refused unasked (default WRONG_TOKENS_PER_MINUTE). */
  wrongTokensPerMinute?: number;
}

/** Builds the BFF Koa app: sessions, own routes, /api guard + proxy, remote and shell static files. */
export function createBff(config: BffConfig, options: BffOptions = {}): BffApp {
  const log = options.logger ?? createLogger('bff', config.logLevel);
  const remotes = createRemotesSource({ defaults: config.remotes, file: config.remotesFile, pollMs: config.remotesPollMs, staticDir: config.staticDir, remotesDir: config.remotesDir, log });
  config = withLiveRemotes(config, remotes);
  // X-Forwarded-* are believed only from the configured number of proxies (TRUSTED_PROXY_HOPS): then the client address
  // (throttling, reCAPTCHA) is the entry the outermost trusted proxy wrote, and X-Forwarded-Proto gives session cookies
  // `Secure`. With none (the default) the socket's address is the client and those headers are ignored.
  const trusted = config.trustedProxyHops;
  const app = new Koa({ proxy: trusted > 0, maxIpsCount: Math.max(trusted, 1), env: config.nodeEnv });
  app.keys = cookieKeys(config.sessionKeys);
  app.silent = true; // errors are logged by errorHandler / the listener below

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (err: Error) => log.warn({ err: err.message }, 'redis error'));
  const store = redis
    ? new RedisSessionStore(redis, config.sessionAbsoluteHours * 3_600_000 + config.sessionIdleMinutes * 60_000)
    : undefined;
  const breakers = createBreakers(config.breaker);
  const metrics = createAppMetrics('bff', { processMetrics: config.metricsPort !== undefined });
  const opened = new Counter({ name: 'circuit_breaker_opened_total', help: 'Times a circuit breaker opened, by upstream lane.', labelNames: ['upstream'], registers: [metrics.registry] });
  for (const [service, breaker] of Object.entries(breakers)) {
    breaker.on('open', () => {
      opened.inc({ upstream: service });
      log.warn({ service }, 'circuit opened');
    });
    breaker.on('close', () => log.info({ service }, 'circuit closed'));
  }
  new Gauge({
    name: 'circuit_breaker_state',
    help: 'Circuit breaker of each upstream lane: 0 closed, 1 half-open (trying), 2 open (failing fast).',
    labelNames: ['upstream'],
    registers: [metrics.registry],
    collect() {
      for (const [service, breaker] of Object.entries(breakers)) this.set({ upstream: service }, breaker.opened ? 2 : breaker.halfOpen ? 1 : 0);
    },
  });
  const gateway = createGateway({ upstreams: config.upstreams, breakers, breaker: config.breaker, log });
  const identity = createIdentityClient({ config, breakers, log });
  const users = sessionUsers({
    read: (userId) => identity.getUser(userId),
    store: options.hearsUserChanges ? (redis ? redisSessionUsers(redis, config.upstreams.identity) : memorySessionUsers()) : null,
    maxAgeMs: config.sessionUserMaxAgeMs,
    log,
  });
  const auth = createAuthenticator({ identity, users, store, log });
  const botCheck = createBotCheck(config.captcha, log);
  const attempts = redis ? new RedisAttemptStore(redis) : new MemoryAttemptStore();
  const throttle = createThrottle(attempts, { captchaOn: botCheck.on });
  if (!config.captcha) log.warn(CAPTCHA_OFF_MESSAGE);

  // The API call's span first (when tracing is on: the browser's `traceparent` gives it its trace id), then the request
  // id (it cannot fail; the trace's id when tracing), then the error handler; everything after runs with `reqId`.
  app.use(traceRequests({ route: bffRoute, skip: (ctx) => !ctx.path.startsWith('/api/') }));
  app.use(requestContext({ logger: log, accessLevel: accessLogLevel }));
  app.use(httpMetrics(metrics, { route: bffRoute }));
  app.use(securityHeaders(config));
  app.use(errorHandler({ logger: log, plainText: (ctx) => !ctx.path.startsWith('/api/') && !ctx.path.startsWith('/mf/') }));
  app.use(requestGuard({ publicUrl: config.publicUrl }));
  app.use(forwardAfterResponse(gateway));
  app.use(serveRemotes(config.remotesDir));
  app.use(siteRouter({ config, redis }).routes());
  // Promoter API tokens' own entrance, ahead of everything that reads a session: it answers `/api/integrations/…` alone.
  app.use(tokenEntrance({ identity, store: attempts, secret: config.identityTokenSecret, log, callsPerMinute: options.tokenCallsPerMinute, wrongTokensPerMinute: options.wrongTokensPerMinute }));
  app.use(onlyApi(sessionMiddleware(app, { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours, store })));
  // How long an ended sign-in is remembered: any copy of it a late request saves would have timed out by then.
  const endedFor = config.sessionIdleMinutes * 60_000 * 2;
  app.use(onlyApi(sessionEnds(redis ? redisEndedSessions(redis, endedFor) : memoryEndedSessions(endedFor))));
  app.use(onlyApi(absoluteTimeout(config.sessionAbsoluteHours)));
  app.use(onlyApi(auditImpersonation(identity)));
  app.use(onlyApi(forgetOwnChanges(users)));
  app.use(authRouter({ identity, auth, throttle, botCheck, publicUrl: config.publicUrl, log }).routes());
  app.use(accountRouter({ config, identity, auth, throttle, botCheck, store, log }).routes());
  app.use(oidcRouter({ config, oidc: config.oidc, breakers, log }).routes()); // always mounted: 404 OIDC_DISABLED when unconfigured
  app.use(apiGuard({ secret: config.identityTokenSecret, auth, users }));
  app.use(serveShell(config.staticDir, { remotes: () => config.remotes, brand: config.brandName }));
  app.on('error', (err: Error) => log.error({ err }, 'koa error'));

  return Object.assign(app, {
    breakers,
    metrics,
    remotes,
    sessionUsers: users,
    revokeUserSessions: async (userId: string) => (store ? store.destroyUserSessions(userId) : 0),
    dispose: async () => {
      remotes.stop();
      for (const breaker of Object.values(breakers)) breaker.shutdown();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  });
}
