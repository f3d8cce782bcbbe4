import { Alert, Button, Card, Field, Input, toast } from '@rr/ui';
import { PASSWORD_MIN_LENGTH, changePasswordSchema, validate, type MessageDescriptor } from '@rr/validation';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorText, formatDescriptor } from '../../../lib/api-errors';
import { useSessionRefresh } from '../../../lib/use-session-refresh';
import { changeAdminPassword } from '../api/change-password';
import { EMPTY_PASSWORDS, passwordFieldErrors, type PasswordValues } from '../lib/profile-form';

type Errors = Partial<Record<keyof PasswordValues, MessageDescriptor>>;

const FIELDS: { name: keyof PasswordValues; autoComplete: string }[] = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
];

/** Change password (spec §5 password rules) → PUT /api/admin/admin/change-password; this session stays signed in. */
export function ChangePasswordCard() {
  const intl = useIntl();
  const refreshSession = useSessionRefresh();
  const [values, setValues] = useState<PasswordValues>(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const result = validate(changePasswordSchema, values);
    setFormError(null);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await changeAdminPassword(values);
      setValues(EMPTY_PASSWORDS);
      toast.success(intl.formatMessage({ id: 'admin.profile.password.saved' }));
    } catch (caught) {
      const fieldErrors = passwordFieldErrors(caught);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFormError(apiErrorText(intl, caught));
      void refreshSession(caught);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={<FormattedMessage id="admin.profile.password.title" />}>
      <form className="rr-stack" onSubmit={submit} noValidate>
        <p className="rr-muted adm-card-lead">
          <FormattedMessage id="admin.profile.password.lead" values={{ min: PASSWORD_MIN_LENGTH }} />
        </p>
        {formError && <Alert tone="error">{formError}</Alert>}
        {FIELDS.map((field) => {
          const error = formatDescriptor(intl, errors[field.name]);
          return (
            <Field key={field.name} label={<FormattedMessage id={`admin.profile.password.${field.name}`} />} required error={error}>
              <Input
                name={field.name}
                type="password"
                autoComplete={field.autoComplete}
                value={values[field.name]}
                invalid={Boolean(error)}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field.name]: event.target.value }));
                  if (errors[field.name]) setErrors((current) => ({ ...current, [field.name]: undefined }));
                }}
              />
            </Field>
          );
        })}
        <div className="adm-form-actions">
          <Button type="submit" loading={saving}>
            <FormattedMessage id="admin.profile.password.submit" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
