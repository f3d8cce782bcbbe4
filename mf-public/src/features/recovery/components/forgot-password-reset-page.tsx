import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from '@rr/router';
import { AuthCard, BackToLoginLink } from '../../../components/auth-card';
import { OutcomeCard } from '../../../components/outcome-card';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { resetPassword } from '../api/reset-password';
import { resetToken } from '../lib/recovery-flow';
import { NewPasswordForm } from './new-password-form';
import { StartOverCard } from './start-over-card';
import { withFeatureIntl } from '../i18n';

/** /forgot-password-reset?token=…: the e-mailed link; a new password typed twice, then log in with it. */
function ForgotPasswordResetPageContent() {
  const [searchParams] = useSearchParams();
  const token = resetToken(searchParams);
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const localized = useLocalizedPath();

  if (state === 'done') {
    return (
      <OutcomeCard
        titleId="public.forgotPasswordReset.done.title"
        testId="reset-done"
        tone="success"
        actions={[{ to: localized('/login'), labelId: 'public.login.title' }]}
      >
        <FormattedMessage id="public.forgotPasswordReset.done.text" />
      </OutcomeCard>
    );
  }
  if (state === 'invalid' || !token) {
    return (
      <StartOverCard
        titleId="public.forgotPasswordReset.invalid.title"
        testId="reset-invalid"
        tone="error"
        errorCode="RESET_TOKEN_INVALID"
        restartTo="/forgot-password"
        restartId="public.forgotPasswordReset.newLink"
      />
    );
  }
  return <ResetForm token={token} onDone={() => setState('done')} onInvalid={() => setState('invalid')} />;
}

function ResetForm({ token, onDone, onInvalid }: { token: string; onDone: () => void; onInvalid: () => void }) {
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
      <BackToLoginLink />
    </AuthCard>
  );
}

export const ForgotPasswordResetPage = withFeatureIntl(ForgotPasswordResetPageContent);
