import { BIO_MAX_LENGTH, dealerAdminRecordSchema, type DealerAdminRecordInput, type DealerAnswer, type DealerView } from '@rr/contracts';
import { Field, Input, Textarea, toast } from '@rr/ui';
import { AddressFields } from '@rr/ui/address-fields';
import { VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { TimeZoneField } from '@rr/ui/time-zone-field';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createDealer, updateDealer, useDealerWrite } from '../api/dealers';
import { DEALER_CODE_FIELDS, dealerBody, dealerValues, emptyDealer, type DealerFormValues } from '../lib/dealer-form';
import { FormEnd } from '../../../components/form-end';

/**
 * Every field of a dealer (spec §3 "Dealer") for the programme team: the shop, its address and contact, its login
 * e-mail and whether it takes part. A new dealer's login is invited by mail when it is saved; a changed e-mail of a
 * login still waiting for its password is invited again.
 */
export function DealerForm({ dealer, onSaved }: { dealer?: DealerView; onSaved: (answer: DealerAnswer, created: boolean) => void }) {
  const intl = useIntl();
  const save = useDealerWrite((body: DealerAdminRecordInput) => (dealer ? updateDealer(dealer._id, body) : createDealer(body)));
  const [defaultValues] = useState(() => (dealer ? dealerValues(dealer) : emptyDealer()));
  const form = useContractForm<DealerFormValues, DealerAdminRecordInput, DealerAnswer>({
    schema: dealerAdminRecordSchema,
    defaultValues,
    toBody: (values) => dealerBody(values),
    summary: VALIDATION_SUMMARY,
    codeFields: DEALER_CODE_FIELDS,
    send: (body) => save.mutateAsync(body),
    onSuccess: (answer) => {
      toast.success(intl.formatMessage({ id: dealer ? 'admin.dealerForm.saved' : 'admin.dealerForm.created' }, { name: answer.dealer.name, email: answer.dealer.email }));
      onSaved(answer, !dealer);
    },
  });
  const { error, field } = form;
  const label = (id: string): ReactNode => <FormattedMessage id={`admin.dealerForm.${id}`} />;
  return (
    <form className="rr-stack" {...form.formProps}>
      <fieldset className="adm-fieldset">
        <legend className="adm-fieldset__legend">{label('shop')}</legend>
        <div className="adm-form-grid">
          <Field label={label('name')} error={error('name')} required>
            <Input autoComplete="organization" {...field('name')} />
          </Field>
          <Field label={label('dealerId')} hint={label('dealerIdHint')} error={error('dealerId')}>
            <Input spellCheck={false} {...field('dealerId')} />
          </Field>
          <Field label={label('phone')} error={error('phone')} required>
            <Input type="tel" autoComplete="tel" {...field('phone')} />
          </Field>
          <Field label={label('websiteUrl')} error={error('websiteUrl')}>
            <Input type="url" placeholder="https://" {...field('websiteUrl')} />
          </Field>
        </div>
      </fieldset>
      <fieldset className="adm-fieldset">
        <legend className="adm-fieldset__legend">{label('address')}</legend>
        <div className="adm-form-grid">
          <AddressFields form={form} messages="admin.dealerForm" autoComplete="address" stateOptions="codes" />
          <TimeZoneField form={form} messages="admin.dealerForm" />
        </div>
      </fieldset>
      <fieldset className="adm-fieldset">
        <legend className="adm-fieldset__legend">{label('login')}</legend>
        <div className="adm-form-grid">
          <Field label={label('email')} hint={label(dealer ? 'emailHintEdit' : 'emailHintNew')} error={error('email')} required>
            <Input type="email" spellCheck={false} autoComplete="off" {...field('email')} />
          </Field>
        </div>
      </fieldset>
      <Field label={label('bio')} hint={<FormattedMessage id="admin.dealerForm.bioHint" values={{ max: BIO_MAX_LENGTH }} />} error={error('bio')}>
        <Textarea rows={3} maxLength={BIO_MAX_LENGTH} {...field('bio')} />
      </Field>
      <FormEnd form={form} active={{ label: label('active'), field: form.form.register('active') }} submit={label(dealer ? 'save' : 'create')} />
    </form>
  );
}
