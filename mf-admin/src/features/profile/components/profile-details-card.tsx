import type { SessionUser } from '@rr/session';
import { Alert, Button, Card, Field, Input, toast } from '@rr/ui';
import { adminProfileSchema } from '@rr/validation';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSaveForm } from '../../../lib/use-save-form';
import { useSessionRefresh } from '../../../lib/use-session-refresh';
import { updateAdminProfile } from '../api/update-admin-profile';
import { profileBody, profileChanged, profileFieldErrors, profileValues, type ProfileValues } from '../lib/profile-form';

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
  const form = useSaveForm(adminProfileSchema, saved, (body: ProfileValues) => updateAdminProfile(user._id, body), {
    toBody: profileBody,
    fieldErrors: profileFieldErrors,
    onSuccess: async (body): Promise<void> => {
      setSaved(body);
      form.reset(body);
      await refreshSession();
      toast.success(intl.formatMessage({ id: 'admin.profile.saved' }));
    },
  });

  const changed = profileChanged(saved, form.values);
  return (
    <Card title={<FormattedMessage id="admin.profile.details.title" />}>
      <form className="rr-stack" onSubmit={form.submit} noValidate>
        <p className="rr-muted adm-card-lead">
          <FormattedMessage id="admin.profile.details.lead" />
        </p>
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        <div className="adm-form-grid">
          {FIELDS.map((field) => (
            <Field
              key={field.name}
              label={<FormattedMessage id={`admin.profile.field.${field.name}`} />}
              required={field.required}
              error={form.error(field.name)}
              hint={field.name === 'phone' ? <FormattedMessage id="admin.profile.field.phoneHint" /> : undefined}
            >
              <Input type={field.type} autoComplete={field.autoComplete} {...form.input(field.name)} />
            </Field>
          ))}
        </div>
        <div className="adm-form-actions">
          <Button type="button" variant="ghost" disabled={!changed || form.saving} onClick={() => form.reset(saved)}>
            <FormattedMessage id="admin.profile.reset" />
          </Button>
          <Button type="submit" loading={form.saving} disabled={!changed}>
            <FormattedMessage id="admin.profile.save" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
