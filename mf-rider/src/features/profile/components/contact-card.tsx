import { COUNTRIES, RACING_TYPES, SEXES, riderProfileInputSchema, statesOf, type RiderProfileAnswer, type RiderProfileInput, type RiderViewBody } from '@rr/contracts';
import { regionName } from '@rr/contracts/regions';
import { localeAtom } from '@rr/session';
import { Button, Card, Field, Input, Select, formatPhone, toast } from '@rr/ui';
import { FormProblem, VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveProfile } from '../api/profile-api';
import { changedFrom, contactBody, contactValues, type ContactValues } from '../lib/profile-form';
import { useProfileWrite } from './use-profile-write';

/** A country's name in the page's language (the browser's own list), else its code. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale === 'no' ? 'nb' : locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The phone as the site shows it (spec §5 display rule), next to the input while it is typed. */
function PhoneShown({ value }: { value: string }) {
  const shown = formatPhone(value);
  if (!value.trim() || shown === value.trim()) return null;
  return <FormattedMessage id="rider.profile.contact.phoneShown" values={{ phone: <span className="rdr-profile__mono">{shown}</span> }} />;
}

/**
 * Contact details (spec §2 contact info, §3 rider fields): name, phones (shown by the spec §5 rule), address with the
 * registration's state/province lists and postal code formats, and the personal and racing fields. Saved as one
 * section (PUT /api/rider/rider/{id}); the login e-mail is the programme team's to change.
 */
