import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@rr/router';
import { PUBLIC_PAGES } from '@rr/contracts/routes';
import { formatDescriptor } from '@rr/ui';
import { OutcomeCard, WaitingCard, backToLogin } from '../../../components/outcome-card';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { unlockLogin } from '../api/unlock-login';
import { initialUnlockState, oncePerAttempt, unlockAnswered, unlockFailed, unlockToken, type UnlockState } from '../lib/sign-out';

/**
 * /login-unlock?token=…: the link mailed to an account's owner after several failed sign-ins. The page posts the
 * token once (not again when StrictMode or a re-render runs the effect again): sign-in to that account is then
 * unlocked for this browser, and the login page opens with the e-mail filled in.
 */
export function LoginUnlockPage() {
  const [searchParams] = useSearchParams();
  const token = unlockToken(searchParams);
  const [state, setState] = useState<UnlockState>(() => initialUnlockState(token));
  const [attempt, setAttempt] = useState(0);
  // Each attempt posts at most once, however often the effect runs.
  const [firstTime] = useState(oncePerAttempt);
  const localized = useLocalizedPath();

  useEffect(() => {
    if (!token || !firstTime(attempt)) return;
    unlockLogin(token).then(
      (answer) => setState(unlockAnswered(answer)),
      (caught: unknown) => setState(unlockFailed(caught)),
    );
  }, [token, attempt, firstTime]);

  const retry = () => {
    setState({ kind: 'working' });
    setAttempt((n) => n + 1);
  };
  return <LoginUnlockCard state={state} loginTo={localized(PUBLIC_PAGES.login)} onRetry={retry} />;
}

/** What /login-unlock shows; stateless so each state is tested by rendering it. */
export function LoginUnlockCard({ state, loginTo, onRetry }: { state: UnlockState; loginTo: string; onRetry: () => void }) {
  const intl = useIntl();
  switch (state.kind) {
    case 'working':
      return <WaitingCard titleId="public.loginUnlock.title" testId="login-unlock-working" spinnerId="public.loginUnlock.working" textId="public.loginUnlock.working" />;
    case 'unlocked':
      return (
        <OutcomeCard
          titleId="public.loginUnlock.done.title"
          testId="login-unlock-done"
          tone="success"
          // The e-mail goes in the router state, never in the address (logs, history).
          actions={[{ to: loginTo, state: { email: state.email }, labelId: 'public.login.title', testId: 'login-unlock-login' }]}
        >
          <FormattedMessage id="public.loginUnlock.done.text" values={{ email: <strong>{state.email}</strong> }} />
        </OutcomeCard>
      );
    case 'invalid':
      return (
        <OutcomeCard titleId="public.loginUnlock.invalid.title" testId="login-unlock-invalid" tone="error" actions={[backToLogin(loginTo)]}>
          <FormattedMessage id="error.UNLOCK_LINK_INVALID" />
        </OutcomeCard>
      );
    case 'failed':
      return (
        <OutcomeCard
          titleId="public.loginUnlock.failed.title"
          testId="login-unlock-failed"
          tone="error"
          actions={[
            ...(state.retryable ? [{ onClick: onRetry, labelId: 'public.loginUnlock.retry' }] : []),
            backToLogin(loginTo, state.retryable ? 'secondary' : 'primary'),
          ]}
        >
          {formatDescriptor(intl, state.message)}
        </OutcomeCard>
      );
  }
}
