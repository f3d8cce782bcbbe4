import { adminPayoutClaimInputSchema, type AdminPayoutClaimInput, type PayoutClaim } from '@rr/contracts';
import { Field, Input, Modal, toast } from '@rr/ui';
import { ClaimFields } from '@rr/ui/claim-fields';
import { VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { useDebounced } from '@rr/ui/use-debounced';
import { useState } from 'react';
import { RiderPicker, type PickedRider } from '../../riders';
import { createClaim, useClaimChoices, useClaimWrite } from '../api/claims';
import { newClaimBody, type NewClaimValues } from '../lib/claim-bodies';
import { ClaimDialogActions } from './claim-dialog-actions';
import { useClaimText } from './use-claim-text';

/** A claim that came by mail or phone, filed for the rider: the event, its class and place from the payout table, the bike. */
export function NewClaimDialog({ onClose }: { onClose: () => void }) {
  const filing = useClaimWrite((body: AdminPayoutClaimInput) => createClaim(body));
  const [rider, setRider] = useState<PickedRider | null>(null);
  const [eventText, setEventText] = useState('');
  const eventQuery = useDebounced(eventText.trim(), 300);
  const choices = useClaimChoices(eventQuery, rider?.id ?? null);
  const t = useClaimText();
  const [defaultValues] = useState<NewClaimValues>({ riderId: '', eventId: '', className: '', place: '', vin: '', message: '' });
  const form = useContractForm<NewClaimValues, AdminPayoutClaimInput, { payoutClaim: PayoutClaim }>({
    schema: adminPayoutClaimInputSchema,
    defaultValues,
    toBody: newClaimBody,
    summary: VALIDATION_SUMMARY,
    send: (body) => filing.mutateAsync(body),
    onSuccess: (answer) => {
      toast.success(t('filed', { name: answer.payoutClaim.riderName }));
      onClose();
    },
  });
  const events = eventQuery.length >= 2 ? (choices.data?.claimableEvents ?? []) : [];
  const bikes = rider ? (choices.data?.bikes ?? []) : [];
  return (
    <Modal open onClose={onClose} title={t('newTitle')} description={t('newLead')} size="lg">
      <form className="rr-stack" {...form.formProps}>
        <RiderPicker
          label={t('col.rider')}
          tone="keep"
          value={rider}
          onChange={(picked) => {
            setRider(picked);
            form.set('riderId', picked?.id ?? '');
            form.set('vin', '');
          }}
        />
        {form.error('riderId') ? <p className="rr-field__error">{form.error('riderId')}</p> : null}
        <Field label={t('findEvent')} hint={t('findEventHint')}>
          <Input type="search" value={eventText} onChange={(event) => setEventText(event.target.value)} autoComplete="off" />
        </Field>
        <ClaimFields
          form={form}
          t={t}
          events={events}
          labels={{ event: t('col.event'), bike: t('col.bike') }}
          chooseEvent={t(events.length ? 'chooseEvent' : 'noEvents')}
          bikes={bikes}
          bikesDisabled={!rider}
          chooseEventFirst
          rowClassName="adm-form-grid"
        />
        <ClaimDialogActions form={form} submitLabel={t('create')} onClose={onClose} />
      </form>
    </Modal>
  );
}
