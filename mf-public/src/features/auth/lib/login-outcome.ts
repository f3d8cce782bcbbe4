import type { UserType } from '@rr/session';

/** Server messages the login can answer with (architecture.md, identity contract), mapped to catalog keys. */
const KNOWN_MESSAGES: Record<string, string> = {
  'No account with that email + password combination was found': 'public.login.error.noAccount',
  'Your account has been deactivated, please contact support': 'public.login.error.deactivated',
  'Required': 'public.form.required',
  'Unexpected Error': 'public.error.unexpected',
};

const USER_TYPES: readonly UserType[] = ['rider', 'dealer', 'promoter', 'admin'];

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** Catalog key of a known server message, else null (the raw text is shown then). */
export function knownMessageKey(message: string | null | undefined): string | null {
  if (!message) return null;
  return KNOWN_MESSAGES[message.trim()] ?? null;
}

/**
 * Where to go after a successful login: the ?redirect= path when it is a same-site path inside the
 * user's own /auth area (any other area would be refused by the guard), else /auth/<type>.
 */
export function loginDestination(type: UserType, redirect: string | null | undefined): string {
  const home = `/auth/${type}`;
  if (!redirect) return home;
  const path = redirect.trim();
  // Only same-origin absolute paths: no scheme, no protocol-relative '//', no backslash tricks.
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return home;
  const pathname = path.split(/[?#]/)[0] ?? '';
  const ownArea = pathname === home || pathname.startsWith(`${home}/`);
  const sharedAuthPage = pathname === '/auth/email-verify';
  return ownArea || sharedAuthPage ? path : home;
}
