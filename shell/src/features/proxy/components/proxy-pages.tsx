import { HOME_PATHS, sessionAtom, type Session } from '@rr/session';
import { Alert, Button, ButtonLink, Card, PageHeader, Spinner } from '@rr/ui';
import type { MessageDescriptor } from '@rr/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from '@rr/router';
import { useStartOnce } from '../../../lib/use-start-once';
import { alertAndLogout } from '../../session';
import { removeProxy } from '../api/remove-proxy';
import { startProxy } from '../api/start-proxy';
import { PROXY_RETURN_PATH, proxyRemoveFailure, proxyRemoved, proxyStartFailure, proxyStarted, type ProxyStep, type ProxyTarget } from '../lib/proxy-result';

/** Applies a step: the new session and its page, an alert and logout, or the message to show (returned). */
function useApplyStep(): (step: ProxyStep) => MessageDescriptor | null {
  const intl = useIntl();
  const navigate = useNavigate();
  const setSession = useSetAtom(sessionAtom);
  return (step) => {
    if (step.kind === 'failed') return step.message;
    if (step.kind === 'logout') alertAndLogout(intl, step.messageId);
    else {
      setSession(step.session);
      navigate(step.to, { replace: true });
    }
    return null;
  };
}

function Working({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <Card>
      <div className="rr-proxy-page__working">
        <Spinner label={intl.formatMessage({ id })} />
        <p className="rr-muted">
          <FormattedMessage id={id} />
        </p>
      </div>
    </Card>
  );
}

function Failure({ message, children }: { message: MessageDescriptor; children: React.ReactNode }) {
  return (
    <div className="rr-stack">
      <Alert tone="error">
        <FormattedMessage id={message.id} defaultMessage={message.defaultMessage} values={message.values} />
      </Alert>
      <div className="rr-cluster">{children}</div>
    </div>
  );
}

/**
 * /proxy-rider/{riderId}, /proxy-dealer/{dealerId}, /proxy-promoter/{promoterId} (spec §4, W2): starts the
 * impersonation through the BFF, then shows the user's area with the proxy banner.
 */
export function ProxyStartPage({ target }: { target: ProxyTarget }) {
  const params = useParams();
  const id = params[`${target}Id`] ?? '';
  const apply = useApplyStep();
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);

  useStartOnce(
    () => startProxy(target, id).then((answer) => proxyStarted(answer, target), (caught: unknown): ProxyStep => ({ kind: 'failed', message: proxyStartFailure(caught, target) })),
    (step) => setFailure(apply(step)),
  );

  return (
    <div className="rr-narrow">
      <PageHeader title={<FormattedMessage id={`shell.proxy.start.${target}`} />} />
      {failure ? (
        <Failure message={failure}>
          <ButtonLink to={PROXY_RETURN_PATH} variant="secondary">
            <FormattedMessage id="shell.proxy.backToRiders" />
          </ButtonLink>
        </Failure>
      ) : (
        <Working id={`shell.proxy.starting.${target}`} />
      )}
    </div>
  );
}

/**
 * /proxy-remove (the banner's 'Remove Proxy'): back to the administrator's own session and the Rider Manager. With
 * nothing to remove (Back, a second click) the BFF answers with the caller's own session and the page goes to their
 * own area; signed out goes to login. Only a failure that may pass (a server error, no answer) offers Try again.
 */
export function ProxyRemovePage() {
  const session = useAtomValue(sessionAtom);
  const apply = useApplyStep();
  const [failure, setFailure] = useState<Extract<ProxyStep, { kind: 'failed' }> | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The session the removal starts from: tells a real removal from one with nothing to remove.
  const [before] = useState(session);

  return (
    <div className="rr-narrow">
      <PageHeader title={<FormattedMessage id="shell.proxy.removeTitle" />} />
      <ProxyRemoval
        key={attempt}
        before={before}
        onResult={(step) => {
          apply(step);
          setFailure(step.kind === 'failed' ? step : null);
        }}
        failure={failure}
        way={
          <>
            {failure?.retryable ? (
              <Button
                onClick={() => {
                  setFailure(null);
                  setAttempt((n) => n + 1);
                }}
              >
                <FormattedMessage id="shell.proxy.retry" />
              </Button>
            ) : null}
            <ButtonLink to={session?.authenticated ? HOME_PATHS[session.type] : '/'} variant={failure?.retryable ? 'secondary' : 'primary'}>
              <FormattedMessage id="shell.proxy.back" />
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}

/** One removal attempt (remounted by "Try again"). */
function ProxyRemoval({ before, onResult, failure, way }: {
  before: Session | null;
  onResult: (step: ProxyStep) => void;
  failure: Extract<ProxyStep, { kind: 'failed' }> | null;
  way: React.ReactNode;
}) {
  useStartOnce(() => removeProxy().then((answer) => proxyRemoved(answer, before), proxyRemoveFailure), onResult);
  return failure ? <Failure message={failure.message}>{way}</Failure> : <Working id="shell.proxy.removing" />;
}
