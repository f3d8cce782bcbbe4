import { api } from '@rr/api-client';
import type { OAuthCallbackBody } from '../lib/oauth-callback';
import { apiPath } from '@rr/contracts/routes';

/**
 * POST /api/oauth/callback with the provider's query: a session and `{ type, user, redirect? }`, or 400
 * OIDC_FAILED / 403 OIDC_NO_ACCOUNT / 404 OIDC_DISABLED / 403 DEACTIVATED. Never aborted: the code is single use.
 */
export function completeOAuth(body: OAuthCallbackBody): Promise<unknown> {
  return api.post(apiPath('/api/oauth/callback'), body, { alert: false });
}
