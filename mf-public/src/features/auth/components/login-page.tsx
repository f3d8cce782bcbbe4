import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { toApiError } from '@rr/api-client';
import type { MessageDescriptor } from '@rr/validation';
import { Alert, Button, Card, Field, Input, TextLink, buttonClass } from '@rr/ui';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useMessage } from '../../../lib/use-message';
import { useSiteConfig } from '../../config/api/get-site-config';
import { login } from '../api/login';
import { isUserType, loginDestination, loginErrorMessage, ssoLoginUrl } from '../lib/login-outcome';

/** /login: email + password; a successful login reloads into /auth/<type> (or the ?redirect= target). */
export function LoginPage() {
  const intl = useIntl();
  const text = useMessage();
  const localized = useLocalizedPath();
  const config = useSiteConfig();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const redirect = searchParams.get('redirect');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!email.trim() || !password) {
      setError({ id: 'public.login.error.missing', defaultMessage: 'Enter your email and password.' });
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const response = await login({ email: email.trim(), password });
      if (!isUserType(response?.type)) throw new Error(intl.formatMessage({ id: 'public.login.error.session' }));
      window.location.assign(loginDestination(response.type, redirect));
    } catch (caught) {
      setError(loginErrorMessage(toApiError(caught)));
      setSubmitting(false);
    }
  }

  return (
    <div className="rr-container pub-page pub-page--narrow">
      <Card className="pub-auth-card">
        <h1 className="rr-page-header__title"><FormattedMessage id="public.login.title" /></h1>
        <p className="rr-muted"><FormattedMessage id="public.login.lead" /></p>
        <form className="rr-stack" onSubmit={submit} noValidate>
          {error ? <Alert tone="error">{text(error)}</Alert> : null}
          <Field label={<FormattedMessage id="public.login.email" />}>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          <Field label={<FormattedMessage id="public.login.password" />}>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <p className="pub-forgot">
            <TextLink to={localized('/forgot-password')}><FormattedMessage id="public.login.forgot" /></TextLink>
          </p>
          <Button type="submit" block size="lg" loading={submitting}>
            <FormattedMessage id={submitting ? 'public.login.submitting' : 'public.login.submit'} />
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
