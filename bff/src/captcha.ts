import type { CaptchaSettings } from './config.js';
import { apiError } from './errors.js';
import type { Logger } from './log.js';

export const CAPTCHA_OFF_MESSAGE = 'reCAPTCHA is off: RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are not set';
const VERIFY_TIMEOUT_MS = 5000;

export interface BotCheck {
  /** Whether the check is on (reCAPTCHA configured). */
  readonly on: boolean;
  /** Throws 400 CAPTCHA_FAILED unless `token` passes (always passes when reCAPTCHA is off). */
  require(token: unknown, remoteIp: string): Promise<void>;
  /** Whether `token` passes (false when reCAPTCHA is off: there is nothing a token could prove). */
  passes(token: unknown, remoteIp: string): Promise<boolean>;
}

/**
 * Server-side reCAPTCHA v2 verification (docs/accounts.md "Bot check"): POSTs `secret`, `response` and `remoteip`
 * as a form to the verify URL and accepts `{ success: true }`. A token the verifier cannot confirm (timeout,
 * network error, unexpected answer) fails the check: the user ticks the box again.
 */
export function createBotCheck(settings: CaptchaSettings | null, log: Logger): BotCheck {
  const check: BotCheck = {
    on: settings !== null,
    async passes(token, remoteIp) {
      if (!settings) return false;
      try {
        await check.require(token, remoteIp);
        return true;
      } catch {
        return false;
      }
    },
    async require(token, remoteIp) {
      if (!settings) return;
      if (typeof token !== 'string' || token.length === 0 || token.length > 4096) throw apiError('CAPTCHA_FAILED');
      let success = false;
      try {
        const res = await fetch(settings.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ secret: settings.secretKey, response: token, remoteip: remoteIp }).toString(),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        const body = (await res.json().catch(() => null)) as { success?: unknown; 'error-codes'?: unknown } | null;
        success = res.ok && body?.success === true;
        if (!success) log.info({ status: res.status, errors: body?.['error-codes'] }, 'captcha rejected');
      } catch (err) {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'captcha verification failed');
      }
      if (!success) throw apiError('CAPTCHA_FAILED');
    },
  };
  return check;
}
