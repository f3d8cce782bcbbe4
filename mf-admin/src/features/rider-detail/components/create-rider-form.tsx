import { LOCALES, OLDEST_BIKE_YEAR, adminRiderCreateSchema, paths, statesOf, type AdminRiderCreateInput, type Locale, type RiderViewBody } from '@rr/contracts';
import { useNavigate } from '@rr/router';
import { localeAtom } from '@rr/session';
import { Alert, Button, Card, Field, Input, Select, toast } from '@rr/ui';
import { FormProblem, VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { VinExplanation, useVinMakes } from '@rr/ui/vin';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useInvalidateRiders } from '../../riders';
import { createRider } from '../api/rider-admin';
import { CREATE_CODE_FIELDS, createRiderBody, emptyCreateRider, normaliseVinInput, type CreateRiderValues } from '../lib/rider-form';
import { AddressFields, ContactFields, RacingFields, fieldLabel } from './rider-fields';

/** Model years a bike can be registered with, newest first (OLDEST_BIKE_YEAR to next year, as the contract checks). */
const bikeYears = (now = new Date()) => Array.from({ length: now.getFullYear() + 1 - OLDEST_BIKE_YEAR + 1 }, (_, index) => now.getFullYear() + 1 - index);

/**
 * A new rider (spec §2: the rider detail page without an id is the create form; issue 14 item 5): the registration's
 * fields, the first bike optional, and the language of the invitation. The account has no password: the rider is
 * mailed a link (valid 7 days) to choose one, which also proves the e-mail. Then the rider's page opens.
 */
export function CreateRiderForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useAtomValue(localeAtom);
  const refreshRiders = useInvalidateRiders();
  const [years] = useState(() => bikeYears());
  const makesList = useId();
  const explanationId = useId();
  const makes = useVinMakes().data?.makes ?? [];
  const form = useContractForm<CreateRiderValues, AdminRiderCreateInput, { rider: RiderViewBody }>({
    schema: adminRiderCreateSchema,
    defaultValues: emptyCreateRider(locale),
    toBody: createRiderBody,
    summary: VALIDATION_SUMMARY,
    codeFields: CREATE_CODE_FIELDS,
    send: createRider,
    leaveBusy: true,
    onSuccess: async ({ rider }) => {
      toast.success(intl.formatMessage({ id: 'admin.riderForm.created' }, { name: rider.fullName, email: rider.email }));
      await refreshRiders();
      navigate(paths.admin.rider(rider._id));
    },
  });
  const country = form.form.watch('country');
  const vin = form.form.watch('vin') ?? '';
  const year = Number(form.form.watch('bikeYear')) || null;
  const changeCountry = (next: string) => {
    if (statesOf(next) !== statesOf(country)) form.set('state', '');
    form.set('country', next);
  };
  const languageName = (code: Locale) => intl.formatDisplayName(code === 'no' ? 'nb' : code, { type: 'language' }) ?? code;
  return (
    <Card>
      <form className="rr-stack" {...form.formProps}>
        <Alert tone="info" title={<FormattedMessage id="admin.riderForm.inviteTitle" />}>
          <FormattedMessage id="admin.riderForm.inviteLead" />
        </Alert>
        <ContactFields form={form} emailHint={<FormattedMessage id="admin.riderForm.emailHintNew" />} />
        <AddressFields form={form} country={country} onCountry={changeCountry} />
        <RacingFields form={form} />
        <label className="adm-check">
          <input type="checkbox" {...form.form.register('pro')} />
          <span>
            <FormattedMessage id="admin.riderForm.pro" /> <span className="rr-muted">— <FormattedMessage id="admin.riderForm.proHint" /></span>
          </span>
        </label>
        <fieldset className="adm-fieldset">
          <legend className="adm-fieldset__legend">{fieldLabel('section.bike')}</legend>
          <p className="rr-hint adm-card-lead">
            <FormattedMessage id="admin.riderForm.bikeLead" />
          </p>
          <div className="adm-form-grid">
            <Field label={fieldLabel('bikeYear')} error={form.error('bikeYear')}>
              <Select {...form.field('bikeYear')}>
                <option value="">{intl.formatMessage({ id: 'admin.riderForm.bikeYear.choose' })}</option>
                {years.map((year) => (
                  <option key={year} value={String(year)}>
                    {year}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={fieldLabel('bikeMake')} error={form.error('bikeMake')}>
              <Input list={makes.length > 0 ? makesList : undefined} autoComplete="off" {...form.field('bikeMake')} />
            </Field>
            {makes.length > 0 ? (
              <datalist id={makesList}>
                {makes.map((make) => (
                  <option key={make} value={make} />
                ))}
              </datalist>
            ) : null}
            <Field label={fieldLabel('bikeModel')} error={form.error('bikeModel')}>
              <Input autoComplete="off" {...form.field('bikeModel')} />
            </Field>
            <Field label={fieldLabel('vin')} hint={<FormattedMessage id="admin.riderForm.vinHint" />} error={form.error('vin')}>
              <Input
                className="adm-vin-input"
                spellCheck={false}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={24}
                aria-describedby={vin.length > 0 ? explanationId : undefined}
                {...form.field('vin', { normalise: normaliseVinInput })}
              />
            </Field>
          </div>
          {vin.length > 0 ? <VinExplanation id={explanationId} vin={vin} year={year} /> : null}
        </fieldset>
        <div className="adm-form-grid">
          <Field label={fieldLabel('locale')} hint={<FormattedMessage id="admin.riderForm.localeHint" />} error={form.error('locale')}>
            <Select {...form.field('locale')}>
              {LOCALES.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <FormProblem form={form} />
        <div className="adm-form-actions">
          <Button type="submit" loading={form.submitting}>
            <FormattedMessage id="admin.riderForm.create" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
