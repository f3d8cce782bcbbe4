import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@rr/router';
import { PUBLIC_PAGES } from '@rr/contracts/routes';
import { Alert, Button, ButtonLink, Spinner, formatDescriptor } from '@rr/ui';
import { AuthCard } from '../../../components/auth-card';
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
      return (
        <AuthCard title={<FormattedMessage id="public.loginUnlock.title" />} testId="login-unlock-working">
          <div className="pub-oauth-wait">
            <Spinner size="lg" label={intl.formatMessage({ id: 'public.loginUnlock.working' })} />
            <p className="rr-muted">
              <FormattedMessage id="public.loginUnlock.working" />
            </p>
          </div>
        </AuthCard>
      );
    case 'unlocked':
      return (
        <AuthCard title={<FormattedMessage id="public.loginUnlock.done.title" />} testId="login-unlock-done">
          <Alert tone="success">
            <FormattedMessage id="public.loginUnlock.done.text" values={{ email: <strong>{state.email}</strong> }} />
          </Alert>
          <div className="rr-cluster pub-actions">
            {/* The e-mail goes in the router state, never in the address (logs, history). */}
            <ButtonLink to={loginTo} state={{ email: state.email }} data-testid="login-unlock-login">
              <FormattedMessage id="public.login.title" />
            </ButtonLink>
          </div>
        </AuthCard>
      );
    case 'invalid':
      return (
        <AuthCard title={<FormattedMessage id="public.loginUnlock.invalid.title" />} testId="login-unlock-invalid">
          <Alert tone="error">
            <FormattedMessage id="error.UNLOCK_LINK_INVALID" />
          </Alert>
          <div className="rr-cluster pub-actions">
            <ButtonLink to={loginTo}>
              <FormattedMessage id="public.auth.backToLogin" />
            </ButtonLink>
          </div>
        </AuthCard>
      );
    case 'failed':
      return (
        <AuthCard title={<FormattedMessage id="public.loginUnlock.failed.title" />} testId="login-unlock-failed">
          <Alert tone="error">{formatDescriptor(intl, state.message)}</Alert>
          <div className="rr-cluster pub-actions">
            {state.retryable ? (
              <Button onClick={onRetry}>
                <FormattedMessage id="public.loginUnlock.retry" />
              </Button>
            ) : null}
            <ButtonLink to={loginTo} variant={state.retryable ? 'secondary' : 'primary'}>
              <FormattedMessage id="public.auth.backToLogin" />
            </ButtonLink>
          </div>
        </AuthCard>
      );
  }
}
