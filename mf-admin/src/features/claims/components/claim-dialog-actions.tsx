import { Button, type ButtonProps } from '@rr/ui';
import { FormProblem } from '@rr/ui/form';
import type { ReactNode } from 'react';
import { useClaimText } from './use-claim-text';

/** A claim dialog's foot: the form's alert, its submit (busy while the call runs) and Cancel. */
export function ClaimDialogActions({ form, submitLabel, variant, onClose }: { form: { problemText: string | null; submitting: boolean }; submitLabel: ReactNode; variant?: ButtonProps['variant']; onClose: () => void }) {
  const t = useClaimText();
  return (
    <>
      <FormProblem form={form} />
      <div className="adm-claim-actions">
        <Button type="submit" variant={variant} loading={form.submitting}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
      </div>
    </>
  );
}
