import { COUNTRIES, statesOf } from '@rr/contracts';
import { regionName, regionOptions } from '@rr/contracts/regions';
import { Field, Input, Select } from '@rr/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CountryOptions, useCountryName } from '../region/country-options';
import { OptionalMark } from './optional-mark';
import type { ContractForm } from './use-contract-form';

/** An input of the address block. */
export type AddressPart = 'country' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipcode';

/** The address inputs a form holds: every form has a country, a state and a postal code; the street and city are some forms' only. */
export interface AddressValues {
  country: string;
  state: string;
  zipcode: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
}

/** All six address inputs of a form, every one a string. */
export type StreetAddressValues = Required<AddressValues>;

/** A saved address as the inputs hold it: a missing part empty, the US when no country is known. */
export function addressValues(saved: { readonly [K in keyof AddressValues]?: string | null }): StreetAddressValues {
  return {
    addressLine1: saved.addressLine1 ?? '',
    addressLine2: saved.addressLine2 ?? '',
    city: saved.city ?? '',
    state: saved.state ?? '',
    zipcode: saved.zipcode ?? '',
    country: saved.country ?? 'US',
  };
}

const ALL_PARTS: readonly AddressPart[] = ['country', 'addressLine1', 'addressLine2', 'city', 'state', 'zipcode'];

/** What the browser may fill each input with (the `address` mode). */
const AUTOFILL: Readonly<Record<AddressPart, string>> = {
  country: 'country',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zipcode: 'postal-code',
};

export interface AddressFieldsProps<V extends AddressValues, B> {
  form: Pick<ContractForm<V, B>, 'error' | 'field' | 'set' | 'form'>;
  /** The message ids' prefix: `${messages}.country`, `.addressLine1`, `.city`, `.state`, `.zipcode`, `.choose`… (each app its own texts). */
  messages: string;
  /** The inputs shown, in on-screen order (all six by default). */
  parts?: readonly AddressPart[];
  /**
   * How the state and postal code are called. `plain`: `.state` and `.zipcode` whatever the country. `local`: the
   * state is a `.province` in Canada, a `.state` in the US, a `.region` elsewhere. `guided` (the registration's):
   * `local`, the postal code a `.zip` in the US and a `.postalCode` elsewhere with their format hints (`.zipHint`,
   * `.postalCodeHintCa`), the empty choice `.chooseState` or `.chooseProvince`, and the optional inputs marked.
   */
  naming?: 'plain' | 'local' | 'guided';
  /** Under `local` naming, the postal code is also a `.zip` in the US and a `.postalCode` elsewhere. */
  localZip?: boolean;
  /** `address`: the browser fills the inputs from the user's address; `off`: it is asked not to; none by default. */
  autoComplete?: 'address' | 'off';
  /** The country list in the programme's order (default) or by name in the reader's language. */
  countryOrder?: 'list' | 'name';
  /** The state list: names in the list's order (default), names by alphabet, or codes ('ON'). */
  stateOptions?: 'names' | 'sorted' | 'codes';
  /** Given to the country and street inputs (the grid's full-width cell). */
  wideClassName?: string;
  /** The "(optional)" mark's class (`guided` naming). */
  optionalClassName?: string;
  /** The state kept when the country changes; by default it is cleared when the country's state list differs. */
  keepState?: (country: string, state: string) => string;
  /** After the country changed (a currency that follows it). */
  onCountry?: (country: string) => void;
}

/**
 * The address inputs of a form: the country, the street, the city, the state (a list in the US and Canada, free
 * text elsewhere, required only with a list) and the postal code, laid out in the caller's grid (no wrapper), with
 * each app's own texts. Choosing a country with another state list clears the state.
 */
