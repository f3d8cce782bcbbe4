import { queryKeys, useApiMutation } from '@rr/api-client';
import { BIO_MAX_LENGTH, dealerOwnRecordSchema, type DealerOwnRecordInput, type DealerView } from '@rr/contracts';
import { Button, Card, Field, Input, Textarea, toast } from '@rr/ui';
import { AddressFields } from '@rr/ui/address-fields';
import { FormProblem, VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { TimeZoneField } from '@rr/ui/time-zone-field';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { updateDealerRecord } from '../api/dealer-record';
import { useSessionRefresh } from '@rr/ui/account';
import { recordBody, recordChanged, recordValues, type RecordValues } from '../lib/record-form';

/**
 * The dealership's own record (spec §3 "Dealer"): name, address (state and postal code checked
 * against the country), phone, website, a short text and the time zone its times are shown in (its address's unless
 * it picks another: a shop in the part of a state on another clock) → PUT /api/dealer/dealer/{id}. The sidebar's name
 * and the session's time zone follow.
 */
export function DealerRecordCard({ dealer }: { dealer: DealerView }) {
  const intl = useIntl();
  const refreshSession = useSessionRefresh();
  const update = useApiMutation({
    mutationFn: (body: DealerOwnRecordInput) => updateDealerRecord(dealer._id, body),
    invalidates: [queryKeys.dealers.all],
    // The form shows the failure (its fields, its alert).
    meta: { alert: false },
  });
  const [saved, setSaved] = useState(() => recordValues(dealer));
  const form = useContractForm<RecordValues, DealerOwnRecordInput, DealerView>({
    schema: dealerOwnRecordSchema,
    defaultValues: saved,
    toBody: recordBody,
    summary: VALIDATION_SUMMARY,
    send: (body) => update.mutateAsync(body),
    onSuccess: async (answer) => {
      const values = recordValues(answer);
      setSaved(values);
      form.reset(values);
      toast.success(intl.formatMessage({ id: 'dealer.profile.saved' }));
      await refreshSession();
    },
    onError: (error, failure) => {
      void refreshSession(error);
      return failure;
    },
  });
  const { error, field } = form;
  const changed = recordChanged(saved, form.form.watch());
  const label = (id: string) => <FormattedMessage id={`dealer.profile.field.${id}`} />;

  return (
    <Card title={<FormattedMessage id="dealer.profile.record.title" />}>
      <form className="rr-stack" {...form.formProps}>
        <p className="rr-muted dlr-flush">
          <FormattedMessage id="dealer.profile.record.lead" />
        </p>
        <FormProblem form={form} />
        <div className="dlr-form-grid">
          <Field label={label('name')} error={error('name')} required className="dlr-form-grid__wide">
            <Input autoComplete="organization" {...field('name')} />
          </Field>
          <AddressFields
            form={form}
            messages="dealer.profile.field"
            parts={['addressLine1', 'addressLine2', 'city', 'country', 'state', 'zipcode']}
            autoComplete="address"
            countryOrder="name"
            stateOptions="codes"
          />
          <TimeZoneField form={form} messages="dealer.profile.field" className="dlr-form-grid__wide" />
          <Field label={label('phone')} hint={label('phoneHint')} error={error('phone')} required>
            <Input type="tel" autoComplete="tel" {...field('phone')} />
          </Field>
          <Field label={label('websiteUrl')} hint={label('websiteHint')} error={error('websiteUrl')}>
            <Input type="url" autoComplete="url" inputMode="url" {...field('websiteUrl')} />
          </Field>
          <Field label={label('bio')} hint={<FormattedMessage id="dealer.profile.field.bioHint" values={{ max: BIO_MAX_LENGTH }} />} error={error('bio')} className="dlr-form-grid__wide">
            <Textarea rows={4} maxLength={BIO_MAX_LENGTH} {...field('bio')} />
          </Field>
        </div>
        <div className="dlr-form-actions">
          <Button type="button" variant="ghost" disabled={!changed || form.submitting} onClick={() => form.reset(saved)}>
            <FormattedMessage id="dealer.profile.reset" />
          </Button>
          <Button type="submit" loading={form.submitting} disabled={!changed}>
            <FormattedMessage id="dealer.profile.save" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
