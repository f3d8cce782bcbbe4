import type { SessionUser } from '@rr/session';
import { Alert, Button, Card, Field, Input, toast } from '@rr/ui';
import { adminProfileSchema, validate, type MessageDescriptor } from '@rr/validation';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorText, formatDescriptor } from '../../../lib/api-errors';
import { useSessionRefresh } from '../../../lib/use-session-refresh';
import { updateAdminProfile } from '../api/update-admin-profile';
import { profileBody, profileChanged, profileFieldErrors, profileValues, type ProfileValues } from '../lib/profile-form';

type Errors = Partial<Record<keyof ProfileValues, MessageDescriptor>>;

const FIELDS: { name: keyof ProfileValues; type: string; autoComplete: string; required: boolean }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: false },
];

/** First name, last name, e-mail and phone (spec §3 Admin) → PUT /api/admin/admin/{adminId}; the sidebar follows. */
export function ProfileDetailsCard({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const refreshSession = useSessionRefresh();
  const [saved, setSaved] = useState(() => profileValues(user));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const body = profileBody(values);
    const result = validate(adminProfileSchema, body);
    setFormError(null);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await updateAdminProfile(user._id, body);
      setSaved(body);
      setValues(body);
      await refreshSession();
      toast.success(intl.formatMessage({ id: 'admin.profile.saved' }));
    } catch (caught) {
      const fieldErrors = profileFieldErrors(caught);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFormError(apiErrorText(intl, caught));
      void refreshSession(caught);
    } finally {
      setSaving(false);
    }
  }

  const changed = profileChanged(saved, values);
  return (
    <Card title={<FormattedMessage id="admin.profile.details.title" />}>
      <form className="rr-stack" onSubmit={submit} noValidate>
        <p className="rr-muted adm-card-lead">
          <FormattedMessage id="admin.profile.details.lead" />
        </p>
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="adm-form-grid">
          {FIELDS.map((field) => {
            const error = formatDescriptor(intl, errors[field.name]);
            return (
              <Field
                key={field.name}
                label={<FormattedMessage id={`admin.profile.field.${field.name}`} />}
                required={field.required}
                error={error}
                hint={field.name === 'phone' ? <FormattedMessage id="admin.profile.field.phoneHint" /> : undefined}
              >
                <Input
                  name={field.name}
                  type={field.type}
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
        </div>
        <div className="adm-form-actions">
          <Button type="button" variant="ghost" disabled={!changed || saving} onClick={() => { setValues(saved); setErrors({}); setFormError(null); }}>
            <FormattedMessage id="admin.profile.reset" />
          </Button>
          <Button type="submit" loading={saving} disabled={!changed}>
            <FormattedMessage id="admin.profile.save" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
