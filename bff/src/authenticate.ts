import type { SignedInAnswer } from '@rr/contracts';
import type Koa from 'koa';
import { type AppError, type ErrorCode, apiError } from './errors.js';
import type { IdentityClient, SessionUser } from './identity-client.js';
import type { Logger } from './log.js';
import type { SessionUsers } from './session-users.js';
import { type ActiveSession, type RedisSessionStore, clearSession, readSession } from './session.js';

/** Why a session was ended (docs/accounts.md "Session validity"). */
export type SessionProblem = Extract<ErrorCode, 'AUTH_INCONSISTENT' | 'SESSION_ENDED' | 'DEACTIVATED'>;

export interface SignedIn {
  kind: 'signed-in';
  session: ActiveSession;
  /** The (impersonated) user, fresh from identity. */
  user: SessionUser;
  /** While impersonating: the administrator, fresh from identity. */
  admin: SessionUser | null;
}

export type AuthState = { kind: 'anonymous' } | { kind: 'ended'; problem: SessionProblem } | SignedIn;

export interface CheckOptions {
  /**
   * Check only the administrator of an impersonation session, not the impersonated user (used by
   * /api/proxy-remove: leaving must work even when the user was deleted meanwhile). The answer's `user` is then the
   * administrator as well.
   */
  adminOnly?: boolean;
}

export interface Authenticator {
  /**
   * The request's session, validated against the user as identity knows it (one `GET /internal/users/:id`, two while
   * impersonating, in parallel, unless a copy identity has not announced a change of is kept). Computed once per
   * request. An invalid session is ended before this returns.
   */
  state(ctx: Koa.Context, options?: CheckOptions): Promise<AuthState>;
  /** The signed-in state, else throws 401 UNAUTHENTICATED or the problem that ended the session. */
  require(ctx: Koa.Context, options?: CheckOptions): Promise<SignedIn>;
  /** Throws 403 EMAIL_UNVERIFIED for a user whose e-mail is not verified, unless impersonated. */
  requireVerifiedEmail(state: SignedIn): void;
}

const STATE = Symbol('rr.auth');
type WithState = Koa.Context & { [STATE]?: Promise<AuthState> };

/** The error a request gets when its session was ended. */
export function problemError(problem: SessionProblem): AppError {
  return apiError(problem);
}

/** Whether `state` may only use what a signed-out caller may (docs/accounts.md: unverified e-mail). */
export function needsVerification(state: SignedIn): boolean {
  return state.admin === null && state.user.emailVerified !== true;
}

/** The `/api/session` answer for a signed-in state (`signedInAnswerSchema` of @rr/contracts). */
export function sessionAnswer(session: Pick<ActiveSession, 'adminId' | 'recoveryUntil'>, user: SessionUser): SignedInAnswer {
  return {
    authenticated: true,
    type: user.type,
    user,
    proxyHost: session.adminId !== undefined,
    ...(session.recoveryUntil !== undefined && session.recoveryUntil > Date.now() ? { recovery: true as const } : {}),
  };
}

export function createAuthenticator({
  identity,
  users = { get: (userId) => identity.getUser(userId), forget: async () => {} },
  store,
  log,
}: {
  identity: IdentityClient;
  /** The users of sessions, kept between requests and dropped when identity announces a change (session-users.ts). */
  users?: SessionUsers;
  store: RedisSessionStore | undefined;
  log: Logger;
}): Authenticator {
  /** With Redis, also ends the holder's stored sessions (all of them, or those proved before a time). */
  async function revoke(userId: string, provedBefore?: number): Promise<void> {
    if (!store) return;
    try {
      await store.destroyUserSessions(userId, provedBefore);
    } catch (err) {
      log.warn({ userId, err: err instanceof Error ? err.message : String(err) }, 'could not revoke sessions');
    }
  }

  async function check(ctx: Koa.Context, options: CheckOptions): Promise<AuthState> {
    const session = readSession(ctx);
    if (session === 'none') return { kind: 'anonymous' };
    const end = (problem: SessionProblem, fields: Record<string, unknown> = {}): AuthState => {
      clearSession(ctx);
      log.info({ problem, ...fields }, 'session ended');
      return { kind: 'ended', problem };
    };
    if (session === 'inconsistent') return end('AUTH_INCONSISTENT', { reason: 'session lacks type or user' });

    const adminId = session.adminId;
    const skipUser = options.adminOnly === true && adminId !== undefined;
    const [record, adminRecord] = await Promise.all([
      skipUser ? Promise.resolve(null) : users.get(session.userId),
      adminId !== undefined ? users.get(adminId) : Promise.resolve(null),
    ]);

    if (adminId !== undefined) {
      // Impersonation stands or falls with the administrator; the impersonated user may be deactivated.
      if (!adminRecord || adminRecord.user.type !== 'admin' || adminRecord.user.deActivated === true) {
        await revoke(adminId);
        return end('SESSION_ENDED', { adminId, reason: 'administrator gone or deactivated' });
      }
      const validAfter = adminRecord.sessionsValidAfter;
      if (validAfter !== null && session.authAt < validAfter) {
        await revoke(adminId, validAfter);
        return end('SESSION_ENDED', { adminId, reason: "administrator's sessions were ended" });
      }
    }
    if (skipUser) {
      return { kind: 'signed-in', session, user: adminRecord!.user, admin: adminRecord!.user };
    }
    if (!record || record.user.type !== session.type || record.user._id !== session.userId) {
      return end('AUTH_INCONSISTENT', { userId: session.userId, reason: record ? 'type changed' : 'user gone' });
    }
    if (adminId === undefined) {
      if (record.user.deActivated === true) {
        await revoke(session.userId);
        return end('DEACTIVATED', { userId: session.userId });
      }
      const validAfter = record.sessionsValidAfter;
      if (validAfter !== null && session.authAt < validAfter) {
        await revoke(session.userId, validAfter);
        return end('SESSION_ENDED', { userId: session.userId });
      }
    }
    return { kind: 'signed-in', session, user: record.user, admin: adminRecord?.user ?? null };
  }

  const authenticator: Authenticator = {
    state(ctx, options = {}) {
      const holder = ctx as WithState;
      holder[STATE] ??= check(ctx, options);
      return holder[STATE];
    },
    async require(ctx, options) {
      const state = await authenticator.state(ctx, options);
      if (state.kind === 'anonymous') throw apiError('UNAUTHENTICATED');
      if (state.kind === 'ended') throw problemError(state.problem);
      return state;
    },
    requireVerifiedEmail(state) {
      if (needsVerification(state)) throw apiError('EMAIL_UNVERIFIED');
    },
  };
  return authenticator;
}
