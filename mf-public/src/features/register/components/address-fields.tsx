import { FormattedMessage, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { localeAtom } from '@rr/session';
import { statesOf } from '@rr/validation';
import { Field, Input, Select } from '@rr/ui';
import { REGISTRATION_COUNTRIES, addressVariant, type RegistrationValues } from '../lib/registration-form';
import { countryName, regionName } from '../lib/regions';

type AddressField = 'country' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipcode';

/**
 * Country and address. US and Canada pick the state or province from a list and type a ZIP or postal code in
 * their format; other countries type an optional region and a postal code. Switching the country switches the
 * variant (the parent clears a state that no longer applies).
 */
export function AddressFields({ values, errors, onChange, onCountryChange }: {
  values: Pick<RegistrationValues, AddressField>;
  errors: Partial<Record<AddressField, string | undefined>>;
  onChange: (field: Exclude<AddressField, 'country'>, value: string) => void;
  onCountryChange: (country: string) => void;
}) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const variant = addressVariant(values.country);
  const states = statesOf(values.country);
  const optional = <span className="pub-optional">({intl.formatMessage({ id: 'ui.field.optional' })})</span>;

  return (
    <div className="pub-form-grid" data-variant={variant} data-testid="address-fields">
      <Field label={<FormattedMessage id="public.register.country" />} error={errors.country} required className="pub-form-grid__full">
        <Select name="country" autoComplete="country" value={values.country} invalid={Boolean(errors.country)} onChange={(event) => onCountryChange(event.target.value)}>
          {REGISTRATION_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName(code, locale)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={<FormattedMessage id="public.register.addressLine1" />} error={errors.addressLine1} required className="pub-form-grid__full">
        <Input name="addressLine1" autoComplete="address-line1" value={values.addressLine1} invalid={Boolean(errors.addressLine1)} onChange={(event) => onChange('addressLine1', event.target.value)} />
      </Field>
      <Field label={<>{intl.formatMessage({ id: 'public.register.addressLine2' })} {optional}</>} error={errors.addressLine2} className="pub-form-grid__full">
        <Input name="addressLine2" autoComplete="address-line2" value={values.addressLine2} invalid={Boolean(errors.addressLine2)} onChange={(event) => onChange('addressLine2', event.target.value)} />
      </Field>
      <Field label={<FormattedMessage id="public.register.city" />} error={errors.city} required>
        <Input name="city" autoComplete="address-level2" value={values.city} invalid={Boolean(errors.city)} onChange={(event) => onChange('city', event.target.value)} />
      </Field>
      {states ? (
        <Field label={<FormattedMessage id={variant === 'ca' ? 'public.register.province' : 'public.register.state'} />} error={errors.state} required>
          <Select name="state" autoComplete="address-level1" value={values.state} invalid={Boolean(errors.state)} onChange={(event) => onChange('state', event.target.value)}>
            <option value="">{intl.formatMessage({ id: variant === 'ca' ? 'public.register.chooseProvince' : 'public.register.chooseState' })}</option>
            {states.map((code) => (
              <option key={code} value={code}>
                {regionName(values.country, code, locale)}
              </option>
            ))}
          </Select>
        </Field>
      ) : (
        <Field label={<>{intl.formatMessage({ id: 'public.register.region' })} {optional}</>} error={errors.state}>
          <Input name="state" autoComplete="address-level1" value={values.state} invalid={Boolean(errors.state)} onChange={(event) => onChange('state', event.target.value)} />
        </Field>
      )}
      <Field
        label={<FormattedMessage id={variant === 'us' ? 'public.register.zip' : 'public.register.postalCode'} />}
        hint={variant === 'international' ? undefined : <FormattedMessage id={variant === 'us' ? 'public.register.zipHint' : 'public.register.postalCodeHintCa'} />}
        error={errors.zipcode}
        required
      >
        <Input
          name="zipcode"
          autoComplete="postal-code"
          inputMode={variant === 'us' ? 'numeric' : 'text'}
          autoCapitalize="characters"
          value={values.zipcode}
          invalid={Boolean(errors.zipcode)}
          onChange={(event) => onChange('zipcode', event.target.value)}
        />
      </Field>
    </div>
  );
}
