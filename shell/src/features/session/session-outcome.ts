import { isUserType, type Session, type SessionUser } from '@rr/session';
import { errorCode } from '@rr/ui';
import type { ApiError } from '@rr/api-client';

/**
 * GET /api/session as the BFF answers it (docs/accounts.md, @rr/contracts `sessionAnswerSchema`): a signed-in
 * session, or signed out with an optional `problem` the client must react to.
 */
export type { SessionAnswer } from '@rr/contracts';

/** What the shell does with an answer: keep the session, or alert a message and log out. */
export type SessionOutcome = { kind: 'session'; session: Session } | { kind: 'logout'; messageId: string };

/** Catalog keys of the alerts shown before logging out (spec §8). */
export const LOGOUT_MESSAGES = {
  AUTH_INCONSISTENT: 'shell.auth.inconsistent',
  DEACTIVATED: 'shell.auth.deactivated',
} as const;

/**
 * Spec §8: a session lacking its type or user → 'We found an issue with your authentication…' then logout;
 * a deactivated account → 'Your account has been deactivated…' then logout; anything else is the session.
 * The answer (typed `SessionAnswer` by the BFF) is checked by hand, not with the contract's zod schema, so the
 * shell's first load stays without zod; an answer that breaks the contract is handled, not trusted.
 */
export function sessionOutcome(answer: unknown): SessionOutcome {
  if (!answer || typeof answer !== 'object') return { kind: 'session', session: { authenticated: false } };
  const known = answer as Partial<Record<'authenticated' | 'type' | 'user' | 'proxyHost' | 'problem', unknown>>;
  if (known.authenticated !== true) {
    if (known.problem === 'AUTH_INCONSISTENT') return { kind: 'logout', messageId: LOGOUT_MESSAGES.AUTH_INCONSISTENT };
    if (known.problem === 'DEACTIVATED') return { kind: 'logout', messageId: LOGOUT_MESSAGES.DEACTIVATED };
    return { kind: 'session', session: { authenticated: false } };
  }
  const user = known.user as SessionUser | null | undefined;
  if (!isUserType(known.type) || !user || typeof user !== 'object' || typeof user._id !== 'string') {
    return { kind: 'logout', messageId: LOGOUT_MESSAGES.AUTH_INCONSISTENT };
  }
  return { kind: 'session', session: { authenticated: true, type: known.type, user, proxyHost: known.proxyHost === true } };
}

/**
 * Who a session proves: 'anonymous', or the user's type and id (and whether an admin is behind it). Cached
 * server data belongs to one identity; the shell drops it when this changes (login, impersonation, logout).
 */
export function sessionIdentity(session: Session | null | undefined): string | null {
  if (!session) return null;
  if (!session.authenticated) return 'anonymous';
  return `${session.type}:${session.user._id}${session.proxyHost ? ':proxy' : ''}`;
}

/** How the shell reacts to a failed API call made while it believes the user is signed in. */
export type AuthErrorReaction = 'reload-session' | 'logout' | null;

/**
 * docs/accounts.md "Session validity": 401 SESSION_ENDED (or any 401) and 403 EMAIL_UNVERIFIED mean the
 * session the shell holds is stale: reload it and let the route guard send the user to login or to
 * email-verify. 403 DEACTIVATED and AUTH_INCONSISTENT end the session: alert and log out (spec §8).
 * Nothing happens while signed out (a failed login answers 401/403 too, and its page shows why).
 */
export function authErrorReaction(error: Pick<ApiError, 'code' | 'status'>, signedIn: boolean): AuthErrorReaction {
  if (!signedIn) return null;
  const code = errorCode(error);
  if (code === 'DEACTIVATED' || code === 'AUTH_INCONSISTENT') return 'logout';
  if (error.status === 401 || code === 'SESSION_ENDED' || code === 'EMAIL_UNVERIFIED') return 'reload-session';
  return null;
}
