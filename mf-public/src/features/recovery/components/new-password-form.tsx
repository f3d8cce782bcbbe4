import type { ReactNode } from 'react';
import { newPasswordSchema, type NewPasswordInput } from '@rr/contracts';
import { Button } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { PasswordFields } from '../../../components/password-fields';

export type NewPassword = NewPasswordInput;

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
  const form = useContractForm({
    schema: newPasswordSchema,
    defaultValues: { password: '', confirmPassword: '' },
    send,
    onSuccess: onSaved,
    leaveBusy: true,
    onError: (error, failure) => {
      if (error.code !== endCode) return failure;
      onEnd();
      return null;
    },
  });

  return (
    <form className="rr-stack" {...form.formProps}>
      <PasswordFields form={form} autoFocus />
      <FormProblem form={form} />
      <Button type="submit" block size="lg" loading={form.submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
