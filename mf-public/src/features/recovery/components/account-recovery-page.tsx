import { useReducer, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CODE_LENGTH, recoveryCodeSchema } from '@rr/validation';
import { Alert, Button, Field, Input, TextLink } from '@rr/ui';
import { AuthCard } from '../../../components/auth-card';
import { LoadingBlock } from '../../../components/status';
import { reloadInto } from '../../../lib/navigate';
import { useForm } from '../../../lib/use-form';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useMessage } from '../../../lib/use-message';
import { useSiteConfig } from '../../config/api/get-site-config';
import { requestRecoveryCode } from '../api/request-recovery-code';
import { verifyRecoveryCode } from '../api/verify-recovery-code';
import { AFTER_RECOVERY_CODE_PATH, codeFailure, normaliseCodeInput, recoveryReducer } from '../lib/recovery-flow';
import { EmailRequestForm } from './email-request-form';

/**
 * /account-recovery (spec §2 "emailed one-time code"): step 1 asks for a code by e-mail; step 2 takes the 6-digit
 * code, which signs the user in for recovery only, then the new password is set on /password-lost-reset.
 */
export function AccountRecoveryPage() {
  const config = useSiteConfig();
  const localized = useLocalizedPath();
  const [state, dispatch] = useReducer(recoveryReducer, { step: 'email' });
  const [lastEmail, setLastEmail] = useState('');

  const back = (
    <p className="pub-auth-card__back">
      <TextLink to={localized('/login')}>
        <FormattedMessage id="public.auth.backToLogin" />
      </TextLink>
    </p>
  );

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
        <LoadingBlock />
      )}
      {back}
    </AuthCard>
  );
}

function CodeForm({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const text = useMessage();
  const localized = useLocalizedPath();
  const form = useForm(recoveryCodeSchema, { email, code: '' });
  // The e-mail comes from step 1; only the code is checked here.
  const { formRef, submit, submitting, problem } = useFormSubmit(form, ['code'], verifyRecoveryCode, {
    onSuccess: () => reloadInto(localized(AFTER_RECOVERY_CODE_PATH)),
    onError: codeFailure,
  });

  return (
    <form ref={formRef} className="rr-stack" onSubmit={submit} noValidate>
      <Field label={<FormattedMessage id="public.accountRecovery.code" />} hint={<FormattedMessage id="public.accountRecovery.code.hint" />} error={text(form.errors.code)} required>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          autoFocus
          className="pub-code-input"
          value={form.values.code}
          invalid={Boolean(form.errors.code)}
          onChange={(event) => form.setValue('code', normaliseCodeInput(event.target.value))}
        />
      </Field>
      {problem ? <Alert tone="error">{text(problem)}</Alert> : null}
      <Button type="submit" block size="lg" loading={submitting}>
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
