import { REJECT_REASON_MAX, promoterRejectSchema, type PromoterRejectInput } from '@rr/contracts';
import { Alert, Button, Field, Modal, Textarea } from '@rr/ui';
import { useContractForm } from '@rr/ui/form';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface RejectValues {
  reason: string;
}

export interface RejectDialogProps<R> {
  /** "Reject High Plains Racing?" / "Reject 3 promoters?" */
  title: ReactNode;
  /** What rejecting does (the applicant is mailed, with the reason). */
  lead: ReactNode;
  /** Rejects with the reason typed (none when blank); a refusal stays in the dialog. */
  onReject: (body: PromoterRejectInput) => Promise<R>;
  /** After the rejection went through, with the answer: the page says so and reads the lists again. */
  onDone: (answer: R) => void | Promise<void>;
  onCancel: () => void;
}

/**
 * Rejecting one or several applications: an optional reason (sent to each applicant in the rejection mail, kept in
 * the history), then "Reject" confirms and "Cancel" leaves everything as it was. The reason is checked as the server
 * checks it (at most REJECT_REASON_MAX characters); the server's refusal shows in the dialog, which stays open.
 */
export function RejectDialog<R>({ title, lead, onReject, onDone, onCancel }: RejectDialogProps<R>) {
  const intl = useIntl();
  const form = useContractForm<RejectValues, PromoterRejectInput, R>({
    schema: promoterRejectSchema,
    defaultValues: { reason: '' },
    toBody: ({ reason }) => (reason.trim() ? { reason: reason.trim() } : {}),
    send: onReject,
    onSuccess: onDone,
  });
  return (
    <Modal open onClose={form.submitting ? () => undefined : onCancel} title={title} description={lead} hideClose>
      <form className="rr-stack" {...form.formProps}>
        <Field
          label={<FormattedMessage id="admin.promoters.rejectReason" />}
          hint={<FormattedMessage id="admin.promoters.rejectReasonHint" values={{ max: REJECT_REASON_MAX }} />}
          error={form.error('reason')}
        >
          <Textarea rows={3} maxLength={REJECT_REASON_MAX} {...form.field('reason')} />
        </Field>
        {form.problemText ? <Alert tone="error">{form.problemText}</Alert> : null}
        <div className="rr-dialog__footer">
          <Button variant="secondary" onClick={onCancel} disabled={form.submitting}>
            {intl.formatMessage({ id: 'ui.confirm.cancel', defaultMessage: 'Cancel' })}
          </Button>
          <Button type="submit" variant="danger" loading={form.submitting}>
            <FormattedMessage id="admin.promoters.reject" />
          </Button>
        </div>
      </form>
    </Modal>
  );
}
