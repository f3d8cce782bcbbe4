import { HOME_PATHS, sessionAtom } from '@rr/session';
import { Alert, Button, ButtonLink, Card, PageHeader, Spinner } from '@rr/ui';
import type { MessageDescriptor } from '@rr/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useStartOnce } from '../../../lib/use-start-once';
import { alertAndLogout } from '../../session';
import { removeProxy } from '../api/remove-proxy';
import { startProxy } from '../api/start-proxy';
import { PROXY_REMOVE_FAILED, PROXY_RETURN_PATH, proxyRemoved, proxyStartFailure, proxyStarted, type ProxyStep, type ProxyTarget } from '../lib/proxy-result';

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

/** /proxy-remove (the banner's 'Remove Proxy'): back to the administrator's own session and the Rider Manager. */
export function ProxyRemovePage() {
  const session = useAtomValue(sessionAtom);
  const apply = useApplyStep();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  return (
    <div className="rr-narrow">
      <PageHeader title={<FormattedMessage id="shell.proxy.removeTitle" />} />
      <ProxyRemoval
        key={attempt}
        onResult={(step) => setFailed(apply(step) !== null)}
        failed={failed}
        way={
          <>
            <Button
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              <FormattedMessage id="shell.proxy.retry" />
            </Button>
            <ButtonLink to={session?.authenticated ? HOME_PATHS[session.type] : '/'} variant="secondary">
              <FormattedMessage id="shell.proxy.back" />
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}

/** One removal attempt (remounted by "Try again"). */
function ProxyRemoval({ onResult, failed, way }: { onResult: (step: ProxyStep) => void; failed: boolean; way: React.ReactNode }) {
  useStartOnce(
    () => removeProxy().then(proxyRemoved, (): ProxyStep => ({ kind: 'failed', message: PROXY_REMOVE_FAILED })),
    onResult,
  );
  return failed ? <Failure message={PROXY_REMOVE_FAILED}>{way}</Failure> : <Working id="shell.proxy.removing" />;
}
