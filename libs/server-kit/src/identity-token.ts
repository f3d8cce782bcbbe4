import { ROLES, type Role } from '@rr/contracts/routes';
import { webcrypto } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

/** Who is calling a service, as the BFF vouches for it (docs/architecture.md "identity token"): a role, nobody, or the BFF itself. */
export type CallerType = Role | 'anonymous' | 'service';

export interface Identity {
  /** User id, 'anonymous', or the calling component's name for `service`. */
  sub: string;
  typ: CallerType;
  /** Id of the administrator impersonating `sub`, when proxying. */
  imp?: string;
  /**
   * A promoter API token's id, when the call came with one (`/api/integrations/…`) rather than a session: services
   * answer token paths only with it, and key idempotency by it.
   */
  tid?: string;
  /** What that token may do (`API_TOKEN_SCOPES` of @rr/contracts); only with `tid`. */
  scp?: string[];
}

export const IDENTITY_HEADER = 'x-rr-identity';
/**
 * The caller's network address as the BFF judged it (set on every proxied request, stripped from what clients send):
 * services trust it only with a valid identity token beside it.
 */
export const CLIENT_IP_HEADER = 'x-rr-client-ip';
const ISSUER = 'rr-bff';
const AUDIENCE = 'rr-services';
const CALLER_TYPES: readonly CallerType[] = [...ROLES, 'anonymous', 'service'];

/**
 * IDENTITY_TOKEN_SECRET may list several secrets, comma separated, newest first (a rotation, docs/operations.md
 * "Secrets"): tokens are signed with the first and accepted when signed with any of them. One secret is a list of one.
 */
export function identitySecrets(setting: string): string[] {
  const secrets = setting
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  return secrets.length > 0 ? secrets : [setting];
}

/** What is wrong with an IDENTITY_TOKEN_SECRET setting (every process validates it at start the same way). */
export function identitySecretProblems(setting: string, production: boolean): string[] {
  const secrets = identitySecrets(setting);
  const problems: string[] = [];
  if (secrets.some((secret) => secret.length < 32)) problems.push(secrets.length > 1 ? 'each secret must be at least 32 characters' : 'must be at least 32 characters');
  if (secrets.length > 3) problems.push('lists more than 3 secrets (a rotation needs two: the one to sign with, then the previous one)');
  if (new Set(secrets).size !== secrets.length) problems.push('lists a secret twice');
  if (production && secrets.includes(DEV_IDENTITY_TOKEN_SECRET)) problems.push('must not use the development secret (refused when NODE_ENV=production); set a real one');
  return problems;
}

/**
 * The HMAC key of a secret, imported once: handing jose the raw bytes makes it import a WebCrypto key on every sign
 * and verify, which was a tenth of a service's CPU per request (every proxied call is signed by the BFF and verified
 * by a service).
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function key(secret: string): Promise<webcrypto.CryptoKey> {
  if (secret.length < 32) throw new Error('IDENTITY_TOKEN_SECRET must be at least 32 characters');
  let imported = keys.get(secret);
  if (!imported) {
    imported = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    // A process knows one or two secrets (its own, a test's); never let a stream of wrong ones grow the map.
    if (keys.size >= 8) keys.clear();
    keys.set(secret, imported);
  }
  return imported;
}

/**
 * Signed tokens kept for reuse: the same caller within the first half of a token's life gets the same token. Signing
 * (WebCrypto HMAC, an async job) was a tenth of the BFF's CPU per request; a caller making a burst of calls (a page
 * load, a list being paged) needs one. Bounded: cleared when it grows past CACHE_LIMIT.
 */
const signed = new Map<string, { token: string; renewAt: number }>();
const CACHE_LIMIT = 10_000;

/**
 * Signs a short-lived (60 s by default) HS256 token carrying the caller's identity (reused for half its life), with the
 * first of the setting's secrets.
 */
