import { RACING_TYPES, SEXES, riderProfileInputSchema, type RiderProfileAnswer, type RiderProfileInput, type RiderViewBody } from '@rr/contracts';
import { Button, Card, Field, Input, Select, formatPhone, toast } from '@rr/ui';
import { AddressFields } from '@rr/ui/address-fields';
import { OptionalMark } from '@rr/ui/optional-mark';
import { FormProblem, VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveProfile } from '../api/profile-api';
import { changedFrom, contactBody, contactValues, type ContactValues } from '../lib/profile-form';
import { useProfileWrite } from './use-profile-write';

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
  const label = (id: string) => <FormattedMessage id={`rider.profile.field.${id}`} />;
  const optional = (id: string) => (
    <>
      {intl.formatMessage({ id: `rider.profile.field.${id}` })} <OptionalMark />
    </>
  );

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
          <AddressFields form={form} messages="rider.profile.field" naming="guided" autoComplete="address" countryOrder="name" wideClassName="rdr-profile__wide" />
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
