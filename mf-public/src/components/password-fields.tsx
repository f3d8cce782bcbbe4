import { FormattedMessage } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '@rr/contracts';
import { Field, Input } from '@rr/ui';
import type { FieldControl, FieldOptions } from '@rr/ui/form';

type PasswordField = 'password' | 'confirmPassword';

/** What PasswordFields needs of its form (`useContractForm` of any form with both fields). */
export interface PasswordForm {
  error: (name: PasswordField) => string | undefined;
  field: (name: PasswordField, options?: FieldOptions<{ password: string; confirmPassword: string }>) => FieldControl;
}

/** "New password" + "Confirm password" with spec §5's rule as a hint; errors come from the shared schema. */
export function PasswordFields({ form, autoFocus = false, kind = 'new' }: {
  form: PasswordForm;
  autoFocus?: boolean;
  /** 'account' on registration ("Password"), 'new' on the reset pages ("New password"). */
  kind?: 'account' | 'new';
}) {
  return (
    <>
      <Field
        label={<FormattedMessage id={kind === 'new' ? 'public.password.new' : 'public.password.password'} />}
        hint={<FormattedMessage id="public.password.hint" values={{ minLength: PASSWORD_MIN_LENGTH }} />}
        error={form.error('password')}
        required
      >
        {/* The confirmation is checked again as the password changes, so "must be the same" follows both. */}
        <Input type="password" autoComplete="new-password" autoFocus={autoFocus} {...form.field('password', { deps: ['confirmPassword'] })} />
      </Field>
      <Field label={<FormattedMessage id={kind === 'new' ? 'public.password.confirmNew' : 'public.password.confirm'} />} error={form.error('confirmPassword')} required>
        <Input type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      </Field>
    </>
  );
}
