import { adminPayoutClaimInputSchema, claimClassOf, type AdminPayoutClaimInput, type PayoutClaim } from '@rr/contracts';
import { Alert, Button, Field, Input, Modal, Select, Textarea, toast, useFormat } from '@rr/ui';
import { VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { useDebounced } from '@rr/ui/use-debounced';
import { useState } from 'react';
import { RiderPicker, type PickedRider } from '../../riders';
import { createClaim, useClaimChoices, useClaimClasses, useClaimWrite } from '../api/claims';
import { newClaimBody, type NewClaimValues } from '../lib/claim-bodies';
import { ClassAndPlace } from './class-and-place';
import { useClaimText } from './use-claim-text';

/** A claim that came by mail or phone, filed for the rider: the event, its class and place from the payout table, the bike. */
export function NewClaimDialog({ onClose }: { onClose: () => void }) {
  const format = useFormat();
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
  const eventId = form.form.watch('eventId');
  const currency = events.find((e) => e.eventId === eventId)?.currency ?? 'USD';
  const classes = useClaimClasses(eventId);
  const className = form.form.watch('className');
  const chosenClass = classes.data ? claimClassOf(classes.data, className) : undefined;
  const eventField = form.field('eventId');
  const classField = form.field('className');
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
        <Field label={t('col.event')} error={form.error('eventId')} required>
          <Select
            {...eventField}
            onChange={(event) => {
              // Another event has other classes: the class and place are chosen again.
              form.set('className', '');
              form.set('place', '');
              return eventField.onChange(event);
            }}
          >
            <option value="">{t(events.length ? 'chooseEvent' : 'noEvents')}</option>
            {events.map((e) => (
              <option key={e.eventId} value={e.eventId}>
                {`${e.title} · ${format.date(e.date)}`}
              </option>
            ))}
          </Select>
        </Field>
        <ClassAndPlace
          classes={eventId ? classes : null}
          chosen={chosenClass}
          currency={currency}
          classField={{
            ...classField,
            value: className,
            onChange: (event) => {
              // Another class has other places.
              form.set('place', '');
              return classField.onChange(event);
            },
          }}
          placeField={{ ...form.field('place'), value: form.form.watch('place') }}
          classError={form.error('className')}
          placeError={form.error('place')}
        />
        <Field label={t('col.bike')} error={form.error('vin')}>
          <Select {...form.field('vin')} disabled={!rider}>
            <option value="">{t('noBike')}</option>
            {bikes.map((bike) => (
              <option key={bike.vin} value={bike.vin}>
                {`${bike.year} ${bike.model} · ${bike.vin}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('message')} error={form.error('message')}>
          <Textarea rows={3} maxLength={1000} {...form.field('message')} />
        </Field>
        {form.problemText ? <Alert tone="error">{form.problemText}</Alert> : null}
        <div className="adm-claim-actions">
          <Button type="submit" loading={form.submitting}>
            {t('create')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
