import { FormattedMessage } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '@rr/validation';
import { Field, Input } from '@rr/ui';

/** "New password" + "Confirm password" with spec §5's rule as a hint; errors come from the shared schema. */
export function PasswordFields({ password, confirmPassword, onChange, errors, autoFocus = false, kind = 'new' }: {
  password: string;
  confirmPassword: string;
  onChange: (field: 'password' | 'confirmPassword', value: string) => void;
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
  autoFocus?: boolean;
  /** 'account' on registration ("Password"), 'new' on the reset pages ("New password"). */
  kind?: 'account' | 'new';
}) {
  return (
    <>
      <Field
        label={<FormattedMessage id={kind === 'new' ? 'public.password.new' : 'public.password.password'} />}
        hint={<FormattedMessage id="public.password.hint" values={{ minLength: PASSWORD_MIN_LENGTH }} />}
        error={errors.password}
        required
      >
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          autoFocus={autoFocus}
          value={password}
          invalid={Boolean(errors.password)}
          onChange={(event) => onChange('password', event.target.value)}
        />
      </Field>
      <Field label={<FormattedMessage id={kind === 'new' ? 'public.password.confirmNew' : 'public.password.confirm'} />} error={errors.confirmPassword} required>
        <Input
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          invalid={Boolean(errors.confirmPassword)}
          onChange={(event) => onChange('confirmPassword', event.target.value)}
        />
      </Field>
    </>
  );
}
