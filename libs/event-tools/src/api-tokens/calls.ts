import { get, post, type CallOptions } from '@rr/api-client';
import type { ApiTokenInput, ApiTokenList, ApiTokenSecretAnswer } from '@rr/contracts/api-tokens';
import { apiPath } from '@rr/contracts/routes';

/**
 * A promoter's API tokens (identity's promoters-router): `role` is the caller's, so a promoter manages their own
 * (`/api/promoter/promoter/{id}/…`) and staff any promoter's (`/api/admin/promoter/{id}/…`).
 */
export type TokenManager = 'promoter' | 'admin';

const base = (role: TokenManager, promoterId: string) => apiPath('/api/:role/promoter/:id/api-tokens', { role, id: promoterId });

/** GET → the live tokens, newest first (never a secret). */
export function getApiTokens(role: TokenManager, promoterId: string, call: CallOptions = {}): Promise<ApiTokenList> {
  return get(base(role, promoterId), { alert: false, ...call });
}

/** POST `{ name, scopes }` → 201 the token and, this once, its whole text. */
export function createApiToken(role: TokenManager, promoterId: string, body: ApiTokenInput): Promise<ApiTokenSecretAnswer> {
  return post(base(role, promoterId), body, { alert: false });
}

/** POST …/{tokenId}/rotate → a new secret, this once; the old one stops working. */
export function rotateApiToken(role: TokenManager, promoterId: string, tokenId: string): Promise<ApiTokenSecretAnswer> {
  return post(apiPath('/api/:role/promoter/:id/api-tokens/:tokenId/rotate', { role, id: promoterId, tokenId }), {}, { alert: false });
}

/** POST …/{tokenId}/revoke → 204: the token is refused from its next call on. */
export function revokeApiToken(role: TokenManager, promoterId: string, tokenId: string): Promise<void> {
  return post(apiPath('/api/:role/promoter/:id/api-tokens/:tokenId/revoke', { role, id: promoterId, tokenId }), {}, { alert: false });
}
