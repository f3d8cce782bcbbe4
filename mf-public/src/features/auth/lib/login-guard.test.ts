import { ApiError } from '@rr/api-client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELAY_SECONDS, MAX_DELAY_SECONDS, loginBody, loginHold, prefilledEmail, secondsLeft } from './login-guard';

const refused = (status: number, code: string, details?: unknown) =>
  new ApiError('refused', { status, code, body: { code, message: 'refused', ...(details === undefined ? {} : { details }) } });

describe('loginHold: slow attackers down without locking the owner out', () => {
  it('asks for the bot check on 400 CAPTCHA_REQUIRED, saying it was refused only when a token went with the attempt', () => {
    expect(loginHold(refused(400, 'CAPTCHA_REQUIRED'), false)).toEqual({ kind: 'captcha', rejected: false });
    expect(loginHold(refused(400, 'CAPTCHA_REQUIRED'), true)).toEqual({ kind: 'captcha', rejected: true });
    expect(loginHold(refused(400, 'CAPTCHA_FAILED'), true)).toEqual({ kind: 'captcha', rejected: true });
  });

  it('holds the submit for the seconds of 429 LOGIN_DELAYED', () => {
    expect(loginHold(refused(429, 'LOGIN_DELAYED', { seconds: 12 }), false)).toEqual({ kind: 'delay', seconds: 12 });
    expect(loginHold(refused(429, 'LOGIN_DELAYED', { seconds: 2.1 }), false)).toEqual({ kind: 'delay', seconds: 3 });
  });

  it('waits a few seconds when the delay comes without its seconds, and never holds the form for good', () => {
    expect(loginHold(refused(429, 'LOGIN_DELAYED'), false)).toEqual({ kind: 'delay', seconds: DEFAULT_DELAY_SECONDS });
    expect(loginHold(refused(429, 'LOGIN_DELAYED', { seconds: -4 }), false)).toEqual({ kind: 'delay', seconds: DEFAULT_DELAY_SECONDS });
    expect(loginHold(refused(429, 'LOGIN_DELAYED', { seconds: 1e9 }), false)).toEqual({ kind: 'delay', seconds: MAX_DELAY_SECONDS });
  });

  it('holds nothing for the other answers (their message is enough)', () => {
    for (const [status, code] of [[401, 'LOGIN_FAILED'], [503, 'LOGIN_BUSY'], [429, 'TOO_MANY_ATTEMPTS'], [403, 'DEACTIVATED']] as const) {
      expect(loginHold(refused(status, code), true), code).toEqual({ kind: 'none' });
    }
    expect(loginHold(new ApiError('Failed to fetch', { network: true }), false)).toEqual({ kind: 'none' });
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds down to 0 and stays there', () => {
    expect(secondsLeft(null, 1_000)).toBe(0);
    expect(secondsLeft(11_000, 1_000)).toBe(10);
    expect(secondsLeft(11_000, 1_001)).toBe(10);
    expect(secondsLeft(11_000, 10_999)).toBe(1);
    expect(secondsLeft(11_000, 11_000)).toBe(0);
    expect(secondsLeft(11_000, 20_000)).toBe(0);
  });
});

describe('loginBody', () => {
  it('sends the trimmed e-mail and the password as typed, and the token only when there is one', () => {
    expect(loginBody({ email: ' rider@example.com ', password: ' secret ' })).toEqual({ email: 'rider@example.com', password: ' secret ' });
    expect(loginBody({ email: 'a@b.co', password: 'x' }, 'tok')).toEqual({ email: 'a@b.co', password: 'x', captchaToken: 'tok' });
    expect(loginBody({ email: 'a@b.co', password: 'x' }, '')).not.toHaveProperty('captchaToken');
  });
});

describe('prefilledEmail', () => {
  it('takes the e-mail the unlock page handed over in the router state, else nothing', () => {
    expect(prefilledEmail({ email: 'rider@example.com' })).toBe('rider@example.com');
    expect(prefilledEmail(null)).toBe('');
    expect(prefilledEmail({ email: 42 })).toBe('');
    expect(prefilledEmail('rider@example.com')).toBe('');
  });
});
