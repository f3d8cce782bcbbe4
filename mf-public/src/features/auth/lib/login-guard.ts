import { toApiError } from '@rr/api-client';
import { errorDetails } from '@rr/ui';

/**
 * What the login form does about a refused sign-in besides saying why (docs/security.md "Sign-in throttling"):
 * show the bot check and ask for it on the next submit (400 CAPTCHA_REQUIRED, CAPTCHA_FAILED), or hold the submit
 * button for the server's delay (429 LOGIN_DELAYED `{ seconds }`). Pure, so every case is unit tested.
 */
export type LoginHold =
  | { kind: 'none' }
  /** `rejected`: a token was sent and refused (the widget says "Please confirm you are not a robot"). */
  | { kind: 'captcha'; rejected: boolean }
  | { kind: 'delay'; seconds: number };

/** The wait when a LOGIN_DELAYED answer carries no `details.seconds` (a proxy in between, an older server). */
export const DEFAULT_DELAY_SECONDS = 5;
/** A server's delay is never held longer than this in the browser (a wrong value must not lock the form for good). */
export const MAX_DELAY_SECONDS = 15 * 60;

function delaySeconds(details: unknown): number {
  const raw = details !== null && typeof details === 'object' ? (details as { seconds?: unknown }).seconds : undefined;
  const seconds = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  if (!Number.isFinite(seconds) || seconds <= 0) return DEFAULT_DELAY_SECONDS;
  return Math.min(Math.ceil(seconds), MAX_DELAY_SECONDS);
}

/** The hold a failed login asks for; `sentToken`: the refused attempt carried a bot-check token. */
export function loginHold(caught: unknown, sentToken: boolean): LoginHold {
  const error = toApiError(caught);
  switch (error.code) {
    case 'CAPTCHA_REQUIRED':
    case 'CAPTCHA_FAILED':
      return { kind: 'captcha', rejected: sentToken };
    case 'LOGIN_DELAYED':
      return { kind: 'delay', seconds: delaySeconds(errorDetails(error)) };
    default:
      return { kind: 'none' };
  }
}

/** Whole seconds from `now` until `until` (both epoch ms), never below 0: what the countdown shows. */
export function secondsLeft(until: number | null, now: number): number {
  if (until === null) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The login body: the trimmed e-mail, the password as typed, and the bot check's token when one was asked for. */
export function loginBody(values: { email: string; password: string }, captchaToken?: string): { email: string; password: string; captchaToken?: string } {
  const body = { email: values.email.trim(), password: values.password };
  return captchaToken ? { ...body, captchaToken } : body;
}

/** The e-mail another page handed the login page in the router state (the unlock page), else ''. */
export function prefilledEmail(state: unknown): string {
  const email = state !== null && typeof state === 'object' ? (state as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email.length <= 320 ? email : '';
}
