import { PASSWORD_MIN_LENGTH, changePasswordSchema } from '@rr/contracts';
import { Button, Card, Field, Input, toast } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { changeDealerPassword } from '../api/change-password';
import { useSessionRefresh } from '../api/refresh-session';
import { EMPTY_PASSWORDS, PASSWORD_CODE_FIELDS } from '../lib/record-form';

const FIELDS = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
] as const;

/** Change password (spec §5 password rules, §7) → PUT /api/dealer/dealer/change-password; this session stays signed in. */
export function ChangePasswordCard() {
  const intl = useIntl();
  const refreshSession = useSessionRefresh();
  const form = useContractForm({
    schema: changePasswordSchema,
    defaultValues: EMPTY_PASSWORDS,
    send: changeDealerPassword,
    codeFields: PASSWORD_CODE_FIELDS,
    onSuccess: (): void => {
      form.reset(EMPTY_PASSWORDS);
      toast.success(intl.formatMessage({ id: 'dealer.profile.password.saved' }));
    },
    onError: (error, failure) => {
      // A failure that says the session is stale lets the shell look at it again.
      void refreshSession(error);
      return failure;
    },
  });

  return (
    <Card title={<FormattedMessage id="dealer.profile.password.title" />}>
      <form className="rr-stack" {...form.formProps}>
        <p className="rr-muted dlr-flush">
          <FormattedMessage id="dealer.profile.password.lead" values={{ min: PASSWORD_MIN_LENGTH }} />
        </p>
        <FormProblem form={form} />
        {FIELDS.map((field) => (
          <Field key={field.name} label={<FormattedMessage id={`dealer.profile.password.${field.name}`} />} required error={form.error(field.name)}>
            <Input type="password" autoComplete={field.autoComplete} {...form.field(field.name, field.name === 'password' ? { deps: ['confirmPassword'] } : undefined)} />
          </Field>
        ))}
        <div className="dlr-form-actions">
          <Button type="submit" loading={form.submitting}>
            <FormattedMessage id="dealer.profile.password.submit" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
