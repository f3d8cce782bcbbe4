import { Alert, Button, Card, Field, Input, toast } from '@rr/ui';
import { PASSWORD_MIN_LENGTH, changePasswordSchema } from '@rr/validation';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSaveForm } from '../../../lib/use-save-form';
import { changeAdminPassword } from '../api/change-password';
import { EMPTY_PASSWORDS, passwordFieldErrors, type PasswordValues } from '../lib/profile-form';

const FIELDS: { name: keyof PasswordValues; autoComplete: string }[] = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
];

/** Change password (spec §5 password rules) → PUT /api/admin/admin/change-password; this session stays signed in. */
export function ChangePasswordCard() {
  const intl = useIntl();
  const form = useSaveForm(changePasswordSchema, EMPTY_PASSWORDS, changeAdminPassword, {
    fieldErrors: passwordFieldErrors,
    onSuccess: (): void => {
      form.reset(EMPTY_PASSWORDS);
      toast.success(intl.formatMessage({ id: 'admin.profile.password.saved' }));
    },
  });

  return (
    <Card title={<FormattedMessage id="admin.profile.password.title" />}>
      <form className="rr-stack" onSubmit={form.submit} noValidate>
        <p className="rr-muted adm-card-lead">
          <FormattedMessage id="admin.profile.password.lead" values={{ min: PASSWORD_MIN_LENGTH }} />
        </p>
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        {FIELDS.map((field) => (
          <Field key={field.name} label={<FormattedMessage id={`admin.profile.password.${field.name}`} />} required error={form.error(field.name)}>
            <Input type="password" autoComplete={field.autoComplete} {...form.input(field.name)} />
          </Field>
        ))}
        <div className="adm-form-actions">
          <Button type="submit" loading={form.saving}>
            <FormattedMessage id="admin.profile.password.submit" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
