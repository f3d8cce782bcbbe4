import type { ReactNode } from 'react';
import { newPasswordSchema } from '@rr/validation';
import { Alert, Button } from '@rr/ui';
import { PasswordFields } from '../../../components/password-fields';
import { useForm } from '../../../lib/use-form';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useMessage } from '../../../lib/use-message';

const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

export interface NewPassword {
  password: string;
  confirmPassword: string;
}

/**
 * A new password typed twice (reset link, recovery session). `endCode` is the answer that ends this form
 * (RESET_TOKEN_INVALID, RECOVERY_REQUIRED): `onEnd` lets the page show its own screen instead of an error.
 */
export function NewPasswordForm<R>({ send, onSaved, endCode, onEnd, submitLabel }: {
  send: (values: NewPassword) => Promise<R>;
  onSaved: (result: R) => void;
  endCode: string;
  onEnd: () => void;
  submitLabel: ReactNode;
}) {
  const text = useMessage();
  const form = useForm(newPasswordSchema, { password: '', confirmPassword: '' });
  const { formRef, submit, submitting, problem } = useFormSubmit(form, PASSWORD_FIELDS, send, {
    onSuccess: onSaved,
    onError: (error, failure) => {
      if (error.code !== endCode) return failure;
      onEnd();
      return null;
    },
  });

  return (
    <form ref={formRef} className="rr-stack" onSubmit={submit} noValidate>
      <PasswordFields
        password={form.values.password}
        confirmPassword={form.values.confirmPassword}
        onChange={form.setValue}
        errors={{ password: text(form.errors.password), confirmPassword: text(form.errors.confirmPassword) }}
        autoFocus
      />
      {problem ? <Alert tone="error">{text(problem)}</Alert> : null}
      <Button type="submit" block size="lg" loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
