import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Alert, ButtonLink, TextLink } from '@rr/ui';
import { AuthCard } from '../../../components/auth-card';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { resetPassword } from '../api/reset-password';
import { resetToken } from '../lib/recovery-flow';
import { NewPasswordForm } from './new-password-form';

/** /forgot-password-reset?token=…: the e-mailed link; a new password typed twice, then log in with it. */
export function ForgotPasswordResetPage() {
  const [searchParams] = useSearchParams();
  const token = resetToken(searchParams);
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const localized = useLocalizedPath();

  if (state === 'done') {
    return (
      <AuthCard title={<FormattedMessage id="public.forgotPasswordReset.done.title" />} testId="reset-done">
        <Alert tone="success">
          <FormattedMessage id="public.forgotPasswordReset.done.text" />
        </Alert>
        <div className="rr-cluster pub-actions">
          <ButtonLink to={localized('/login')}>
            <FormattedMessage id="public.login.title" />
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  if (state === 'invalid' || !token) {
    return (
      <AuthCard title={<FormattedMessage id="public.forgotPasswordReset.invalid.title" />} testId="reset-invalid">
        <Alert tone="error">
          <FormattedMessage id="error.RESET_TOKEN_INVALID" />
        </Alert>
        <div className="rr-cluster pub-actions">
          <ButtonLink to={localized('/forgot-password')}>
            <FormattedMessage id="public.forgotPasswordReset.newLink" />
          </ButtonLink>
          <ButtonLink variant="secondary" to={localized('/login')}>
            <FormattedMessage id="public.auth.backToLogin" />
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return <ResetForm token={token} onDone={() => setState('done')} onInvalid={() => setState('invalid')} />;
}

function ResetForm({ token, onDone, onInvalid }: { token: string; onDone: () => void; onInvalid: () => void }) {
  const localized = useLocalizedPath();
  return (
    <AuthCard
      title={<FormattedMessage id="public.forgotPasswordReset.title" />}
      lead={<FormattedMessage id="public.forgotPasswordReset.text" />}
      testId="forgot-password-reset-page"
    >
      <NewPasswordForm
        send={(values) => resetPassword({ token, ...values })}
        onSaved={onDone}
        endCode="RESET_TOKEN_INVALID"
        onEnd={onInvalid}
        submitLabel={<FormattedMessage id="public.password.save" />}
      />
      <p className="pub-auth-card__back">
        <TextLink to={localized('/login')}>
          <FormattedMessage id="public.auth.backToLogin" />
        </TextLink>
      </p>
    </AuthCard>
  );
}