export async function signIdentity(identity: Identity, secret: string, ttlSeconds = 60): Promise<string> {
  const cacheKey = `${ttlSeconds}|${identity.typ}|${identity.sub}|${identity.imp ?? ''}|${identity.tid ?? ''}|${(identity.scp ?? []).join(' ')}|${secret}`;
  const now = Date.now();
  const kept = signed.get(cacheKey);
  if (kept && kept.renewAt > now) return kept.token;
  const claims: Record<string, string | string[]> = { typ: identity.typ };
  if (identity.imp) claims.imp = identity.imp;
  if (identity.tid) {
    claims.tid = identity.tid;
    claims.scp = identity.scp ?? [];
  }
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(identity.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + ttlSeconds)
    .sign(await key(identitySecrets(secret)[0]!));
  if (signed.size >= CACHE_LIMIT) signed.clear();
  signed.set(cacheKey, { token, renewAt: now + (ttlSeconds * 1000) / 2 });
  return token;
}

/** Longest life a token may claim (exp − iat), so a leaked token cannot be minted to live for days. */
const MAX_TTL_SECONDS = 5 * 60;

/**
 * Tokens already verified, by their exact text: the same bytes carry the same valid signature, so a repeat only needs
 * its times checked again. Bounded like the signing cache.
 */
const verified = new Map<string, { identity: Identity; iat: number; exp: number }>();
const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Verifies a token against each of the setting's secrets (see `identitySecrets`); throws on a bad signature, a missing or wrong issuer/audience, a missing `exp` or `iat`, expiry,
 * a life longer than MAX_TTL_SECONDS, or malformed claims. A token verified before (same text, same secret) is only
 * checked for expiry and age again.
 */
export async function verifyIdentity(token: string, secret: string): Promise<Identity> {
  const cacheKey = `${secret}|${token}`;
  const kept = verified.get(cacheKey);
  if (kept) {
    const now = Date.now() / 1000;
    if (now - CLOCK_TOLERANCE_SECONDS >= kept.exp) throw new Error('identity token expired');
    if (now - kept.iat > MAX_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS) throw new Error('identity token too old');
    return copyOf(kept.identity);
  }
  const secrets = identitySecrets(secret);
  let payload: JWTPayload | undefined;
  for (const [index, one] of secrets.entries()) {
    try {
      ({ payload } = await jwtVerify(token, await key(one), {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'iss', 'aud', 'sub'],
        maxTokenAge: `${MAX_TTL_SECONDS}s`,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
      break;
    } catch (err) {
      // Signed with another of the listed secrets? Anything else (expired, wrong audience…) is the answer.
      if (index === secrets.length - 1 || !(err instanceof joseErrors.JWSSignatureVerificationFailed)) throw err;
    }
  }
  if (!payload) throw new Error('identity token not verified');
  if ((payload.exp ?? 0) - (payload.iat ?? 0) > MAX_TTL_SECONDS) throw new Error('identity token lives too long');
  const typ = payload.typ;
  if (typeof payload.sub !== 'string' || typeof typ !== 'string' || !CALLER_TYPES.includes(typ as CallerType)) {
    throw new Error('identity token has malformed claims');
  }
  const identity: Identity = { sub: payload.sub, typ: typ as CallerType };
  if (typeof payload.imp === 'string') identity.imp = payload.imp;
  if (typeof payload.tid === 'string') {
    identity.tid = payload.tid;
    identity.scp = Array.isArray(payload.scp) ? payload.scp.filter((scope): scope is string => typeof scope === 'string') : [];
  }
  if (verified.size >= CACHE_LIMIT) verified.clear();
  verified.set(cacheKey, { identity, iat: payload.iat!, exp: payload.exp! });
  return copyOf(identity);
}

/** A caller's own copy of a kept identity (its scopes too: nothing a route does to it reaches the cache). */
function copyOf(identity: Identity): Identity {
  return identity.scp ? { ...identity, scp: [...identity.scp] } : { ...identity };
}

/** Development-only secret; config validation refuses it when NODE_ENV=production. */
export const DEV_IDENTITY_TOKEN_SECRET = 'dev-only-identity-token-secret-change-me-0123456789';
