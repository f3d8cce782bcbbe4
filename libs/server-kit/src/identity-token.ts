import { ROLES, type Role } from '@rr/contracts/routes';
import { SignJWT, jwtVerify } from 'jose';

/** Who is calling a service, as the BFF vouches for it (docs/architecture.md "identity token"): a role, nobody, or the BFF itself. */
export type CallerType = Role | 'anonymous' | 'service';

export interface Identity {
  /** User id, 'anonymous', or the calling component's name for `service`. */
  sub: string;
  typ: CallerType;
  /** Id of the administrator impersonating `sub`, when proxying. */
  imp?: string;
}

export const IDENTITY_HEADER = 'x-rr-identity';
const ISSUER = 'rr-bff';
const AUDIENCE = 'rr-services';
const CALLER_TYPES: readonly CallerType[] = [...ROLES, 'anonymous', 'service'];

function key(secret: string): Uint8Array {
  if (secret.length < 32) throw new Error('IDENTITY_TOKEN_SECRET must be at least 32 characters');
  return new TextEncoder().encode(secret);
}

/** Signs a short-lived (60 s by default) HS256 token carrying the caller's identity. */
export async function signIdentity(identity: Identity, secret: string, ttlSeconds = 60): Promise<string> {
  const claims: Record<string, string> = { typ: identity.typ };
  if (identity.imp) claims.imp = identity.imp;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(identity.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

/** Longest life a token may claim (exp − iat), so a leaked token cannot be minted to live for days. */
const MAX_TTL_SECONDS = 5 * 60;

/**
 * Verifies a token; throws on a bad signature, a missing or wrong issuer/audience, a missing `exp` or `iat`, expiry,
 * a life longer than MAX_TTL_SECONDS, or malformed claims.
 */
export async function verifyIdentity(token: string, secret: string): Promise<Identity> {
  const { payload } = await jwtVerify(token, key(secret), {
    issuer: ISSUER,
    audience: AUDIENCE,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'iat', 'iss', 'aud', 'sub'],
    maxTokenAge: `${MAX_TTL_SECONDS}s`,
    clockTolerance: 5,
  });
  if ((payload.exp ?? 0) - (payload.iat ?? 0) > MAX_TTL_SECONDS) throw new Error('identity token lives too long');
  const typ = payload.typ;
  if (typeof payload.sub !== 'string' || typeof typ !== 'string' || !CALLER_TYPES.includes(typ as CallerType)) {
    throw new Error('identity token has malformed claims');
  }
  const identity: Identity = { sub: payload.sub, typ: typ as CallerType };
  if (typeof payload.imp === 'string') identity.imp = payload.imp;
  return identity;
}

/** Development-only secret; config validation refuses it when NODE_ENV=production. */
export const DEV_IDENTITY_TOKEN_SECRET = 'dev-only-identity-token-secret-change-me-0123456789';
