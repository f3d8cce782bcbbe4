import { describe, expect, it } from 'vitest';
import {
  BOT_CHECK_MESSAGE_IDS,
  botCheckFailure,
  botCheckNeedsScript,
  botCheckReducer,
  botCheckVerdict,
  captchaField,
  initialBotCheckState,
  recaptchaScriptUrl,
  type BotCheckEvent,
  type BotCheckState,
} from './bot-check-state';

const run = (state: BotCheckState, ...events: BotCheckEvent[]) => events.reduce(botCheckReducer, state);
const loading = initialBotCheckState('site-key', 'v2');

describe('initialBotCheckState', () => {
  it('is off when /api/config gives no site key, so nothing is drawn and no token is sent', () => {
    expect(initialBotCheckState(null, 'v2')).toEqual({ status: 'off' });
    expect(initialBotCheckState(undefined, undefined)).toEqual({ status: 'off' });
    expect(botCheckVerdict({ status: 'off' })).toEqual({ ok: true });
  });

  it("says 'No key provided' when the check is on but the key is blank", () => {
    expect(initialBotCheckState('', 'v2')).toEqual({ status: 'failed', failure: 'noKey' });
    expect(initialBotCheckState('   ', 'v2')).toEqual({ status: 'failed', failure: 'noKey' });
  });

  it("says 'No version provided' when the widget is given no (usable) version", () => {
    expect(initialBotCheckState('site-key', undefined)).toEqual({ status: 'failed', failure: 'noVersion' });
    expect(initialBotCheckState('site-key', '')).toEqual({ status: 'failed', failure: 'noVersion' });
    expect(initialBotCheckState('site-key', 'v3')).toEqual({ status: 'failed', failure: 'noVersion' });
  });

  it('loads the script for a key and version v2', () => {
    expect(loading).toEqual({ status: 'loading' });
    expect(botCheckNeedsScript(loading)).toBe(true);
    expect(botCheckNeedsScript(initialBotCheckState('', 'v2'))).toBe(false);
  });
});

describe('botCheckReducer', () => {
  it('goes loading → ready → solved and hands the token to the form', () => {
    const solved = run(loading, { type: 'rendered' }, { type: 'solved', token: 'tok' });
    expect(solved).toEqual({ status: 'solved', token: 'tok' });
    expect(botCheckVerdict(solved)).toEqual({ ok: true, captchaToken: 'tok' });
    expect(captchaField({ ok: true, captchaToken: 'tok' })).toEqual({ captchaToken: 'tok' });
    expect(captchaField({ ok: true })).toEqual({});
  });

  it('blocks the submit until the box is ticked, and again once the answer expires', () => {
    const ready = run(loading, { type: 'rendered' });
    expect(botCheckVerdict(loading)).toEqual({ ok: false, reason: 'unsolved' });
    expect(botCheckVerdict(ready)).toEqual({ ok: false, reason: 'unsolved' });
    const expired = run(ready, { type: 'solved', token: 'tok' }, { type: 'expired' });
    expect(expired).toEqual({ status: 'ready', expired: true });
    expect(botCheckVerdict(expired)).toEqual({ ok: false, reason: 'unsolved' });
  });

  it("reports 'Failed to load script' and 'Failed to execute'", () => {
    const loadFailed = run(loading, { type: 'loadFailed' });
    expect(botCheckFailure(loadFailed)).toBe('loadFailed');
    expect(botCheckVerdict(loadFailed)).toEqual({ ok: false, reason: 'loadFailed' });
    const executeFailed = run(loading, { type: 'rendered' }, { type: 'executeFailed' });
    expect(botCheckFailure(executeFailed)).toBe('executeFailed');
    expect(botCheckFailure(run(loading, { type: 'rendered' }, { type: 'solved', token: '' }))).toBe('executeFailed');
  });

  it('resets a used token after a failed submit, and retries a failed load', () => {
    const solved = run(loading, { type: 'rendered' }, { type: 'solved', token: 'tok' });
    expect(run(solved, { type: 'reset' })).toEqual({ status: 'ready', expired: false });
    expect(run(loading, { type: 'loadFailed' }, { type: 'reset' })).toEqual({ status: 'loading' });
    expect(run(loading, { type: 'reset' })).toEqual({ status: 'loading' });
  });

  it('keeps configuration problems and the off state whatever the script does', () => {
    const noKey = initialBotCheckState('', 'v2');
    expect(run(noKey, { type: 'rendered' }, { type: 'solved', token: 'tok' }, { type: 'reset' })).toEqual(noKey);
    expect(run({ status: 'off' }, { type: 'loadFailed' })).toEqual({ status: 'off' });
  });

  it('ignores a late answer before the widget is drawn', () => {
    expect(run(loading, { type: 'solved', token: 'tok' })).toEqual(loading);
  });
});

describe('messages and script', () => {
  it('has a catalog key for each of the four failures', () => {
    expect(Object.keys(BOT_CHECK_MESSAGE_IDS).sort()).toEqual(['executeFailed', 'loadFailed', 'noKey', 'noVersion']);
  });

  it('loads reCAPTCHA explicitly, in the page language, with an onload callback', () => {
    const url = new URL(recaptchaScriptUrl('__cb', 'fr'));
    expect(url.origin + url.pathname).toBe('https://www.google.com/recaptcha/api.js');
    expect(Object.fromEntries(url.searchParams)).toEqual({ render: 'explicit', onload: '__cb', hl: 'fr' });
  });
});
