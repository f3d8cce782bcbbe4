import { useReducer, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CODE_LENGTH, recoveryCodeSchema } from '@rr/contracts';
import { Button, Field, Input, PageLoading, TextLink } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { AuthCard, BackToLoginLink } from '../../../components/auth-card';
import { reloadInto } from '../../../lib/navigate';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useSiteConfig } from '../../config';
import { requestRecoveryCode } from '../api/request-recovery-code';
import { verifyRecoveryCode } from '../api/verify-recovery-code';
import { AFTER_RECOVERY_CODE_PATH, normaliseCodeInput, recoveryReducer } from '../lib/recovery-flow';
import { EmailRequestForm } from './email-request-form';
import { withFeatureIntl } from '../i18n';

/**
 * /account-recovery (spec §2 "emailed one-time code"): step 1 asks for a code by e-mail; step 2 takes the 6-digit
 * code, which signs the user in for recovery only, then the new password is set on /password-lost-reset.
 */
function AccountRecoveryPageContent() {
  const config = useSiteConfig();
  const localized = useLocalizedPath();
  const [state, dispatch] = useReducer(recoveryReducer, { step: 'email' });
  const [lastEmail, setLastEmail] = useState('');

  const back = <BackToLoginLink />;

  if (state.step === 'code') {
    return (
      <AuthCard
        title={<FormattedMessage id="public.accountRecovery.code.title" />}
        lead={<FormattedMessage id="public.accountRecovery.code.text" values={{ email: <strong>{state.email}</strong> }} />}
        testId="account-recovery-code"
      >
        <CodeForm email={state.email} onChangeEmail={() => dispatch({ type: 'changeEmail' })} />
        {back}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={<FormattedMessage id="public.accountRecovery.title" />}
      lead={<FormattedMessage id="public.accountRecovery.text" />}
      testId="account-recovery-page"
      footer={
        <>
          <FormattedMessage id="public.accountRecovery.linkInstead" />{' '}
          <TextLink to={localized('/forgot-password')}>
            <FormattedMessage id="public.accountRecovery.forgot" />
          </TextLink>
        </>
      }
    >
      {config ? (
        <EmailRequestForm
          siteKey={config.recaptchaSiteKey}
          initialEmail={lastEmail}
          submitLabel={<FormattedMessage id="public.accountRecovery.send" />}
          send={requestRecoveryCode}
          onSent={(email) => {
            setLastEmail(email);
            dispatch({ type: 'codeSent', email });
          }}
        />
      ) : (
        <PageLoading />
      )}
      {back}
    </AuthCard>
  );
}

function CodeForm({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const localized = useLocalizedPath();
  // The e-mail comes from step 1; only the code is typed here. A wrong code (CODE_INVALID) shows at the input.
  const form = useContractForm({
    schema: recoveryCodeSchema,
    defaultValues: { email, code: '' },
    send: verifyRecoveryCode,
    codeFields: { CODE_INVALID: 'code' },
    onSuccess: () => reloadInto(localized(AFTER_RECOVERY_CODE_PATH)),
    leaveBusy: true,
  });

  return (
    <form className="rr-stack" {...form.formProps}>
      <Field label={<FormattedMessage id="public.accountRecovery.code" />} hint={<FormattedMessage id="public.accountRecovery.code.hint" />} error={form.error('code')} required>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          autoFocus
          className="pub-code-input"
          {...form.field('code', { normalise: normaliseCodeInput })}
        />
      </Field>
      <FormProblem form={form} />
      <Button type="submit" block size="lg" loading={form.submitting}>
        <FormattedMessage id="public.accountRecovery.verify" />
      </Button>
      <p className="pub-auth-card__note rr-muted">
        <FormattedMessage id="public.accountRecovery.noCode" />{' '}
        <button type="button" className="pub-link-button" onClick={onChangeEmail}>
          <FormattedMessage id="public.accountRecovery.resend" />
        </button>
      </p>
    </form>
  );
}

export const AccountRecoveryPage = withFeatureIntl(AccountRecoveryPageContent);
