// Request.body comes from @koa/bodyparser's augmentation of Koa; the services type-check against this file's
// declarations, which would otherwise drop the import that brings it in.
/// <reference types="@koa/bodyparser" preserve="true" />
import Koa, { type Context, type Next } from 'koa';
import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import compress from 'koa-compress';
import { takesUpload } from '@rr/contracts/server';
import { IDENTITY_HEADER, verifyIdentity, type CallerType, type Identity } from './identity-token.js';
import { apiError, errorHandler, forbidden, unauthenticated, undecodableBodyIsBadRequest } from './errors.js';
import { requestContext, type Logger } from './logger.js';
import { routeTemplate } from './metrics.js';
import { traceRequests } from './tracing.js';

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
  /** Paths that may receive `multipart/form-data` (and read it themselves); default the spec's uploads (`takesUpload`). */
  takesUpload?: (path: string) => boolean;
}

/** The smallest answer sent compressed (see createServiceApp). */
export const COMPRESS_FROM_BYTES = 14 * 1024;

/** The media types parsed as JSON (the same the BFF lets through): application/json and application/*+json. */
const JSON_TYPES = ['application/json', 'application/*+json'];
/** The bodies a token's results push may have besides multipart: JSON lines and CSV (docs/api.md "Integrations"). */
const TOKEN_FILE_TYPES = ['application/x-ndjson', 'application/jsonl', 'application/json-lines', 'text/csv'];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when the request announces a non-empty body (a length above 0, or a chunked transfer). */
function carriesBody(ctx: Context): boolean {
  if (ctx.get('Transfer-Encoding')) return true;
  const length = ctx.get('Content-Length');
  return length !== '' && Number(length) !== 0;
}

/**
 * Services parse JSON only, as defence against cross-site requests: an HTML form on another site can send url-encoded,
 * multipart or `text/plain` bodies, never JSON (docs/security.md). A POST, PUT, PATCH or DELETE whose body is anything
 * but JSON is refused with 415 UNSUPPORTED_MEDIA_TYPE before any route runs; only `multipart/form-data` on an upload
 * path passes, unparsed, for its route to read. Calls without a body pass.
 */
export function jsonBodiesOnly(options: { takesUpload: (path: string) => boolean }) {
  return async function requireJsonBody(ctx: Context, next: Next) {
    if (BODY_METHODS.has(ctx.method) && carriesBody(ctx) && !ctx.is(JSON_TYPES)) {
      const upload = options.takesUpload(ctx.path);
      // A promoter API token's push (no cookie, so no cross-site form can make it) may also send its file as such.
      const tokenFile = upload && Boolean((ctx.state.identity as Identity | undefined)?.tid) && ctx.is(TOKEN_FILE_TYPES);
      if (!((ctx.is('multipart/form-data') && upload) || tokenFile)) throw apiError('UNSUPPORTED_MEDIA_TYPE');
    }
    await next();
  };
}

/**
 * A domain service's Koa app: request context (the BFF's `x-request-id` on every log line) and error handler first,
 * then /healthz and /readyz (no token needed), then identity verification, body parsing (JSON only: `jsonBodiesOnly`)
 * and the service's routers.
 */
export function createServiceApp(options: ServiceAppOptions): Koa {
  const app = new Koa();
  app.silent = true;
  // The request's span first (when tracing is on), continuing the BFF's trace; the request id then reads its trace id.
  app.use(traceRequests({ route: routeTemplate }));
  app.use(requestContext({ logger: options.logger }));
  // Answers larger than a first round trip carries (TCP's initial window, ten segments: about 14 KB) go out compressed
  // when the caller accepts it: the BFF relays a service's bytes and headers as they are, so this is what the browser
  // downloads (a big event's lines: 922 KB of JSON, 70 KB compressed). Smaller answers gain no round trip and a zlib
  // stream per answer costs more than it saves: compressing the 8 KB events list took its throughput from 346 to 137
  // requests a second.
  app.use(compress({ threshold: COMPRESS_FROM_BYTES }));
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
  app.use(jsonBodiesOnly({ takesUpload: options.takesUpload ?? takesUpload }));
  // DELETE too: a removal may name what it removes (`DELETE /api/admin/rider/{id}/remove-races` `{ resultIds }`).
  app.use(undecodableBodyIsBadRequest(bodyParser({ enableTypes: ['json'], extendTypes: { json: JSON_TYPES }, jsonLimit: '1mb', parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] })));
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

/**
 * Whether the caller may see inactive objects (events, series, categories, dealers): administrators only. Lists give
 * everyone else active objects only, whatever their `active` filter asks for, so nothing deactivated reaches them by
 * asking for it.
 */
export function seesInactive(identity: Identity): boolean {
  return identity.typ === 'admin';
}

/**
 * A list's `active` filter as the caller may use it: an administrator's as asked (true, false, or undefined for all);
 * anyone else's is ignored and the list shows active objects only (the filter is a staff tool: the public pages
 * never ask for inactive ones, so nothing they show changes).
 */
export function activeFilterFor(identity: Identity, asked: boolean | undefined): boolean | undefined {
  return seesInactive(identity) ? asked : true;
}

/** Route guard: only the listed caller types may pass (403 otherwise). */
export function allow(...types: CallerType[]) {
  return async function allowCallerTypes(ctx: Context, next: Next) {
    if (!types.includes(ctx.state.identity.typ)) throw forbidden();
    await next();
  };
}
