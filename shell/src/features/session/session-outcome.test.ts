import { describe, expect, it } from 'vitest';
import { authErrorReaction, sessionIdentity, sessionOutcome } from './session-outcome';

const user = { _id: 'u1', type: 'dealer', email: 'd@example.com', emailVerified: true, deActivated: false, name: 'Dealer' };

describe('sessionOutcome (GET /api/session)', () => {
  it('keeps a signed-in session, proxyHost as a boolean', () => {
    expect(sessionOutcome({ authenticated: true, type: 'dealer', user })).toEqual({
      kind: 'session',
      session: { authenticated: true, type: 'dealer', user, proxyHost: false },
    });
  });
  it('keeps a plain signed-out session, and treats no answer as signed out', () => {
    expect(sessionOutcome({ authenticated: false })).toEqual({ kind: 'session', session: { authenticated: false } });
    expect(sessionOutcome(null)).toEqual({ kind: 'session', session: { authenticated: false } });
  });
  it('alerts and logs out an inconsistent session (spec §8)', () => {
    expect(sessionOutcome({ authenticated: false, problem: 'AUTH_INCONSISTENT' })).toEqual({ kind: 'logout', messageId: 'shell.auth.inconsistent' });
  });
  it('treats a signed-in answer without a known type or user as inconsistent', () => {
    expect(sessionOutcome({ authenticated: true, type: 'pilot', user })).toEqual({ kind: 'logout', messageId: 'shell.auth.inconsistent' });
    expect(sessionOutcome({ authenticated: true, type: 'dealer' })).toEqual({ kind: 'logout', messageId: 'shell.auth.inconsistent' });
  });
  it('alerts and logs out a deactivated account (spec §4, §8)', () => {
    expect(sessionOutcome({ authenticated: false, problem: 'DEACTIVATED', message: 'Your account has been deactivated, please contact support' })).toEqual({
      kind: 'logout',
      messageId: 'shell.auth.deactivated',
    });
  });
});

describe('authErrorReaction (any failed API call)', () => {
  it('reloads the session when it ended or the e-mail needs verifying', () => {
    expect(authErrorReaction({ status: 401, code: 'SESSION_ENDED' }, true)).toBe('reload-session');
    expect(authErrorReaction({ status: 401, code: undefined }, true)).toBe('reload-session');
    expect(authErrorReaction({ status: 403, code: 'EMAIL_UNVERIFIED' }, true)).toBe('reload-session');
  });
  it('logs out a deactivated or inconsistent session', () => {
    expect(authErrorReaction({ status: 403, code: 'DEACTIVATED' }, true)).toBe('logout');
    expect(authErrorReaction({ status: 401, code: 'AUTH_INCONSISTENT' }, true)).toBe('logout');
  });
  it('ignores other failures', () => {
    expect(authErrorReaction({ status: 403, code: 'FORBIDDEN' }, true)).toBeNull();
    expect(authErrorReaction({ status: 400, code: 'VALIDATION' }, true)).toBeNull();
    expect(authErrorReaction({ status: 500, code: undefined }, true)).toBeNull();
  });
  it('does nothing while signed out (a failed login explains itself)', () => {
    expect(authErrorReaction({ status: 401, code: 'LOGIN_FAILED' }, false)).toBeNull();
    expect(authErrorReaction({ status: 403, code: 'DEACTIVATED' }, false)).toBeNull();
  });
});

describe('sessionIdentity (whose cached data the page holds)', () => {
  it('tells signed out, each user and an impersonation apart', () => {
    const dealer = { ...user, type: 'dealer' as const };
    expect(sessionIdentity(null)).toBeNull();
    expect(sessionIdentity({ authenticated: false })).toBe('anonymous');
    expect(sessionIdentity({ authenticated: true, type: 'dealer', user: dealer, proxyHost: false })).toBe('dealer:u1');
    expect(sessionIdentity({ authenticated: true, type: 'dealer', user: dealer, proxyHost: true })).toBe('dealer:u1:proxy');
  });
});
