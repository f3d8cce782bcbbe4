import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAtomValue } from 'jotai';
import { toApiError } from '@rr/api-client';
import { sessionAtom } from '@rr/session';
import { newPasswordSchema, type MessageDescriptor } from '@rr/validation';
import { Alert, Button, ButtonLink } from '@rr/ui';
import { AuthCard } from '../../../components/auth-card';
import { PasswordFields } from '../../../components/password-fields';
import { errorMessage, firstErrorField, serverFieldErrors } from '../../../lib/form';
import { reloadInto } from '../../../lib/navigate';
import { useFocusField } from '../../../lib/use-focus-field';
import { useForm } from '../../../lib/use-form';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useMessage } from '../../../lib/use-message';
import { setLostPassword } from '../api/set-lost-password';
import { recoveredDestination } from '../lib/recovery-flow';

const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

/**
 * /password-lost-reset: the new password, in the session a recovery code opened (15 minutes). Without such a
 * session the server answers RECOVERY_REQUIRED and the page offers to start recovery again.
 */
export function PasswordLostResetPage() {
  const session = useAtomValue(sessionAtom);
  const [expired, setExpired] = useState(false);
  // No session at all cannot be a recovery session: say so at once instead of after a submit.
  if (expired || !session?.authenticated) return <RecoveryRequired />;
  return <LostPasswordForm sessionType={session.type} onExpired={() => setExpired(true)} />;
}

function RecoveryRequired() {
  const localized = useLocalizedPath();
  return (
    <AuthCard title={<FormattedMessage id="public.passwordLostReset.expired.title" />} testId="recovery-required">
      <Alert tone="warning">
        <FormattedMessage id="error.RECOVERY_REQUIRED" />
      </Alert>
      <div className="rr-cluster pub-actions">
        <ButtonLink to={localized('/account-recovery')}>
          <FormattedMessage id="public.passwordLostReset.restart" />
        </ButtonLink>
        <ButtonLink variant="secondary" to={localized('/login')}>
          <FormattedMessage id="public.auth.backToLogin" />
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

function LostPasswordForm({ sessionType, onExpired }: { sessionType: string; onExpired: () => void }) {
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
      const answer = await setLostPassword(form.values);
      reloadInto(recoveredDestination(answer, sessionType) ?? localized('/login'));
    } catch (caught) {
      const apiError = toApiError(caught);
      setSubmitting(false);
      if (apiError.code === 'RECOVERY_REQUIRED') {
        onExpired();
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
      title={<FormattedMessage id="public.passwordLostReset.title" />}
      lead={<FormattedMessage id="public.passwordLostReset.text" />}
      testId="password-lost-reset-page"
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
          <FormattedMessage id="public.passwordLostReset.submit" />
        </Button>
      </form>
    </AuthCard>
  );
}
