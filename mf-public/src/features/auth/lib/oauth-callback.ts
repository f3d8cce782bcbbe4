import { isUserType, loginDestination } from './login-outcome';

/** The body POST /api/oauth/callback takes: what the provider put in the query. */
export interface OAuthCallbackBody {
  code?: string;
  state?: string;
  error?: string;
}

/**
 * What /oauth/callback does with its query: post what the provider sent (the BFF checks the state, exchanges
 * the code, or turns the provider's `error` into OIDC_FAILED and forgets the attempt), or, when the query holds
 * none of them (the page was opened by hand), fail at once.
 */
export function oauthCallbackRequest(search: URLSearchParams): { kind: 'post'; body: OAuthCallbackBody } | { kind: 'fail'; code: 'OIDC_FAILED' } {
  const body: OAuthCallbackBody = {};
  for (const key of ['code', 'state', 'error'] as const) {
    const value = search.get(key)?.trim();
    if (value) body[key] = value;
  }
  if (!body.code && !body.error) return { kind: 'fail', code: 'OIDC_FAILED' };
  return { kind: 'post', body };
}

/**
 * Where a successful callback goes: the answer's `redirect` when it is a safe path in the user's own area
 * (the same rule as the login's ?redirect=), else /auth/<type>; null when the answer names no user type.
 */
export function oauthDestination(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { type, redirect } = answer as { type?: unknown; redirect?: unknown };
  if (!isUserType(type)) return null;
  return loginDestination(type, typeof redirect === 'string' ? redirect : null);
}
