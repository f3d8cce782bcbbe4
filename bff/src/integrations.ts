import type Koa from 'koa';
import { apiTokenVerifiedSchema } from '@rr/contracts/api-tokens';
import { signIdentity } from '@rr/server-kit/identity-token';
import { markForward } from './api-gateway.js';
import { apiError } from './errors.js';
import { type IdentityClient, relayError, unexpectedAnswer } from './identity-client.js';
import type { Logger } from './log.js';
import { matchRoute } from './routing.js';
import type { AttemptStore } from './throttle.js';

/**
 * The token entrance (docs/api.md "Integrations: pushing results with a token", docs/security.md "API tokens"): the
 * `/api/integrations/…` family (the role table's `token` rows), which timing systems call with a promoter's API token.
 * The token is the only proof: a call with one is answered here, before any session is read (the proxy strips the
 * Cookie header too); a call without one goes on to the session checks, and the role table lets no session in
 * (401 signed out, 403 signed in). So a page on another site can make no call here with a visitor's cookie, which is
 * why calls carrying a token are exempt from the same-origin and JSON rules (request-guard.ts). The
 * token is verified by identity on every call (nothing cached: a revoked or rotated token is 401 on its very next call),
 * counted per token (429 TOKEN_RATE_LIMITED with Retry-After past the limit; wrong tokens per address, 429
 * TOKEN_ATTEMPTS_LIMITED past theirs, without asking identity), and the call forwarded to events as the
 * token's promoter, with the token's id and scopes in the signed identity. Bearer tokens are not accepted anywhere else:
 * every other path knows sessions only (the proxy strips `Authorization`).
 */

/** Calls per token and minute (fixed windows) unless the BFF is built with another limit. */
export const TOKEN_CALLS_PER_MINUTE = 120;
/**
 * Unknown tokens one address may present per minute. Past it the address's token calls are refused before identity is
 * asked: each wrong token otherwise costs identity a look-up, and a guesser sends nothing but wrong ones. A timing
 * system with a mistyped token stays far below it, and its right token works again when the minute is over.
 */
export const WRONG_TOKENS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;

/** A path the role table marks as the token entrance's. */
export function isTokenPath(path: string): boolean {
  return Boolean(matchRoute(path)?.token);
}

const BEARER = /^Bearer[ ]+([\x21-\x7e]{1,200})$/i;
const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="integrations"' };

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(ctx: Koa.Context): string | null {
  return BEARER.exec(ctx.get('Authorization').trim())?.[1] ?? null;
}

export function tokenEntrance({
  identity,
  store,
  secret,
  log,
  callsPerMinute = TOKEN_CALLS_PER_MINUTE,
  wrongTokensPerMinute = WRONG_TOKENS_PER_MINUTE,
}: {
  identity: IdentityClient;
  store: AttemptStore;
  secret: string;
  log: Logger;
  callsPerMinute?: number;
  wrongTokensPerMinute?: number;
}): Koa.Middleware {
  const limited = (resetMs: number, code: 'TOKEN_RATE_LIMITED' | 'TOKEN_ATTEMPTS_LIMITED') => {
    const seconds = Math.max(1, Math.ceil(resetMs / 1000));
    return apiError(code, { seconds }, { 'Retry-After': String(seconds) });
  };
  return async function tokenCalls(ctx, next) {
    // Without a Bearer token a call there is judged as any other: by the role table, which lets no session in.
    const route = matchRoute(ctx.path);
    const token = route?.token ? bearerToken(ctx) : null;
    if (!route?.token || !token) {
      if (route?.token && ctx.get('Authorization')) throw apiError('TOKEN_INVALID', undefined, CHALLENGE);
      return next();
    }
    const wrongFromHere = `api-token-wrong:${ctx.ip}`;
    const wrong = await store.peek(wrongFromHere);
    if (wrong.count >= wrongTokensPerMinute) throw limited(wrong.resetMs, 'TOKEN_ATTEMPTS_LIMITED');
    const res = await identity.call('POST', '/internal/api-tokens/verify', { token });
    if (res.status === 401) {
      await store.hit(wrongFromHere, WINDOW_MS);
      throw apiError('TOKEN_INVALID', undefined, { 'WWW-Authenticate': 'Bearer realm="integrations", error="invalid_token"' });
    }
    if (res.status >= 400 && res.status < 500) throw relayError(res);
    const verified = apiTokenVerifiedSchema.safeParse(res.body);
    if (res.status !== 200 || !verified.success) throw unexpectedAnswer(log, 'POST /internal/api-tokens/verify', res.status);
    const { tokenId, promoterId, scopes } = verified.data;

    const window = await store.hit(`api-token:${tokenId}`, WINDOW_MS);
    if (window.count > callsPerMinute) throw limited(window.resetMs, 'TOKEN_RATE_LIMITED');

    markForward(ctx, {
      service: route.service,
      token: await signIdentity({ sub: promoterId, typ: 'promoter', tid: tokenId, scp: scopes }, secret),
    });
  };
}
