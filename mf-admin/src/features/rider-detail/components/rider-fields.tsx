import { RACING_TYPES, SEXES } from '@rr/contracts';
import { Field, Input, Select } from '@rr/ui';
import { AddressFields, type AddressFieldsProps, type AddressValues } from '@rr/ui/address-fields';
import type { FieldControl } from '@rr/ui/form';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';

/** What a field group needs of a contract form (the edit and the create form hold these fields alike). */
type Named<K extends string> = { error: (name: K) => string | undefined; field: (name: K, options?: { normalise?: (value: string) => string }) => FieldControl };

export const fieldLabel = (id: string): ReactNode => <FormattedMessage id={`admin.riderForm.${id}`} />;

/** Name, e-mail and phones (spec §3 "Identity and contact"). */
export function ContactFields({ form, emailHint }: { form: Named<'firstName' | 'lastName' | 'email' | 'phone1' | 'phone2'>; emailHint: ReactNode }) {
  const { error, field } = form;
  return (
    <fieldset className="adm-fieldset">
      <legend className="adm-fieldset__legend">{fieldLabel('section.contact')}</legend>
      <div className="adm-form-grid">
        <Field label={fieldLabel('firstName')} error={error('firstName')} required>
          <Input autoComplete="off" {...field('firstName')} />
        </Field>
        <Field label={fieldLabel('lastName')} error={error('lastName')} required>
          <Input autoComplete="off" {...field('lastName')} />
        </Field>
        <Field label={fieldLabel('email')} hint={emailHint} error={error('email')} required>
          <Input type="email" spellCheck={false} autoComplete="off" {...field('email')} />
        </Field>
        <Field label={fieldLabel('phone1')} error={error('phone1')} required>
          <Input type="tel" autoComplete="off" {...field('phone1')} />
        </Field>
        <Field label={fieldLabel('phone2')} error={error('phone2')}>
          <Input type="tel" autoComplete="off" {...field('phone2')} />
        </Field>
      </div>
    </fieldset>
  );
}

/** The address (spec §3): a state or province from the list in the US and Canada, a free region elsewhere. */
export function AddressFieldset<V extends AddressValues, B>({ form }: { form: AddressFieldsProps<V, B>['form'] }) {
  return (
    <fieldset className="adm-fieldset">
      <legend className="adm-fieldset__legend">{fieldLabel('section.address')}</legend>
      <div className="adm-form-grid">
        <AddressFields form={form} messages="admin.riderForm" naming="local" localZip autoComplete="off" />
      </div>
    </fieldset>
  );
}

/** Sex, date of birth, racing type, AMA number (spec §3 "Personal and racing"). */
export function RacingFields({ form, children }: { form: Named<'sex' | 'dateOfBirth' | 'racingType' | 'amaNumber'>; children?: ReactNode }) {
  const intl = useIntl();
  const { error, field } = form;
  return (
    <fieldset className="adm-fieldset">
      <legend className="adm-fieldset__legend">{fieldLabel('section.racing')}</legend>
      <div className="adm-form-grid">
        <Field label={fieldLabel('dateOfBirth')} error={error('dateOfBirth')} required>
          <Input type="date" {...field('dateOfBirth')} />
        </Field>
        <Field label={fieldLabel('sex')} error={error('sex')}>
          <Select {...field('sex')}>
            <option value="">{intl.formatMessage({ id: 'admin.riderForm.sex.none' })}</option>
            {SEXES.map((sex) => (
              <option key={sex} value={sex}>
                {intl.formatMessage({ id: `admin.riderForm.sex.${sex}` })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={fieldLabel('racingType')} error={error('racingType')}>
          <Select {...field('racingType')}>
            <option value="">{intl.formatMessage({ id: 'admin.riderForm.racingType.none' })}</option>
            {RACING_TYPES.map((type) => (
              <option key={type} value={type}>
                {intl.formatMessage({ id: `admin.riderForm.racingType.${type}` })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={fieldLabel('amaNumber')} error={error('amaNumber')}>
          <Input autoComplete="off" spellCheck={false} {...field('amaNumber')} />
        </Field>
        {children}
      </div>
    </fieldset>
  );
}

/** Amateur or pro (spec §3), with what it changes. */
export function ProCheckbox({ form }: { form: { form: { register: (name: 'pro') => UseFormRegisterReturn } } }) {
  return (
    <label className="adm-check">
      <input type="checkbox" {...form.form.register('pro')} />
      <span>
        <FormattedMessage id="admin.riderForm.pro" /> <span className="rr-muted">— <FormattedMessage id="admin.riderForm.proHint" /></span>
      </span>
    </label>
  );
}
