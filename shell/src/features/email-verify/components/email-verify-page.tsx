import { sessionAtom } from '@rr/session';
import { CODE_LENGTH, codeSchema } from '@rr/contracts';
import { Alert, Button, Card, Field, Input, PageHeader, SignUpSteps, apiErrorText, describeApiError } from '@rr/ui';
import { useContractForm } from '@rr/ui/form';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from '@rr/router';
import { useCountdown } from '../../../lib/use-countdown';
import { useStartOnce } from '../../../lib/use-start-once';
import { preferredLocale } from '../../locale';
import { getSession, sessionOutcome, alertAndLogout } from '../../session';
import { sendEmailCode } from '../api/send-email-code';
import { verifyEmail } from '../api/verify-email';
import { RESEND_INTERVAL_SECONDS, codeFromSearch, destinationAfterVerify, normalizeCode, resendWaitSeconds } from '../lib/email-verify-flow';

/** A message over the form; `untilResend` ones (CODE_TOO_SOON) go when the resend countdown ends. */
type Notice = { tone: 'success' | 'error'; text: string; untilResend?: boolean } | null;

/**
 * /auth/email-verify (spec §4 Email, W1): the 6-digit code mailed to the user, "Send a new code", and the
 * mailed link (`?code=`) submitted automatically once. Verified, the user goes on to create a PIN (riders
 * without one) or to their start page. A rider sees where they are in their sign-up (the create-PIN page's steps).
 */
export function EmailVerifyPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  const session = useAtomValue(sessionAtom);
  const setSession = useSetAtom(sessionAtom);
  const email = session?.authenticated ? session.user.email : '';
  // A rider verifying the e-mail is in the middle of signing up: the same steps as the create-PIN page.
  const rider = session?.authenticated && session.type === 'rider' ? session.user : null;
  const linkCode = codeFromSearch(search);

  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const { secondsLeft, start: startCountdown } = useCountdown();

  async function goOn(): Promise<void> {
    const outcome = sessionOutcome(await getSession().catch(() => null));
    if (outcome.kind === 'logout') {
      alertAndLogout(intl, outcome.messageId);
      return;
    }
    const next = destinationAfterVerify(outcome.session, preferredLocale());
    if (next.kind === 'full-page') {
      window.location.assign(next.href);
      return;
    }
    setSession(outcome.session);
    navigate(next.to, { replace: true });
  }

  // Every failure of the check is said at the code (a wrong or expired code, throttling, the service down).
  const form = useContractForm({
    schema: codeSchema,
    defaultValues: { code: linkCode ?? '' },
    ready: () => {
      setNotice(null);
      return undefined;
    },
    send: (body) => verifyEmail(body.code),
    onSuccess: goOn,
    leaveBusy: true,
    onError: (error) => ({ fields: { code: describeApiError(error) }, problem: null, focus: true }),
  });

  // The mailed link: check its code once, as if typed; a failure shows at the code like a typed one.
  const [checkingLink, setCheckingLink] = useState(linkCode !== null);
  useStartOnce(
    linkCode ? () => verifyEmail(linkCode).then(goOn).then(() => null, (caught: unknown) => caught ?? new Error('')) : null,
    (failure) => {
      if (failure === null) return;
      setCheckingLink(false);
      form.fail(failure);
    },
  );

  async function resend() {
    if (sending || secondsLeft > 0) return;
    setSending(true);
    setNotice(null);
    try {
      await sendEmailCode();
      setNotice({ tone: 'success', text: intl.formatMessage({ id: 'shell.emailVerify.sent' }, { email }) });
      form.reset({ code: '' });
      startCountdown(RESEND_INTERVAL_SECONDS);
    } catch (caught) {
      const wait = resendWaitSeconds(caught);
      if (wait !== null) startCountdown(wait);
      setNotice({ tone: 'error', text: apiErrorText(intl, caught), untilResend: wait !== null });
    } finally {
      setSending(false);
    }
  }

  const busy = form.submitting || checkingLink;
  return (
    <div className="rr-narrow">
      <PageHeader title={<FormattedMessage id="shell.emailVerify.title" />} />
      <Card>
        <div className="rr-stack">
          {rider ? <SignUpSteps current="email" pinDone={rider.hasPin === true} /> : null}
          <p className="rr-verify__lead">
            <FormattedMessage id="shell.emailVerify.text" values={{ email: <strong key="email">{email}</strong> }} />
          </p>
          {checkingLink && (
            <Alert tone="info">
              <FormattedMessage id="shell.emailVerify.checkingLink" />
            </Alert>
          )}
          {notice && !(notice.untilResend && secondsLeft === 0) && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <form className="rr-stack" {...form.formProps}>
            <Field label={<FormattedMessage id="shell.emailVerify.code" />} hint={<FormattedMessage id="shell.emailVerify.codeHint" values={{ length: CODE_LENGTH }} />} error={form.error('code')}>
              <Input
                className="rr-code-input"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={CODE_LENGTH}
                required
                autoFocus={!linkCode}
                {...form.field('code', { normalise: normalizeCode })}
              />
            </Field>
            <Button type="submit" size="lg" block loading={busy}>
              <FormattedMessage id={busy ? 'shell.emailVerify.verifying' : 'shell.emailVerify.submit'} />
            </Button>
          </form>
          <div className="rr-verify__resend">
            <span className="rr-muted">
              <FormattedMessage id="shell.emailVerify.noCode" />
            </span>
            <Button variant="secondary" onClick={resend} loading={sending} disabled={secondsLeft > 0 || busy}>
              {secondsLeft > 0 ? (
                <FormattedMessage id="shell.emailVerify.resendIn" values={{ seconds: secondsLeft }} />
              ) : (
                <FormattedMessage id="shell.emailVerify.resend" />
              )}
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}
