import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { loginSchema, type MessageDescriptor } from '@rr/contracts';
import { Button, Card, Field, Input, TextLink, buttonClass } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useSiteConfig } from '../../config';
import { login } from '../api/login';
import { isUserType, loginDestination, loginErrorMessage, ssoLoginUrl } from '../lib/login-outcome';

/** Said instead of a message per field: a login tells no more than "both are needed". */
const MISSING: MessageDescriptor = { id: 'public.login.error.missing', defaultMessage: 'Enter your email and password.' };
/** The answer of a login that did not name a user type. */
const NO_SESSION = 'public.login.error.session';
const NO_SESSION_MESSAGE: MessageDescriptor = {
  id: NO_SESSION,
  defaultMessage: 'We found an issue with your authentication, please login again. If this persists contact support',
};

const toBody = (values: { email: string; password: string }) => ({ email: values.email.trim(), password: values.password });

/** /login: email + password; a successful login reloads into /auth/<type> (or the ?redirect= target). */
export function LoginPage() {
  const localized = useLocalizedPath();
  const config = useSiteConfig();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const form = useContractForm({
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    toBody,
    summary: MISSING,
    send: login,
    onSuccess: (response) => {
      if (!isUserType(response?.type)) throw new Error(NO_SESSION);
      window.location.assign(loginDestination(response.type, redirect));
    },
    leaveBusy: true,
    // One message for the whole form (LOGIN_FAILED, DEACTIVATED, TOO_MANY_ATTEMPTS with its minutes…).
    onError: (error, failure) => ({
      fields: {},
      problem: error.message === NO_SESSION ? NO_SESSION_MESSAGE : loginErrorMessage(error),
      focus: failure.focus,
    }),
  });
  const invalid = form.problem ? true : undefined;

  return (
    <div className="rr-container pub-page pub-page--narrow">
      <Card className="pub-auth-card">
        <h1 className="rr-page-header__title"><FormattedMessage id="public.login.title" /></h1>
        <p className="rr-muted"><FormattedMessage id="public.login.lead" /></p>
        <form className="rr-stack" {...form.formProps}>
          <FormProblem form={form} />
          <Field label={<FormattedMessage id="public.login.email" />}>
            <Input type="email" autoComplete="email" required aria-invalid={invalid} {...form.field('email')} invalid={false} />
          </Field>
          <Field label={<FormattedMessage id="public.login.password" />}>
            <Input type="password" autoComplete="current-password" required aria-invalid={invalid} {...form.field('password')} invalid={false} />
          </Field>
          <p className="pub-forgot">
            <TextLink to={localized('/forgot-password')}><FormattedMessage id="public.login.forgot" /></TextLink>
          </p>
          <Button type="submit" block size="lg" loading={form.submitting}>
            <FormattedMessage id={form.submitting ? 'public.login.submitting' : 'public.login.submit'} />
          </Button>
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
          <TextLink to={localized('/account-recovery')}><FormattedMessage id="public.login.recovery" /></TextLink>
        </p>
        <p className="pub-auth-card__footer">
          <FormattedMessage id="public.login.noAccount" />{' '}
          <TextLink to={localized('/register')}><FormattedMessage id="public.login.register" /></TextLink>
        </p>
      </Card>
    </div>
  );
}
