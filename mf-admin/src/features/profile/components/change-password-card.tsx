import { PASSWORD_MIN_LENGTH, changePasswordSchema } from '@rr/contracts';
import { Button, Card, Field, Input, toast } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSessionRefresh } from '../../../lib/use-session-refresh';
import { changeAdminPassword } from '../api/change-password';
import { EMPTY_PASSWORDS, PASSWORD_CODE_FIELDS } from '../lib/profile-form';

const FIELDS = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
] as const;

/** Change password (spec §5 password rules) → PUT /api/admin/admin/change-password; this session stays signed in. */
export function ChangePasswordCard() {
  const intl = useIntl();
  const refreshSession = useSessionRefresh();
  const form = useContractForm({
    schema: changePasswordSchema,
    defaultValues: EMPTY_PASSWORDS,
    send: changeAdminPassword,
    codeFields: PASSWORD_CODE_FIELDS,
    onSuccess: (): void => {
      form.reset(EMPTY_PASSWORDS);
      toast.success(intl.formatMessage({ id: 'admin.profile.password.saved' }));
    },
    onError: (error, failure) => {
      // A failure that says the session is stale lets the shell look at it again.
      void refreshSession(error);
      return failure;
    },
  });

  return (
    <Card title={<FormattedMessage id="admin.profile.password.title" />}>
      <form className="rr-stack" {...form.formProps}>
        <p className="rr-muted adm-card-lead">
          <FormattedMessage id="admin.profile.password.lead" values={{ min: PASSWORD_MIN_LENGTH }} />
        </p>
        <FormProblem form={form} />
        {FIELDS.map((field) => (
          <Field key={field.name} label={<FormattedMessage id={`admin.profile.password.${field.name}`} />} required error={form.error(field.name)}>
            <Input type="password" autoComplete={field.autoComplete} {...form.field(field.name, field.name === 'password' ? { deps: ['confirmPassword'] } : undefined)} />
          </Field>
        ))}
        <div className="adm-form-actions">
          <Button type="submit" loading={form.submitting}>
            <FormattedMessage id="admin.profile.password.submit" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
