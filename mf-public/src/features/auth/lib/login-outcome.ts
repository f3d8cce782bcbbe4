import { buildUrl } from '@rr/api-client';
import { PUBLIC_PAGES, apiPath, paths } from '@rr/contracts/routes';
import { splitLocalePath } from '@rr/i18n';
import type { UserType } from '@rr/session';
import type { MessageDescriptor } from '@rr/contracts';
import { describeApiError } from '@rr/ui';
import { toApiError } from '@rr/api-client';

/** Server messages the login can answer with (architecture.md, identity contract), mapped to catalog keys. */
const KNOWN_MESSAGES: Record<string, string> = {
  'No account with that email + password combination was found': 'public.login.error.noAccount',
  'Your account has been deactivated, please contact support': 'public.login.error.deactivated',
  'Required': 'public.form.required',
  'Unexpected Error': 'ui.error.unexpected',
};

/** Whether a value is one of the four user types (the roles of @rr/contracts). */
export { isUserType } from '@rr/session';

/** Catalog key of a known server message, else null (the raw text is shown then). */
export function knownMessageKey(message: string | null | undefined): string | null {
  if (!message) return null;
  return KNOWN_MESSAGES[message.trim()] ?? null;
}

/** The signed-in area of a user type (the shell's index route sends on to its start page). */
export function areaHome(type: UserType): string {
  return paths.area(type);
}

/** The rider's create-PIN step (mf-public, any locale prefix). */
export const CREATE_PIN_PATH = PUBLIC_PAGES.createPin;

/**
 * Where to go after a successful login (or single sign-on): the ?redirect= path when it is a same-site path
 * inside the user's own /auth area (any other area would be refused by the guard), the e-mail verification
 * page, or, for a rider, the create-PIN step; else /auth/<type>.
 */
export function loginDestination(type: UserType, redirect: string | null | undefined): string {
  const home = areaHome(type);
  if (!redirect) return home;
  const path = redirect.trim();
  // Only same-origin absolute paths: no scheme, no protocol-relative '//', no backslash tricks.
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return home;
  const pathname = path.split(/[?#]/)[0] ?? '';
  const ownArea = pathname === home || pathname.startsWith(`${home}/`);
  const sharedAuthPage = pathname === paths.auth.emailVerify();
  const pinStep = type === 'rider' && splitLocalePath(pathname).rest === CREATE_PIN_PATH;
  return ownArea || sharedAuthPage || pinStep ? path : home;
}

/** `/login?redirect=…` (the login path already localized) for a page that needs a session first. */
export function loginWithRedirect(loginPath: string, redirect: string): string {
  return `${loginPath}?${new URLSearchParams({ redirect }).toString()}`;
}

/** "Sign in with your organisation": the BFF starts the provider round trip, passing the login page's redirect on. */
export function ssoLoginUrl(redirect: string | null | undefined): string {
  return buildUrl(apiPath('/api/oauth/login'), { redirect: redirect?.trim() });
}

/** The throttle window (docs/accounts.md), said when a 429 does not carry its own minutes. */
const THROTTLE_MINUTES = 15;

/**
 * The message of a failed login: the catalog's error.<code> (LOGIN_FAILED, DEACTIVATED, TOO_MANY_ATTEMPTS with
 * its minutes…), else a known English message, else the server's text.
 */
export function loginErrorMessage(caught: unknown): MessageDescriptor {
  const error = toApiError(caught);
  if (!error.code) {
    const key = knownMessageKey(error.message);
    if (key) return { id: key, defaultMessage: error.message };
  }
  const message = describeApiError(error);
  if (message.id === 'error.TOO_MANY_ATTEMPTS' && message.values?.minutes === undefined) {
    return { ...message, values: { ...message.values, minutes: THROTTLE_MINUTES } };
  }
  return message;
}
