import { put } from '@rr/api-client';
import { PASSWORD_MIN_LENGTH, changePasswordSchema, type ChangePasswordInput } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';
import { Button, Card, Field, Input, toast } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSessionRefresh } from './session-refresh';

/** The roles with a change-password screen (spec §7: admin, dealer, rider; the BFF answers each). */
export type PasswordRole = 'admin' | 'dealer' | 'rider';

export const EMPTY_PASSWORDS: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };
/** Error codes of a failed change that belong to one input (shown there with the code's message). */
export const PASSWORD_CODE_FIELDS = { CURRENT_PASSWORD_WRONG: 'currentPassword' } as const;

const FIELDS = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
] as const;

/** PUT /api/{role}/{role}/change-password → 204; the BFF keeps this session, the user's other sessions end. */
export function changePassword(role: PasswordRole, body: ChangePasswordInput): Promise<void> {
  return put<void>(apiPath('/api/:role/:role/change-password', { role }), body, { alert: false });
}

/** Change password (spec §5 password rules), the same card in every area that has one; this session stays signed in. */
export function ChangePasswordCard({ role }: { role: PasswordRole }) {
  const intl = useIntl();
  const refreshSession = useSessionRefresh();
  const form = useContractForm({
    schema: changePasswordSchema,
    defaultValues: EMPTY_PASSWORDS,
    send: (body: ChangePasswordInput) => changePassword(role, body),
    codeFields: PASSWORD_CODE_FIELDS,
    onSuccess: (): void => {
      form.reset(EMPTY_PASSWORDS);
      toast.success(intl.formatMessage({ id: 'ui.password.saved' }));
    },
    onError: (error, failure) => {
      // A failure that says the session is stale lets the shell look at it again.
      void refreshSession(error);
      return failure;
    },
  });

  return (
    <Card title={<FormattedMessage id="ui.password.title" />}>
      <form className="rr-stack" {...form.formProps}>
        <p className="rr-muted rr-flush">
          <FormattedMessage id="ui.password.lead" values={{ min: PASSWORD_MIN_LENGTH }} />
        </p>
        <FormProblem form={form} />
        {FIELDS.map((field) => (
          <Field key={field.name} label={<FormattedMessage id={`ui.password.${field.name}`} />} required error={form.error(field.name)}>
            <Input type="password" autoComplete={field.autoComplete} {...form.field(field.name, field.name === 'password' ? { deps: ['confirmPassword'] } : undefined)} />
          </Field>
        ))}
        <div className="rr-form-actions">
          <Button type="submit" loading={form.submitting}>
            <FormattedMessage id="ui.password.submit" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
