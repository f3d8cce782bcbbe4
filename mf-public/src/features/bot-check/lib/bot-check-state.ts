/**
 * The bot check (spec §5: "a visible version 2 widget"; §8: its four failure messages) as a small state
 * machine, kept free of the DOM so it is tested on its own. The widget component feeds it the reCAPTCHA
 * script's events; the forms ask it whether they may send and with which token.
 */

/** The only widget version this product uses (reCAPTCHA v2, the checkbox). */
export const BOT_CHECK_VERSION = 'v2';

/** Spec §8's four bot check messages, by cause. */
export type BotCheckFailure = 'noKey' | 'noVersion' | 'loadFailed' | 'executeFailed';

export type BotCheckState =
  /** No site key configured: no widget, no token sent. */
  | { status: 'off' }
  /** The script is loading or the widget is being drawn. */
  | { status: 'loading' }
  /** The checkbox is on screen, not ticked (or its answer expired, or it was reset). */
  | { status: 'ready'; expired: boolean }
  | { status: 'solved'; token: string }
  | { status: 'failed'; failure: BotCheckFailure };

export type BotCheckEvent =
  | { type: 'rendered' }
  | { type: 'solved'; token: string }
  | { type: 'expired' }
  | { type: 'loadFailed' }
  | { type: 'executeFailed' }
  /** After a failed submit (a token is single use) or a retry of a failed load. */
  | { type: 'reset' };

/** Catalog key of each failure's message. */
export const BOT_CHECK_MESSAGE_IDS: Record<BotCheckFailure, string> = {
  noKey: 'public.botCheck.error.noKey',
  noVersion: 'public.botCheck.error.noVersion',
  loadFailed: 'public.botCheck.error.loadFailed',
  executeFailed: 'public.botCheck.error.executeFailed',
};

/**
 * Where the widget starts from its configuration. `siteKey` is /api/config's `recaptchaSiteKey`: null or
 * undefined = off (render nothing, send no token); a blank string = on without a key ('No key provided').
 * A missing or unknown version cannot be drawn ('No version provided').
 */
export function initialBotCheckState(siteKey: string | null | undefined, version: string | null | undefined): BotCheckState {
  if (siteKey === null || siteKey === undefined) return { status: 'off' };
  if (siteKey.trim() === '') return { status: 'failed', failure: 'noKey' };
  if (!version || version.trim().toLowerCase() !== BOT_CHECK_VERSION) return { status: 'failed', failure: 'noVersion' };
  return { status: 'loading' };
}

/** Whether the widget should load the script and draw itself. */
export function botCheckNeedsScript(state: BotCheckState): boolean {
  return state.status === 'loading';
}

export function botCheckReducer(state: BotCheckState, event: BotCheckEvent): BotCheckState {
  if (state.status === 'off') return state;
  // Configuration problems do not go away by themselves.
  if (state.status === 'failed' && (state.failure === 'noKey' || state.failure === 'noVersion')) return state;
  switch (event.type) {
    case 'rendered':
      return state.status === 'loading' ? { status: 'ready', expired: false } : state;
    case 'solved':
      if (state.status !== 'ready' && state.status !== 'solved') return state;
      return event.token ? { status: 'solved', token: event.token } : { status: 'failed', failure: 'executeFailed' };
    case 'expired':
      return state.status === 'solved' ? { status: 'ready', expired: true } : state;
    case 'loadFailed':
      return { status: 'failed', failure: 'loadFailed' };
    case 'executeFailed':
      return { status: 'failed', failure: 'executeFailed' };
    case 'reset':
      if (state.status === 'solved' || (state.status === 'ready' && state.expired)) return { status: 'ready', expired: false };
      if (state.status === 'failed') return { status: 'loading' };
      return state;
  }
}

/** The failure to show in the widget's alert, if any. */
export function botCheckFailure(state: BotCheckState): BotCheckFailure | null {
  return state.status === 'failed' ? state.failure : null;
}

export type BotCheckVerdict =
  /** Send the form; `captchaToken` is absent when the check is off. */
  | { ok: true; captchaToken?: string }
  /** Do not send: the rider has not ticked the box (or it expired), or the widget cannot work. */
  | { ok: false; reason: 'unsolved' | BotCheckFailure };

/** Decides, at submit time, whether the form may be sent and with which token. */
export function botCheckVerdict(state: BotCheckState): BotCheckVerdict {
  switch (state.status) {
    case 'off':
      return { ok: true };
    case 'solved':
      return { ok: true, captchaToken: state.token };
    case 'failed':
      return { ok: false, reason: state.failure };
    default:
      return { ok: false, reason: 'unsolved' };
  }
}

/** The token to put in the body (`captchaToken`), or nothing when the check is off. */
export function captchaField(verdict: Extract<BotCheckVerdict, { ok: true }>): { captchaToken?: string } {
  return verdict.captchaToken === undefined ? {} : { captchaToken: verdict.captchaToken };
}

/** reCAPTCHA's explicit-render script URL in the page's language (`hl`), calling `onload` when ready. */
export function recaptchaScriptUrl(onload: string, locale: string): string {
  const params = new URLSearchParams({ render: 'explicit', onload, hl: locale });
  return `https://www.google.com/recaptcha/api.js?${params.toString()}`;
}