export function AddressFields<V extends AddressValues, B>(props: AddressFieldsProps<V, B>) {
  const { messages, parts = ALL_PARTS, naming = 'plain', localZip = naming === 'guided', autoComplete, countryOrder = 'list', stateOptions = 'names', wideClassName, optionalClassName = 'rr-muted', keepState, onCountry } = props;
  // Any form with these inputs: the address keys are read as such, whatever else the form holds.
  const form = props.form as unknown as Pick<ContractForm<AddressValues, B>, 'error' | 'field' | 'set' | 'form'>;
  const { error, field } = form;
  const intl = useIntl();
  const countryName = useCountryName();
  const country = form.form.watch('country');
  const states = statesOf(country);
  const guided = naming === 'guided';
  const us = country === 'US';
  const ca = country === 'CA';

  const text = (id: string): ReactNode => <FormattedMessage id={`${messages}.${id}`} />;
  const optional = (id: string): ReactNode =>
    guided ? (
      <>
        {intl.formatMessage({ id: `${messages}.${id}` })} <OptionalMark className={optionalClassName} />
      </>
    ) : (
      text(id)
    );
  const fill = (part: AddressPart, input = true) => (autoComplete === 'address' ? AUTOFILL[part] : autoComplete === 'off' && input ? 'off' : undefined);
  const stateLabel = naming === 'plain' ? text('state') : ca ? text('province') : states ? text('state') : optional('region');
  const zipLabel = localZip ? text(us ? 'zip' : 'postalCode') : text('zipcode');
  const zipHint = guided && (us || ca) ? text(us ? 'zipHint' : 'postalCodeHintCa') : undefined;
  const choose = intl.formatMessage({ id: `${messages}.${guided ? (ca ? 'chooseProvince' : 'chooseState') : 'choose'}` });
  const countries = countryOrder === 'name' ? [...COUNTRIES].sort((a, b) => countryName(a).localeCompare(countryName(b), intl.locale)) : COUNTRIES;
  const regions = !states
    ? []
    : stateOptions === 'sorted'
      ? regionOptions(country, intl.locale)
      : states.map((code) => ({ code, name: stateOptions === 'codes' ? code : regionName(country, code, intl.locale) }));

  const countryInput = () => {
    const countryField = field('country');
    return (
      <Field key="country" label={text('country')} error={error('country')} required className={wideClassName}>
        <Select
          autoComplete={fill('country', false)}
          {...countryField}
          onChange={(event) => {
            const next = event.target.value;
            const before = form.form.getValues('state');
            const after = keepState ? keepState(next, before) : statesOf(next) === states ? before : '';
            void countryField.onChange(event);
            if (after !== before) form.set('state', after);
            onCountry?.(next);
          }}
        >
          <CountryOptions codes={countries} />
        </Select>
      </Field>
    );
  };
  const stateInput = () => (
    <Field key="state" label={stateLabel} error={error('state')} required={Boolean(states)}>
      {states ? (
        <Select autoComplete={fill('state', false)} {...field('state')}>
          <option value="">{choose}</option>
          {regions.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </Select>
      ) : (
        <Input autoComplete={fill('state')} {...field('state')} />
      )}
    </Field>
  );
  // Only the inputs shown are registered: a form without a second street line holds no such value.
  const input = (part: AddressPart): ReactNode => {
    switch (part) {
      case 'country':
        return countryInput();
      case 'state':
        return stateInput();
      case 'zipcode':
        return (
          <Field key="zipcode" label={zipLabel} hint={zipHint} error={error('zipcode')} required>
            <Input autoComplete={fill('zipcode')} autoCapitalize="characters" inputMode={guided ? (us ? 'numeric' : 'text') : undefined} {...field('zipcode')} />
          </Field>
        );
      case 'addressLine2':
        return (
          <Field key={part} label={optional(part)} error={error(part)} className={wideClassName}>
            <Input autoComplete={fill(part)} {...field(part)} />
          </Field>
        );
      default:
        return (
          <Field key={part} label={text(part)} error={error(part)} required className={part === 'city' ? undefined : wideClassName}>
            <Input autoComplete={fill(part)} {...field(part)} />
          </Field>
        );
    }
  };
  return <>{parts.map(input)}</>;
}
