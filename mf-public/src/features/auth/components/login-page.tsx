import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useSearchParams } from '@rr/router';
import { loginSchema, type MessageDescriptor } from '@rr/contracts';
import { PUBLIC_PAGES } from '@rr/contracts/routes';
import { Alert, Button, Card, Field, Input, TextLink, buttonClass } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { BotCheck, useBotCheck } from '../../bot-check';
import { useSiteConfig } from '../../config';
import { login } from '../api/login';
import { loginBody, loginHold, prefilledEmail } from '../lib/login-guard';
import { isUserType, loginDestination, loginErrorMessage, ssoLoginUrl } from '../lib/login-outcome';
import { useCountdown } from '../use-countdown';

/** Said instead of a message per field: a login tells no more than "both are needed". */
const MISSING: MessageDescriptor = { id: 'public.login.error.missing', defaultMessage: 'Enter your email and password.' };
/** The answer of a login that did not name a user type. */
const NO_SESSION = 'public.login.error.session';
const NO_SESSION_MESSAGE: MessageDescriptor = {
  id: NO_SESSION,
  defaultMessage: 'We found an issue with your authentication, please login again. If this persists contact support',
};

const toBody = (values: { email: string; password: string }) => loginBody(values);

/** What the submit carries besides the body: the bot check's token, once the server asked for one. */
interface Extra {
  captchaToken?: string;
}

/**
 * /login: email + password; a successful login reloads into /auth/<type> (or the ?redirect= target). After several
 * failed sign-ins the server asks for the bot check (CAPTCHA_REQUIRED: the widget appears and its token goes with the
 * next submit) or holds sign-ins for some seconds (LOGIN_DELAYED: the submit waits with a visible countdown).
 */
export function LoginPage() {
  const localized = useLocalizedPath();
  const config = useSiteConfig();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const botCheck = useBotCheck(config?.recaptchaSiteKey ?? null);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [delay, setDelay] = useState(0);
  const countdown = useCountdown();
  const waiting = countdown.left > 0;
  const form = useContractForm({
    schema: loginSchema,
    // The unlock page hands the unlocked e-mail over in the router state (never in the address).
    defaultValues: { email: prefilledEmail(location.state), password: '' },
    toBody,
    summary: MISSING,
    ready: (): Extra | null => {
      if (!captchaAsked) return {};
      const verdict = botCheck.verdict();
      if (!verdict.ok) return null;
      return verdict.captchaToken === undefined ? {} : { captchaToken: verdict.captchaToken };
    },
    send: (body, extra: Extra) => login(loginBody(body, extra.captchaToken)),
    onSuccess: (response) => {
      if (!isUserType(response?.type)) throw new Error(NO_SESSION);
      window.location.assign(loginDestination(response.type, redirect));
    },
    leaveBusy: true,
    // One message for the whole form (LOGIN_FAILED, DEACTIVATED, TOO_MANY_ATTEMPTS with its minutes…).
    onError: (error, failure) => {
      const hold = loginHold(error, captchaAsked && botCheck.props.siteKey !== null);
      if (hold.kind === 'captcha') {
        // A token is single use: clear the widget after every refused submit that carried one.
        if (captchaAsked) botCheck.reset(hold.rejected);
        setCaptchaAsked(true);
      } else if (captchaAsked) {
        botCheck.reset();
      }
      if (hold.kind === 'delay') {
        setDelay(hold.seconds);
        countdown.start(hold.seconds);
        // The delay's own notice says it (and goes when the wait is over).
        return { fields: {}, problem: null, focus: false };
      }
      return {
        fields: {},
        problem: error.message === NO_SESSION ? NO_SESSION_MESSAGE : loginErrorMessage(error),
        focus: failure.focus,
      };
    },
  });
  const invalid = form.problem ? true : undefined;

  return (
    <div className="rr-container pub-page pub-page--narrow">
      <Card className="pub-auth-card">
        <h1 className="rr-page-header__title"><FormattedMessage id="public.login.title" /></h1>
        <p className="rr-muted"><FormattedMessage id="public.login.lead" /></p>
        <form className="rr-stack" {...form.formProps}>
          <FormProblem form={form} />
          {waiting ? <DelayNotice seconds={delay} /> : null}
          <Field label={<FormattedMessage id="public.login.email" />}>
            <Input type="email" autoComplete="email" required aria-invalid={invalid} {...form.field('email')} invalid={false} />
          </Field>
          <Field label={<FormattedMessage id="public.login.password" />}>
            <Input type="password" autoComplete="current-password" required aria-invalid={invalid} {...form.field('password')} invalid={false} />
          </Field>
          <p className="pub-forgot">
            <TextLink to={localized(PUBLIC_PAGES.forgotPassword)}><FormattedMessage id="public.login.forgot" /></TextLink>
          </p>
          {captchaAsked ? <BotCheck {...botCheck.props} /> : null}
          <LoginSubmit submitting={form.submitting} waitSeconds={countdown.left} />
        </form>
        {config?.oidcEnabled ? (
          <>
            <p className="pub-divider"><span><FormattedMessage id="public.login.or" /></span></p>
            {/* A plain link: the BFF answers with a redirect to the organisation's sign-in page. */}
            <a className={buttonClass({ variant: 'secondary', size: 'lg', block: true })} href={ssoLoginUrl(redirect)} data-testid="login-sso">
              <FormattedMessage id="public.login.sso" />
            </a>
          </>
        ) : null}
        <p className="pub-login-recovery">
          <FormattedMessage id="public.login.recoveryPrompt" />{' '}
          <TextLink to={localized(PUBLIC_PAGES.accountRecovery)}><FormattedMessage id="public.login.recovery" /></TextLink>
        </p>
        <p className="pub-auth-card__footer">
          <FormattedMessage id="public.login.noAccount" />{' '}
          <TextLink to={localized(PUBLIC_PAGES.register)}><FormattedMessage id="public.login.register" /></TextLink>
        </p>
      </Card>
    </div>
  );
}

/** The form's alert while sign-ins are held: the server's wait, said once (the button counts down). */
export function DelayNotice({ seconds }: { seconds: number }) {
  return (
    <Alert tone="error">
      <FormattedMessage id="error.LOGIN_DELAYED" values={{ seconds }} />
    </Alert>
  );
}

/** The submit: busy while the call runs, disabled with a visible countdown while sign-ins are held. */
export function LoginSubmit({ submitting, waitSeconds }: { submitting: boolean; waitSeconds: number }) {
  const label = submitting ? 'public.login.submitting' : waitSeconds > 0 ? 'public.login.wait' : 'public.login.submit';
  return (
    <Button type="submit" block size="lg" loading={submitting} disabled={waitSeconds > 0} data-testid="login-submit">
      <FormattedMessage id={label} values={{ seconds: waitSeconds }} />
    </Button>
  );
}
