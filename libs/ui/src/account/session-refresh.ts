import { get, toApiError } from '@rr/api-client';
import { isUserType, sessionAtom, type Session, type SessionUser } from '@rr/session';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { apiPath } from '@rr/contracts/routes';

interface SessionAnswer {
  authenticated: boolean;
  type?: unknown;
  user?: SessionUser;
  proxyHost?: boolean;
}

/** Codes that mean the shell's session is stale (docs/accounts.md "Session validity"). */
const STALE_SESSION_CODES = new Set(['SESSION_ENDED', 'EMAIL_UNVERIFIED', 'DEACTIVATED', 'AUTH_INCONSISTENT']);

/** True when a failed call says the session ended or changed, so the shell's guard must look again. */
export function isStaleSession(caught: unknown): boolean {
  const error = toApiError(caught);
  return error.status === 401 || (error.code !== undefined && STALE_SESSION_CODES.has(error.code));
}

/**
 * GET /api/session → the shell's Session. Used after a change the sidebar shows (a name) and after a call says the
 * session ended, so the shell's guard acts on it. A problem answer (deactivated, inconsistent) counts as signed out:
 * the guard sends the user to login.
 */
export async function refreshSession(): Promise<Session> {
  const answer = await get<SessionAnswer>(apiPath('/api/session'), { alert: false, minDelayMs: 0 });
  if (!answer?.authenticated || !isUserType(answer.type) || !answer.user) return { authenticated: false };
  return { authenticated: true, type: answer.type, user: answer.user, proxyHost: Boolean(answer.proxyHost) };
}

/**
 * Reloads the shell's session (`sessionAtom`): after a change the sidebar shows, and after a call whose failure says
 * the session is stale (pass the error; other failures are left alone).
 */
export function useSessionRefresh(): (afterError?: unknown) => Promise<void> {
  const setSession = useSetAtom(sessionAtom);
  return useCallback(
    async (afterError?: unknown) => {
      if (afterError !== undefined && !isStaleSession(afterError)) return;
      try {
        setSession(await refreshSession());
      } catch {
        // The session stays as it was; the next navigation loads it again.
      }
    },
    [setSession],
  );
}
