import { get } from '@rr/api-client';
import { isUserType, type Session, type SessionUser } from '@rr/session';

interface SessionAnswer {
  authenticated: boolean;
  type?: unknown;
  user?: SessionUser;
  proxyHost?: boolean;
}

/**
 * GET /api/session → the shell's Session. Used after a change the sidebar shows (the admin's name) and after
 * a call says the session ended, so the shell's guard acts on it. A problem answer (deactivated, inconsistent)
 * counts as signed out: the guard sends the user to login.
 */
export async function refreshSession(): Promise<Session> {
  const answer = await get<SessionAnswer>('/api/session', { alert: false, minDelayMs: 0 });
  if (!answer?.authenticated || !isUserType(answer.type) || !answer.user) return { authenticated: false };
  return { authenticated: true, type: answer.type, user: answer.user, proxyHost: Boolean(answer.proxyHost) };
}
