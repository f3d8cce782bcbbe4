import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { toApiError } from '@rr/api-client';
import { newPasswordSchema, type MessageDescriptor } from '@rr/validation';
import { Alert, Button, ButtonLink, TextLink } from '@rr/ui';
import { AuthCard } from '../../../components/auth-card';
import { PasswordFields } from '../../../components/password-fields';
import { errorMessage, firstErrorField, serverFieldErrors } from '../../../lib/form';
import { useFocusField } from '../../../lib/use-focus-field';
import { useForm } from '../../../lib/use-form';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useMessage } from '../../../lib/use-message';
import { resetPassword } from '../api/reset-password';
import { resetToken } from '../lib/recovery-flow';

const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

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
  const text = useMessage();
  const localized = useLocalizedPath();
  const form = useForm(newPasswordSchema, { password: '', confirmPassword: '' });
  const { formRef, focusField } = useFocusField();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const clientProblems = form.check();
    if (Object.keys(clientProblems).length > 0) {
      focusField(firstErrorField(PASSWORD_FIELDS, clientProblems));
      return;
    }
    setSubmitting(true);
    setProblem(null);
    try {
      await resetPassword({ token, ...form.values });
      onDone();
    } catch (caught) {
      const apiError = toApiError(caught);
      setSubmitting(false);
      if (apiError.code === 'RESET_TOKEN_INVALID') {
        onInvalid();
        return;
      }
      const { fields } = serverFieldErrors(apiError, PASSWORD_FIELDS);
      form.setServerErrors(fields);
      setProblem(errorMessage(apiError));
      focusField(firstErrorField(PASSWORD_FIELDS, fields));
    }
  }

  return (
    <AuthCard
      title={<FormattedMessage id="public.forgotPasswordReset.title" />}
      lead={<FormattedMessage id="public.forgotPasswordReset.text" />}
      testId="forgot-password-reset-page"
    >
      <form ref={formRef} className="rr-stack" onSubmit={submit} noValidate>
        <PasswordFields
          password={form.values.password}
          confirmPassword={form.values.confirmPassword}
          onChange={form.setValue}
          errors={{ password: text(form.errors.password), confirmPassword: text(form.errors.confirmPassword) }}
          autoFocus
        />
        {problem ? <Alert tone="error">{text(problem)}</Alert> : null}
        <Button type="submit" block size="lg" loading={submitting}>
          <FormattedMessage id="public.password.save" />
        </Button>
      </form>
      <p className="pub-auth-card__back">
        <TextLink to={localized('/login')}>
          <FormattedMessage id="public.auth.backToLogin" />
        </TextLink>
      </p>
    </AuthCard>
  );
}
