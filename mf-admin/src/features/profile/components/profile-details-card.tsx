import { adminProfileSchema } from '@rr/contracts';
import type { SessionUser } from '@rr/session';
import { Button, Card, Field, Input, toast } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSessionRefresh } from '@rr/ui/account';
import { updateAdminProfile } from '../api/update-admin-profile';
import { PROFILE_CODE_FIELDS, profileBody, profileChanged, profileValues, savedValues, type ProfileValues } from '../lib/profile-form';

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
  const form = useContractForm({
    schema: adminProfileSchema,
    defaultValues: saved,
    toBody: profileBody,
    send: (body) => updateAdminProfile(user._id, body),
    codeFields: PROFILE_CODE_FIELDS,
    onSuccess: async (_answer, body): Promise<void> => {
      const values = savedValues(body);
      setSaved(values);
      form.reset(values);
      await refreshSession();
      toast.success(intl.formatMessage({ id: 'admin.profile.saved' }));
    },
    onError: (error, failure) => {
      // A failure that says the session is stale lets the shell look at it again.
      void refreshSession(error);
      return failure;
    },
  });

  const changed = profileChanged(saved, form.form.watch());
  return (
    <Card title={<FormattedMessage id="admin.profile.details.title" />}>
      <form className="rr-stack" {...form.formProps}>
        <p className="rr-muted adm-card-lead">
          <FormattedMessage id="admin.profile.details.lead" />
        </p>
        <FormProblem form={form} />
        <div className="adm-form-grid">
          {FIELDS.map((field) => (
            <Field
              key={field.name}
              label={<FormattedMessage id={`admin.profile.field.${field.name}`} />}
              required={field.required}
              error={form.error(field.name)}
              hint={field.name === 'phone' ? <FormattedMessage id="admin.profile.field.phoneHint" /> : undefined}
            >
              <Input type={field.type} autoComplete={field.autoComplete} {...form.field(field.name)} />
            </Field>
          ))}
        </div>
        <div className="adm-form-actions">
          <Button type="button" variant="ghost" disabled={!changed || form.submitting} onClick={() => form.reset(saved)}>
            <FormattedMessage id="admin.profile.reset" />
          </Button>
          <Button type="submit" loading={form.submitting} disabled={!changed}>
            <FormattedMessage id="admin.profile.save" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
