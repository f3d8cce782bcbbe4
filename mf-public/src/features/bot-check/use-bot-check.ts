import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { BOT_CHECK_VERSION, botCheckVerdict, initialBotCheckState, type BotCheckState, type BotCheckVerdict } from './lib/bot-check-state';
import type { BotCheckProps } from './components/bot-check';

export interface BotCheckControl {
  /** Spread on <BotCheck>. */
  props: BotCheckProps;
  /** At submit: may the form be sent, with which token? Shows 'Please confirm you are not a robot' when not. */
  verdict: () => BotCheckVerdict;
  /** After a failed submit: clears the used answer; `rejected` shows the server's "not a robot" refusal. */
  reset: (rejected?: boolean) => void;
}

/** State of one form's bot check (spec §5 "Bot check … is used on forms"). */
export function useBotCheck(siteKey: string | null): BotCheckControl {
  const intl = useIntl();
  const [state, setState] = useState<BotCheckState>(() => initialBotCheckState(siteKey, BOT_CHECK_VERSION));
  const [resetSignal, setResetSignal] = useState(0);
  const [missing, setMissing] = useState(false);

  const verdict = useCallback(() => {
    const result = botCheckVerdict(state);
    setMissing(!result.ok && result.reason === 'unsolved');
    return result;
  }, [state]);

  const reset = useCallback((rejected = false) => {
    setResetSignal((count) => count + 1);
    setMissing(rejected);
  }, []);

  const unsolved = state.status === 'loading' || state.status === 'ready';
  const error = missing && unsolved ? intl.formatMessage({ id: 'error.CAPTCHA_FAILED' }) : undefined;

  const props = useMemo<BotCheckProps>(
    () => ({ siteKey, version: BOT_CHECK_VERSION, onChange: setState, resetSignal, error }),
    [siteKey, resetSignal, error],
  );
  return { props, verdict, reset };
}
