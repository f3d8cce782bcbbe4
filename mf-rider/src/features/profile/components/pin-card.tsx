import { PIN_LENGTH, pinSchema, type PinInput } from '@rr/contracts';
import { Alert, Button, Card, Field, Input, toast } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { savePin } from '../api/profile-api';
import { normalisePinInput, pinMode } from '../lib/profile-form';
import { useProfileWrite } from './use-profile-write';

const EMPTY_PIN: PinInput = { pin: '', confirmPin: '', currentPin: '' };

/**
 * The 4-digit PIN dealers ask for (spec §2 PIN change, §4 rider readiness, §5): created, changed with the current PIN,
 * or — after 5 wrong tries at a dealer's till locked it — replaced without it, which unlocks it (PUT …/pin).
 */
export function PinCard({ riderId, hasPin, pinLocked }: { riderId: string; hasPin: boolean; pinLocked: boolean }) {
  const intl = useIntl();
  const mode = pinMode({ hasPin, pinLocked });
  const save = useProfileWrite(riderId, (body: PinInput) => savePin(riderId, mode === 'change' ? body : { pin: body.pin, confirmPin: body.confirmPin }));
  const form = useContractForm<PinInput, PinInput, unknown>({
    schema: pinSchema,
    defaultValues: EMPTY_PIN,
    codeFields: { CURRENT_PIN_WRONG: 'currentPin' },
    send: (body) => save.mutateAsync(body),
    onSuccess: () => {
      form.reset(EMPTY_PIN);
      toast.success(intl.formatMessage({ id: mode === 'locked' ? 'rider.profile.pin.unlocked' : mode === 'create' ? 'rider.profile.pin.created' : 'rider.profile.pin.changed' }));
    },
  });
  const pinInput = (name: 'pin' | 'confirmPin' | 'currentPin') => (
    <Input
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      maxLength={PIN_LENGTH}
      className="rdr-profile__pin"
      {...form.field(name, { normalise: normalisePinInput, ...(name === 'pin' ? { deps: ['confirmPin' as const] } : {}) })}
    />
  );

  return (
    <Card title={<FormattedMessage id={mode === 'create' ? 'rider.profile.pin.createTitle' : 'rider.profile.pin.title'} />} id="pin">
      <form className="rr-stack" {...form.formProps}>
        {mode === 'locked' ? (
          <Alert tone="warning" title={<FormattedMessage id="rider.profile.pin.locked.title" />}>
            <FormattedMessage id="rider.profile.pin.locked.text" />
          </Alert>
        ) : (
          <p className="rr-muted rr-flush">
            <FormattedMessage id={mode === 'create' ? 'rider.profile.pin.createLead' : 'rider.profile.pin.lead'} />
          </p>
        )}
        <FormProblem form={form} />
        {mode === 'change' ? (
          <Field label={<FormattedMessage id="rider.profile.pin.current" />} error={form.error('currentPin')} required>
            {pinInput('currentPin')}
          </Field>
        ) : null}
        <div className="rdr-profile__grid rdr-profile__grid--narrow">
          <Field label={<FormattedMessage id="rider.profile.pin.new" />} hint={<FormattedMessage id="rider.profile.pin.hint" />} error={form.error('pin')} required>
            {pinInput('pin')}
          </Field>
          <Field label={<FormattedMessage id="rider.profile.pin.confirm" />} error={form.error('confirmPin')} required>
            {pinInput('confirmPin')}
          </Field>
        </div>
        <div className="rr-form-actions rdr-profile__actions">
          <Button type="submit" loading={form.submitting}>
            <FormattedMessage id={mode === 'locked' ? 'rider.profile.pin.saveUnlock' : mode === 'create' ? 'rider.profile.pin.saveCreate' : 'rider.profile.pin.save'} />
          </Button>
        </div>
      </form>
    </Card>
  );
}
