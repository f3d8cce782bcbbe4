import { toApiError } from '@rr/api-client';
import type { MessageDescriptor } from '@rr/contracts';
import type { Session } from '@rr/session';
import { UNEXPECTED_ERROR_MESSAGE, describeApiError } from '@rr/ui';

/**
 * The sign-out confirmation (/logout, where a cross-site `GET /api/logout` lands) and the mailed unlock link
 * (/login-unlock?token=…): what each shows for a session, a token and the BFF's answers. Pure.
 */

/** What /logout shows when it opens: the question, or "you are not signed in" (nothing to end). */
export type LogoutView = 'confirm' | 'signedOut';

export function logoutView(session: Session | null): LogoutView {
  return session?.authenticated ? 'confirm' : 'signedOut';
}

/** The failure of POST /api/logout, in the catalogue's words (CROSS_SITE, a server error…). */
export function logoutFailure(caught: unknown): MessageDescriptor {
  return describeApiError(caught);
}

/** The token of the mailed unlock link, or null when the link has none (then it is invalid). */
export function unlockToken(search: URLSearchParams): string | null {
  const token = search.get('token')?.trim();
  return token ? token : null;
}

export type UnlockState =
  | { kind: 'working' }
  | { kind: 'unlocked'; email: string }
  /** The link is unknown, used or expired (400 UNLOCK_LINK_INVALID), or has no token at all. */
  | { kind: 'invalid' }
  /** Anything else, said as it is; `retryable` (too many tries, a server error, no answer): the link may be tried again. */
  | { kind: 'failed'; message: MessageDescriptor; retryable: boolean };

/** The page's first state: no token is invalid at once (nothing is posted). */
export function initialUnlockState(token: string | null): UnlockState {
  return token ? { kind: 'working' } : { kind: 'invalid' };
}

/** The answer of POST /api/login-unlock as the page's state. */
export function unlockAnswered(answer: unknown): UnlockState {
  const body = answer !== null && typeof answer === 'object' ? (answer as { unlocked?: unknown; email?: unknown }) : {};
  if (body.unlocked === true && typeof body.email === 'string') return { kind: 'unlocked', email: body.email };
  return { kind: 'failed', message: UNEXPECTED_ERROR_MESSAGE, retryable: true };
}

/** A failed POST /api/login-unlock as the page's state. */
export function unlockFailed(caught: unknown): UnlockState {
  const error = toApiError(caught);
  if (error.code === 'UNLOCK_LINK_INVALID') return { kind: 'invalid' };
  return { kind: 'failed', message: describeApiError(error), retryable: error.network || error.status >= 500 || error.status === 429 };
}

/**
 * A gate that opens once per attempt: React runs an effect twice in StrictMode (and again on some re-renders), but
 * the unlock token must be posted once per attempt (a retry is a new attempt).
 */
export function oncePerAttempt(): (attempt: number) => boolean {
  const done = new Set<number>();
  return (attempt) => {
    if (done.has(attempt)) return false;
    done.add(attempt);
    return true;
  };
}
