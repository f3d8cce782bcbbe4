import { CLAIM_PAYOUT_TYPES, claimClassOf, claimPlaceAmount, payoutClaimUpdateSchema, type PayoutClaim, type PayoutClaimUpdate } from '@rr/contracts';
import { Field, Input, Modal, Select, Textarea, toast, useFormat } from '@rr/ui';
import { useContractForm } from '@rr/ui/form';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { decideClaim, useClaimClasses, useClaimWrite } from '../api/claims';
import { approvalBody, rejectionBody, type DecisionValues } from '../lib/claim-bodies';
import { ClaimDialogActions } from './claim-dialog-actions';
import { ClaimFacts } from './claim-facts';
import { useClaimText } from './use-claim-text';

/**
 * What the event's payout table pays for a claim's class and place (cents and how), undefined while unknown or when
 * the table has no such class or place.
 */
function useTablePayment(claim: PayoutClaim) {
  const classes = useClaimClasses(claim.eventId);
  const inTable = classes.data ? claimClassOf(classes.data, claim.className) : undefined;
  const cents = claimPlaceAmount(inTable, claim.place);
  return { classes, payment: inTable && cents !== undefined ? { cents, payoutType: inTable.payoutType } : undefined };
}

/** An open claim approved (amount and cash or dealer credit, offered from the payout table) or rejected with a note; a decided one shown. */
export function DecideDialog({ claim, onClose }: { claim: PayoutClaim; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const decision = useClaimWrite((body: PayoutClaimUpdate) => decideClaim(claim._id, body));
  const [action, setAction] = useState<'approve' | 'reject'>('approve');
  const t = useClaimText();
  const { classes, payment } = useTablePayment(claim);
  const tablePays = payment ? t('tablePays', { amount: format.money(payment.cents, claim.currency), type: t(`type.${payment.payoutType}`) }) : undefined;
  const [defaultValues] = useState<DecisionValues>({ amountCents: '', payoutType: 'cash', note: '' });
  const form = useContractForm<DecisionValues, PayoutClaimUpdate, { payoutClaim: PayoutClaim }>({
    schema: payoutClaimUpdateSchema,
    defaultValues,
    toBody: (values) => (action === 'approve' ? approvalBody(values, intl.locale) : rejectionBody(values)),
    send: (body) => decision.mutateAsync(body),
    onSuccess: (answer) => {
      toast.success(t(answer.payoutClaim.status === 'approved' ? 'approved' : 'rejected', { name: claim.riderName }));
      onClose();
    },
  });
  const open = claim.status === 'open';
  // The table's amount and type, once known, are what the form offers to approve (staff may change them).
  // Never while staff are in either field or have changed it: the table's answer can arrive mid-typing.
  const { getValues, setValue, getFieldState } = form.form;
  const offered = useRef(false);
  useEffect(() => {
    if (!payment || offered.current) return;
    offered.current = true;
    const touched = (name: 'amountCents' | 'payoutType') => getFieldState(name).isDirty || document.activeElement?.getAttribute('name') === name;
    if (getValues('amountCents') !== '' || touched('amountCents') || touched('payoutType')) return;
    setValue('amountCents', (payment.cents / 100).toFixed(2));
    setValue('payoutType', payment.payoutType);
  }, [payment, getValues, setValue, getFieldState]);
  return (
    <Modal open onClose={onClose} title={t(open ? 'decideTitle' : 'viewTitle', { name: claim.riderName })} description={`${claim.eventTitle} · ${format.date(claim.eventDate)}`} size="lg">
      <ClaimFacts claim={claim} tablePays={tablePays} classes={classes} />
      {open ? (
        <form className="rr-stack" {...form.formProps}>
          <fieldset className="adm-claim-choice">
            <legend>{t('decision')}</legend>
            {(['approve', 'reject'] as const).map((choice) => (
              <label key={choice}>
                <input type="radio" name="action" value={choice} checked={action === choice} onChange={() => setAction(choice)} /> {t(`action.${choice}`)}
              </label>
            ))}
          </fieldset>
          {action === 'approve' ? (
            <div className="adm-form-grid">
              <Field label={t('amount', { currency: claim.currency })} hint={tablePays ? t('amountHint', { pays: tablePays }) : undefined} error={form.error('amountCents')} required>
                <Input {...form.field('amountCents')} inputMode="decimal" autoComplete="off" />
              </Field>
              <Field label={t('payoutType')} error={form.error('payoutType')} required>
                <Select {...form.field('payoutType')}>
                  {CLAIM_PAYOUT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`type.${type}`)}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
          ) : null}
          <Field label={t(action === 'approve' ? 'noteOptional' : 'noteRequired')} hint={t('noteHint')} error={form.error('note')} required={action === 'reject'}>
            <Textarea rows={3} maxLength={1000} {...form.field('note')} />
          </Field>
          <ClaimDialogActions form={form} submitLabel={t(`action.${action}`)} variant={action === 'approve' ? 'primary' : 'danger'} onClose={onClose} />
        </form>
      ) : null}
    </Modal>
  );
}
