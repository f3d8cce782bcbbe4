import { FormattedMessage, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { localeAtom } from '@rr/session';
import { statesOf } from '@rr/contracts';
import { Field, Input, Select } from '@rr/ui';
import type { ContractForm } from '@rr/ui/form';
import type { FieldValues } from 'react-hook-form';
import { REGISTRATION_COUNTRIES, addressVariant, withCountry } from '../lib/registration-form';
import { countryName, regionOptions } from '../lib/regions';
import { FeatureIntl } from '../i18n';

/** The address inputs a form holds (the registration, the promoter application). */
export interface AddressValues extends FieldValues {
  country: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  zipcode: string;
}

/** What AddressFields needs of the form. */
type AddressForm<V extends AddressValues> = Pick<ContractForm<V, unknown>, 'error' | 'field' | 'set' | 'form'>;

/**
 * Country and address. US and Canada pick the state or province from a list and type a ZIP or postal code in
 * their format; other countries type an optional region and a postal code. Switching the country switches the
 * variant and clears a state that no longer applies.
 */
/** The address block inside the register feature's catalog: the promoters' application form uses it too. */
export function AddressFields<V extends AddressValues>(props: { form: AddressForm<V>; lineTwo?: boolean }) {
  return (
    <FeatureIntl>
      <AddressBlock {...props} />
    </FeatureIntl>
  );
}

function AddressBlock<V extends AddressValues>({ form: contract, lineTwo = true }: { form: AddressForm<V>; lineTwo?: boolean }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  // The address keys, whatever else the form holds.
  const form = contract as unknown as AddressForm<AddressValues>;
  const country = form.form.watch('country');
  const variant = addressVariant(country);
  const states = statesOf(country);
  const optional = <span className="pub-optional">({intl.formatMessage({ id: 'ui.field.optional' })})</span>;
  const countryField = form.field('country');

  return (
    <div className="pub-form-grid" data-variant={variant} data-testid="address-fields">
      <Field label={<FormattedMessage id="public.register.country" />} error={form.error('country')} required className="pub-form-grid__full">
        <Select
          autoComplete="country"
          {...countryField}
          onChange={(event) => {
            const next = withCountry(form.form.getValues(), event.target.value);
            void countryField.onChange(event);
            if (next.state !== form.form.getValues('state')) form.set('state', next.state);
          }}
        >
          {REGISTRATION_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName(code, locale)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={<FormattedMessage id="public.register.addressLine1" />} error={form.error('addressLine1')} required className="pub-form-grid__full">
        <Input autoComplete="address-line1" {...form.field('addressLine1')} />
      </Field>
      {lineTwo ? (
        <Field label={<>{intl.formatMessage({ id: 'public.register.addressLine2' })} {optional}</>} error={form.error('addressLine2')} className="pub-form-grid__full">
          <Input autoComplete="address-line2" {...form.field('addressLine2')} />
        </Field>
      ) : null}
      <Field label={<FormattedMessage id="public.register.city" />} error={form.error('city')} required>
        <Input autoComplete="address-level2" {...form.field('city')} />
      </Field>
      {states ? (
        <Field label={<FormattedMessage id={variant === 'ca' ? 'public.register.province' : 'public.register.state'} />} error={form.error('state')} required>
          <Select autoComplete="address-level1" {...form.field('state')}>
            <option value="">{intl.formatMessage({ id: variant === 'ca' ? 'public.register.chooseProvince' : 'public.register.chooseState' })}</option>
            {regionOptions(country, locale).map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </Select>
        </Field>
      ) : (
        <Field label={<>{intl.formatMessage({ id: 'public.register.region' })} {optional}</>} error={form.error('state')}>
          <Input autoComplete="address-level1" {...form.field('state')} />
        </Field>
      )}
      <Field
        label={<FormattedMessage id={variant === 'us' ? 'public.register.zip' : 'public.register.postalCode'} />}
        hint={variant === 'international' ? undefined : <FormattedMessage id={variant === 'us' ? 'public.register.zipHint' : 'public.register.postalCodeHintCa'} />}
        error={form.error('zipcode')}
        required
      >
        <Input autoComplete="postal-code" inputMode={variant === 'us' ? 'numeric' : 'text'} autoCapitalize="characters" {...form.field('zipcode')} />
      </Field>
    </div>
  );
}
