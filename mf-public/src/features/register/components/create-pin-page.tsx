import { FormattedMessage } from 'react-intl';
import { Navigate } from '@rr/router';
import { useAtomValue } from 'jotai';
import { profilePath, sessionAtom } from '@rr/session';
import { PIN_LENGTH, pinSchema } from '@rr/contracts';
import { paths } from '@rr/contracts/routes';
import { Button, Field, Input, SignUpSteps } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { AuthCard } from '../../../components/auth-card';
import { OutcomeCard } from '../../../components/outcome-card';
import { reloadInto } from '../../../lib/navigate';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { CREATE_PIN_PATH, loginWithRedirect } from '../../auth';
import { setPin } from '../api/set-pin';
import { AFTER_PIN_PATH, normalisePinInput, pinStep } from '../lib/pin-step';

/** /register/pin: the rider's 4-digit PIN, needed to spend dealer credit (spec §4 "Rider readiness"). */
export function CreatePinPage() {
  const session = useAtomValue(sessionAtom);
  const localized = useLocalizedPath();
  const step = pinStep(session);

  if (step.kind === 'login') return <Navigate to={loginWithRedirect(localized('/login'), localized(CREATE_PIN_PATH))} replace />;
  if (step.kind === 'verify-email') return <Navigate to={paths.auth.emailVerify()} replace />;
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
  const form = useContractForm({
    schema: pinSchema,
    defaultValues: { pin: '', confirmPin: '' },
    send: (body) => setPin(riderId, { pin: body.pin, confirmPin: body.confirmPin }),
    onSuccess: () => reloadInto(AFTER_PIN_PATH),
    leaveBusy: true,
  });

  const pinInput = (field: 'pin' | 'confirmPin', autoFocus = false) => (
    <Input
      type="password"
      inputMode="numeric"
      autoComplete="off"
      pattern="[0-9]*"
      maxLength={PIN_LENGTH}
      autoFocus={autoFocus}
      className="pub-code-input pub-code-input--pin"
      {...form.field(field, { normalise: normalisePinInput, ...(field === 'pin' ? { deps: ['confirmPin' as const] } : {}) })}
    />
  );

  return (
    <AuthCard
      title={<FormattedMessage id="public.pin.title" />}
      lead={<FormattedMessage id="public.pin.lead" />}
      testId="create-pin-page"
    >
      <form className="rr-stack" {...form.formProps}>
        <SignUpSteps current="pin" />
        <Field label={<FormattedMessage id="public.pin.pin" />} hint={<FormattedMessage id="public.pin.hint" />} error={form.error('pin')} required>
          {pinInput('pin', true)}
        </Field>
        <Field label={<FormattedMessage id="public.pin.confirm" />} error={form.error('confirmPin')} required>
          {pinInput('confirmPin')}
        </Field>
        <FormProblem form={form} />
        <Button type="submit" block size="lg" loading={form.submitting}>
          <FormattedMessage id={form.submitting ? 'public.pin.submitting' : 'public.pin.submit'} />
        </Button>
      </form>
    </AuthCard>
  );
}
