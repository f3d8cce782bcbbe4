import Koa, { type Context, type Next } from 'koa';
import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { IDENTITY_HEADER, verifyIdentity, type CallerType, type Identity } from './identity-token.js';
import { errorHandler, forbidden, unauthenticated, undecodableBodyIsBadRequest } from './errors.js';
import { requestContext, type Logger } from './logger.js';

declare module 'koa' {
  interface DefaultState {
    /** The caller, as vouched for by the BFF's signed identity token. */
    identity: Identity;
  }
}

export interface ServiceAppOptions {
  /** Service name, used in logs and health answers. */
  name: string;
  logger: Logger;
  /** Shared secret the BFF signs identity tokens with. */
  identitySecret: string;
  /** Routers mounted after identity verification. */
  routers: Router[];
  /** Readiness check (database reachable, migrations applied); throws when not ready. */
  ready: () => Promise<void>;
}

/**
 * A domain service's Koa app: request context (the BFF's `x-request-id` on every log line) and error handler first,
 * then /healthz and /readyz (no token needed), then identity verification, body parsing and the service's routers.
 */
export function createServiceApp(options: ServiceAppOptions): Koa {
  const app = new Koa();
  app.silent = true;
  app.use(requestContext({ logger: options.logger }));
  app.use(errorHandler({ logger: options.logger }));
  app.use(async function health(ctx, next) {
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok', service: options.name };
      return;
    }
    if (ctx.path === '/readyz') {
      try {
        await options.ready();
        ctx.body = { status: 'ready', service: options.name };
      } catch (err) {
        ctx.status = 503;
        ctx.body = { status: 'not ready', service: options.name, reason: (err as Error).message };
      }
      return;
    }
    await next();
  });
  app.use(requireIdentity({ secret: options.identitySecret }));
  app.use(undecodableBodyIsBadRequest(bodyParser({ jsonLimit: '1mb' })));
  for (const router of options.routers) app.use(router.routes()).use(router.allowedMethods());
  app.on('error', (err: Error) => options.logger.error({ err }, 'unhandled koa error'));
  return app;
}

/** Rejects any request that lacks a valid identity token from the BFF (401 UNAUTHENTICATED). */
export function requireIdentity(options: { secret: string }) {
  return async function verifyCaller(ctx: Context, next: Next) {
    const token = ctx.get(IDENTITY_HEADER);
    if (!token) throw unauthenticated('Missing identity token');
    try {
      ctx.state.identity = await verifyIdentity(token, options.secret);
    } catch {
      throw unauthenticated('Invalid identity token');
    }
    await next();
  };
}

/** Route guard: only the listed caller types may pass (403 otherwise). */
export function allow(...types: CallerType[]) {
  return async function allowCallerTypes(ctx: Context, next: Next) {
    if (!types.includes(ctx.state.identity.typ)) throw forbidden();
    await next();
  };
}
