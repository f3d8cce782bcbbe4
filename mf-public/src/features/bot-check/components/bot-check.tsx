import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { localeAtom } from '@rr/session';
import { Alert, Button, Spinner } from '@rr/ui';
import { BOT_CHECK_MESSAGE_IDS, botCheckFailure, botCheckReducer, initialBotCheckState, type BotCheckState } from '../lib/bot-check-state';
import { loadRecaptcha } from '../lib/load-recaptcha';

export interface BotCheckProps {
  /** /api/config's `recaptchaSiteKey`: null = off (nothing rendered, no token). */
  siteKey: string | null;
  /** Widget version; only 'v2' (the checkbox) can be drawn, anything else says 'No version provided'. */
  version: string | undefined;
  /** Every state change, so the form knows whether it may send and with which token (pass a stable setter). */
  onChange: (state: BotCheckState) => void;
  /** Increment to clear the answer (a token is single use: reset after every failed submit). */
  resetSignal: number;
  /** Shown under the widget (e.g. 'Please confirm you are not a robot' after a submit without it). */
  error?: string | undefined;
}

/** The reCAPTCHA v2 checkbox, rendered explicitly, with spec §8's four failure messages in an alert. */
export function BotCheck({ siteKey, version, onChange, resetSignal, error }: BotCheckProps) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const [state, dispatch] = useReducer(botCheckReducer, undefined, () => initialBotCheckState(siteKey, version));
  const [attempt, setAttempt] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ grecaptcha: Awaited<ReturnType<typeof loadRecaptcha>>; id: number } | null>(null);

  useEffect(() => {
    onChange(state);
  }, [onChange, state]);

  const setup = initialBotCheckState(siteKey, version);
  const needsScript = setup.status === 'loading';

  // Load the script and draw the checkbox (again after a retry or a language change).
  useEffect(() => {
    if (!needsScript || !siteKey) return;
    let current = true;
    const host = container.current;
    loadRecaptcha(locale).then(
      (grecaptcha) => {
        if (!current || !host) return;
        // A fresh element each time: reCAPTCHA refuses to render twice into the same one.
        const target = document.createElement('div');
        host.replaceChildren(target);
        try {
          const id = grecaptcha.render(target, {
            sitekey: siteKey,
            hl: locale,
            callback: (token) => {
              try {
                dispatch({ type: 'solved', token: grecaptcha.getResponse(id) || token });
              } catch {
                dispatch({ type: 'executeFailed' });
              }
            },
            'expired-callback': () => dispatch({ type: 'expired' }),
            'error-callback': () => dispatch({ type: 'executeFailed' }),
          });
          widget.current = { grecaptcha, id };
          dispatch({ type: 'rendered' });
        } catch {
          dispatch({ type: 'executeFailed' });
        }
      },
      () => {
        if (current) dispatch({ type: 'loadFailed' });
      },
    );
    return () => {
      current = false;
      widget.current = null;
      host?.replaceChildren();
    };
  }, [needsScript, siteKey, locale, attempt]);

  // Clear the used answer after a failed submit.
  useEffect(() => {
    if (resetSignal === 0) return;
    const drawn = widget.current;
    if (!drawn) return;
    try {
      drawn.grecaptcha.reset(drawn.id);
      dispatch({ type: 'reset' });
    } catch {
      dispatch({ type: 'executeFailed' });
    }
  }, [resetSignal]);

  const retry = useCallback(() => {
    dispatch({ type: 'reset' });
    setAttempt((count) => count + 1);
  }, []);

  if (state.status === 'off') return null;
  const failure = botCheckFailure(state);
  const retryable = failure === 'loadFailed' || failure === 'executeFailed';

  return (
    <div className="pub-bot-check" role="group" aria-label={intl.formatMessage({ id: 'public.botCheck.label' })}>
      {state.status === 'loading' ? (
        <span className="pub-bot-check__loading">
          <Spinner size="sm" />
          <FormattedMessage id="public.botCheck.loading" />
        </span>
      ) : null}
      <div ref={container} className="pub-bot-check__widget" hidden={failure !== null} />
      {failure ? (
        <Alert tone="error" title={<FormattedMessage id="public.botCheck.title" />}>
          <p className="pub-alert-text">
            <FormattedMessage id={BOT_CHECK_MESSAGE_IDS[failure]} />
          </p>
          {retryable ? (
            <Button variant="secondary" size="sm" onClick={retry}>
              <FormattedMessage id="public.botCheck.retry" />
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {error && !failure ? (
        <p className="rr-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
