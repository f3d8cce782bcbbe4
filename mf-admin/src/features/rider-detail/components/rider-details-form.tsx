import { BIO_MAX_LENGTH, SOCIAL_NETWORKS, SOCIAL_RULES, riderProfileInputSchema, type RiderProfileAnswer, type RiderProfileInput } from '@rr/contracts';
import { Button, Card, Field, Input, Textarea, toast } from '@rr/ui';
import { FormProblem, VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveRider, useRiderWrite } from '../api/rider-admin';
import type { AdminRider } from '../api/rider-money';
import { RIDER_CODE_FIELDS, riderFormBody, riderFormValues, type RiderFormValues } from '../lib/rider-form';
import { AddressFieldset, ContactFields, ProCheckbox, RacingFields, fieldLabel } from './rider-fields';

/**
 * Every field of the rider (spec §3 "Rider": identity and contact, address, personal and racing, bio, social media)
 * for programme staff, who also change the login e-mail (the rider verifies a new one again) and amateur or pro.
 * One form, saved whole with `PUT /api/admin/rider/{riderId}` (`riderProfileInputSchema`, the rider's own rules).
 */
export function RiderDetailsForm({ rider }: { rider: AdminRider }) {
  const intl = useIntl();
  const save = useRiderWrite(rider._id, (body: RiderProfileInput) => saveRider(rider._id, body));
  const [defaultValues] = useState(() => riderFormValues(rider));
  const form = useContractForm<RiderFormValues, RiderProfileInput, RiderProfileAnswer>({
    schema: riderProfileInputSchema,
    defaultValues,
    toBody: riderFormBody,
    summary: VALIDATION_SUMMARY,
    codeFields: RIDER_CODE_FIELDS,
    send: (body) => save.mutateAsync(body),
    onSuccess: (answer) => {
      toast.success(intl.formatMessage({ id: 'admin.riderForm.saved' }, { name: answer.rider.fullName }));
      form.reset(riderFormValues(answer.rider));
    },
  });
  const bio = form.form.watch('bio');
  return (
    <Card title={<FormattedMessage id="admin.riderForm.title" />}>
      <form className="rr-stack" {...form.formProps}>
        <ContactFields form={form} emailHint={<FormattedMessage id="admin.riderForm.emailHintEdit" />} />
        <AddressFieldset form={form} />
        <RacingFields form={form}>
          <Field label={fieldLabel('hometown')} error={form.error('hometown')}>
            <Input autoComplete="off" {...form.field('hometown')} />
          </Field>
        </RacingFields>
        <ProCheckbox form={form} />
        <Field label={fieldLabel('bio')} hint={<FormattedMessage id="admin.riderForm.bioHint" values={{ count: [...(bio ?? '')].length, max: BIO_MAX_LENGTH }} />} error={form.error('bio')}>
          <Textarea rows={4} maxLength={BIO_MAX_LENGTH} {...form.field('bio')} />
        </Field>
        <fieldset className="adm-fieldset">
          <legend className="adm-fieldset__legend">{fieldLabel('section.social')}</legend>
          <p className="rr-hint adm-card-lead">
            <FormattedMessage id="admin.riderForm.socialHint" />
          </p>
          <div className="adm-form-grid">
            {SOCIAL_NETWORKS.map((network) => (
              <Field key={network} label={SOCIAL_RULES[network].label} error={form.error(network)}>
                <Input spellCheck={false} autoComplete="off" placeholder={SOCIAL_RULES[network].home} {...form.field(network)} />
              </Field>
            ))}
          </div>
        </fieldset>
        <FormProblem form={form} />
        <div className="adm-form-actions">
          <Button type="submit" loading={form.submitting}>
            <FormattedMessage id="admin.riderForm.save" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