export function ContactCard({ rider }: { rider: RiderViewBody }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const save = useProfileWrite(rider._id, (body: RiderProfileInput) => saveProfile(rider._id, body), (answer) => answer.rider);
  const [values, setValues] = useState(() => contactValues(rider));
  const form = useContractForm<ContactValues, RiderProfileInput, RiderProfileAnswer>({
    schema: riderProfileInputSchema,
    defaultValues: values,
    toBody: contactBody,
    summary: VALIDATION_SUMMARY,
    codeFields: { COUNTRY_CURRENCY: 'country' },
    send: (body) => save.mutateAsync(body),
    onSuccess: (answer) => {
      const next = contactValues(answer.rider);
      setValues(next);
      form.reset(next);
      toast.success(intl.formatMessage({ id: 'rider.profile.contact.saved' }));
    },
  });
  const { error, field } = form;
  const current = form.form.watch();
  const states = statesOf(current.country);
  const variant = current.country === 'US' ? 'us' : current.country === 'CA' ? 'ca' : 'other';
  const label = (id: string) => <FormattedMessage id={`rider.profile.field.${id}`} />;
  const optional = (id: string) => (
    <>
      {intl.formatMessage({ id: `rider.profile.field.${id}` })} <span className="rr-muted">({intl.formatMessage({ id: 'ui.field.optional' })})</span>
    </>
  );
  const countryField = field('country');

  return (
    <Card title={<FormattedMessage id="rider.profile.contact.title" />} id="contact">
      <form className="rr-stack" {...form.formProps}>
        <p className="rr-muted rr-flush">
          <FormattedMessage id="rider.profile.contact.email" values={{ email: <strong>{rider.email}</strong> }} />
        </p>
        <FormProblem form={form} />
        <div className="rdr-profile__grid">
          <Field label={label('firstName')} error={error('firstName')} required>
            <Input autoComplete="given-name" {...field('firstName')} />
          </Field>
          <Field label={label('lastName')} error={error('lastName')} required>
            <Input autoComplete="family-name" {...field('lastName')} />
          </Field>
          <Field label={label('phone1')} hint={<PhoneShown value={current.phone1} />} error={error('phone1')} required>
            <Input type="tel" autoComplete="tel" {...field('phone1')} />
          </Field>
          <Field label={optional('phone2')} hint={<PhoneShown value={current.phone2} />} error={error('phone2')}>
            <Input type="tel" autoComplete="tel" {...field('phone2')} />
          </Field>
          <Field label={label('country')} error={error('country')} required className="rdr-profile__wide">
            <Select
              autoComplete="country"
              {...countryField}
              onChange={(event) => {
                // A state from another country's list no longer applies.
                if (statesOf(event.target.value) !== states) form.set('state', '');
                void countryField.onChange(event);
              }}
            >
              {[...COUNTRIES]
                .sort((a, b) => countryName(a, locale).localeCompare(countryName(b, locale), intl.locale))
                .map((code) => (
                  <option key={code} value={code}>
                    {countryName(code, locale)}
                  </option>
                ))}
            </Select>
          </Field>
          <Field label={label('addressLine1')} error={error('addressLine1')} required className="rdr-profile__wide">
            <Input autoComplete="address-line1" {...field('addressLine1')} />
          </Field>
          <Field label={optional('addressLine2')} error={error('addressLine2')} className="rdr-profile__wide">
            <Input autoComplete="address-line2" {...field('addressLine2')} />
          </Field>
          <Field label={label('city')} error={error('city')} required>
            <Input autoComplete="address-level2" {...field('city')} />
          </Field>
          {states ? (
            <Field label={label(variant === 'ca' ? 'province' : 'state')} error={error('state')} required>
              <Select autoComplete="address-level1" {...field('state')}>
                <option value="">{intl.formatMessage({ id: variant === 'ca' ? 'rider.profile.field.chooseProvince' : 'rider.profile.field.chooseState' })}</option>
                {states.map((code) => (
                  <option key={code} value={code}>
                    {regionName(current.country, code, intl.locale)}
                  </option>
                ))}
              </Select>
            </Field>
          ) : (
            <Field label={optional('region')} error={error('state')}>
              <Input autoComplete="address-level1" {...field('state')} />
            </Field>
          )}
          <Field
            label={label(variant === 'us' ? 'zip' : 'postalCode')}
            hint={variant === 'other' ? undefined : <FormattedMessage id={variant === 'us' ? 'rider.profile.field.zipHint' : 'rider.profile.field.postalCodeHintCa'} />}
            error={error('zipcode')}
            required
          >
            <Input autoComplete="postal-code" autoCapitalize="characters" inputMode={variant === 'us' ? 'numeric' : 'text'} {...field('zipcode')} />
          </Field>
          <Field label={label('dateOfBirth')} error={error('dateOfBirth')} required>
            <Input type="date" autoComplete="bday" max={new Date().toISOString().slice(0, 10)} {...field('dateOfBirth')} />
          </Field>
          <Field label={label('sex')} error={error('sex')}>
            <Select {...field('sex')}>
              <option value="">{intl.formatMessage({ id: 'rider.profile.field.sex.none' })}</option>
              {SEXES.map((sex) => (
                <option key={sex} value={sex}>
                  {intl.formatMessage({ id: `rider.profile.field.sex.${sex}` })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={label('racingType')} error={error('racingType')}>
            <Select {...field('racingType')}>
              <option value="">{intl.formatMessage({ id: 'rider.profile.field.racingType.none' })}</option>
              {RACING_TYPES.map((type) => (
                <option key={type} value={type}>
                  {intl.formatMessage({ id: `rider.profile.raceStyle.${type}` })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={optional('amaNumber')} hint={<FormattedMessage id="rider.profile.field.amaNumber.hint" />} error={error('amaNumber')}>
            <Input {...field('amaNumber')} />
          </Field>
          <Field label={optional('hometown')} hint={<FormattedMessage id="rider.profile.field.hometown.hint" />} error={error('hometown')}>
            <Input {...field('hometown')} />
          </Field>
        </div>
        <div className="rr-form-actions rdr-profile__actions">
          <Button type="button" variant="ghost" disabled={!changedFrom(values, current) || form.submitting} onClick={() => form.reset(values)}>
            <FormattedMessage id="rider.profile.undo" />
          </Button>
          <Button type="submit" loading={form.submitting} disabled={!changedFrom(values, current)}>
            <FormattedMessage id="rider.profile.contact.save" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
