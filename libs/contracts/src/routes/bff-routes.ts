/**
 * The `/api` paths the BFF answers itself, ahead of the role table (`./api`): signing in and out, the session,
 * impersonation, the account mails and the site settings (bff/src/routes, bff/src/oidc). They never reach a service,
 * so no `API_ROUTES` row names them; `apiPath` accepts them as well, matched whole (not as a prefix), with the
 * table's `:role` and `:id` segments. A test reads the BFF's routers and keeps this list in step with them.
 *
 * Only its type is used in the browser: the list itself stays out of every bundle.
 */
export const BFF_ROUTES = [
  '/api/session',
  '/api/config',
  // The API as OpenAPI 3.1 (the reference page for integrators reads it).
  '/api/openapi.json',
  '/api/set-lang',
  '/api/login',
  '/api/login-unlock',
  '/api/logout',
  '/api/register',
  '/api/oauth/login',
  '/api/oauth/callback',
  '/api/email-verify',
  '/api/email-verify/send',
  '/api/forgot-password',
  '/api/forgot-password-reset',
  '/api/account-recovery',
  '/api/account-recovery/verify',
  '/api/password-lost-reset',
  '/api/account/locale',
  // Administrators, dealers and riders change their own password (promoters have none).
  '/api/:role/:role/change-password',
  '/api/admin/proxy/:role/:id',
  '/api/proxy-remove',
] as const;

export type BffRoute = (typeof BFF_ROUTES)[number];
