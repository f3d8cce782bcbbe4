import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { profilePath, sessionAtom } from '@rr/session';
import { PIN_LENGTH, pinSchema } from '@rr/validation';
import { Alert, Button, Field, Input } from '@rr/ui';
import { AuthCard } from '../../../components/auth-card';
import { OutcomeCard } from '../../../components/outcome-card';
import { reloadInto } from '../../../lib/navigate';
import { useForm } from '../../../lib/use-form';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useMessage } from '../../../lib/use-message';
import { CREATE_PIN_PATH, loginWithRedirect } from '../../auth/lib/login-outcome';
import { setPin } from '../api/set-pin';
import { AFTER_PIN_PATH, normalisePinInput, pinStep } from '../lib/pin-step';

const PIN_FIELDS = ['pin', 'confirmPin'] as const;

/** /register/pin: the rider's 4-digit PIN, needed to spend dealer credit (spec §4 "Rider readiness"). */
export function CreatePinPage() {
  const session = useAtomValue(sessionAtom);
  const localized = useLocalizedPath();
  const step = pinStep(session);

  if (step.kind === 'login') return <Navigate to={loginWithRedirect(localized('/login'), localized(CREATE_PIN_PATH))} replace />;
  if (step.kind === 'verify-email') return <Navigate to="/auth/email-verify" replace />;
  if (step.kind === 'has-pin') {
    return (
      <OutcomeCard
        titleId="public.pin.exists.title"
        testId="pin-exists"
        actions={[
          { to: AFTER_PIN_PATH, labelId: 'public.pin.dashboard', reloadDocument: true },
          { to: profilePath('rider'), labelId: 'public.pin.profile', variant: 'secondary', reloadDocument: true },
        ]}
      >
        <FormattedMessage id="public.pin.exists" />
      </OutcomeCard>
    );
  }
  return <PinForm riderId={step.riderId} />;
}

function PinForm({ riderId }: { riderId: string }) {
  const intl = useIntl();
  const text = useMessage();
  const form = useForm(pinSchema, { pin: '', confirmPin: '' });
  const { formRef, submit, submitting, problem } = useFormSubmit(form, PIN_FIELDS, (values) => setPin(riderId, values), {
    onSuccess: () => reloadInto(AFTER_PIN_PATH),
  });

  const pinInput = (field: (typeof PIN_FIELDS)[number], autoFocus = false) => (
    <Input
      type="password"
      name={field}
      inputMode="numeric"
      autoComplete="off"
      pattern="[0-9]*"
      maxLength={PIN_LENGTH}
      autoFocus={autoFocus}
      className="pub-code-input pub-code-input--pin"
      value={form.values[field]}
      invalid={Boolean(form.errors[field])}
      onChange={(event) => form.setValue(field, normalisePinInput(event.target.value))}
    />
  );

  return (
    <AuthCard
      title={<FormattedMessage id="public.pin.title" />}
      lead={<FormattedMessage id="public.pin.lead" />}
      testId="create-pin-page"
    >
      <form ref={formRef} className="rr-stack" onSubmit={submit} noValidate>
        <ol className="pub-steps-indicator" aria-label={intl.formatMessage({ id: 'public.pin.steps' })}>
          <li className="is-done"><FormattedMessage id="public.pin.step.account" /></li>
          <li className="is-done"><FormattedMessage id="public.pin.step.email" /></li>
          <li aria-current="step"><FormattedMessage id="public.pin.step.pin" /></li>
        </ol>
        <Field label={<FormattedMessage id="public.pin.pin" />} hint={<FormattedMessage id="public.pin.hint" />} error={text(form.errors.pin)} required>
          {pinInput('pin', true)}
        </Field>
        <Field label={<FormattedMessage id="public.pin.confirm" />} error={text(form.errors.confirmPin)} required>
          {pinInput('confirmPin')}
        </Field>
        {problem ? <Alert tone="error">{text(problem)}</Alert> : null}
        <Button type="submit" block size="lg" loading={submitting}>
          <FormattedMessage id={submitting ? 'public.pin.submitting' : 'public.pin.submit'} />
        </Button>
      </form>
    </AuthCard>
  );
}
