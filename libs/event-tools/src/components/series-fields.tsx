import { CURRENCIES } from '@rr/contracts';
import { Field, Input, Select, Textarea } from '@rr/ui';
import { AddressFields } from '@rr/ui/address-fields';
import type { ContractForm } from '@rr/ui/form';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { currencyFor } from '../lib/event-values';

/** The fields every series form has, as its inputs hold them (the promoter's own form and staff's form add theirs). */
export interface SeriesFieldValues {
  name: string;
  country: string;
  state: string;
  zipcode: string;
  currency: string;
  notes: string;
}

export interface SeriesFieldsProps<V extends SeriesFieldValues, B> {
  form: ContractForm<V, B>;
  /** A new series: its currency follows the country until one is chosen (spec §9: USD, CAD, EUR). */
  isNew: boolean;
  /** The class of the grid the fields are laid out in (each area lays its forms out its own way). */
  gridClassName: string;
  /** The area's own fields after the name (the promoter's discipline and season; staff's promoter and category). */
  about?: ReactNode;
  /** Between the place and the currency (staff's planned rounds and distance). */
  afterPlace?: ReactNode;
  /** After the currency (staff's series bonus, dealer credit and its expiry). */
  afterCurrency?: ReactNode;
}

/**
 * A series' name, where it runs (country, then its state, province or region, and postal code), its currency and
 * notes: the same fields, checks and wording wherever a series is edited (the promoter's own series, staff's series
 * page), with the area's own fields in the places the slots give them. Strings: `eventTools.seriesFields.*`.
 */
export function SeriesFields<V extends SeriesFieldValues, B>(props: SeriesFieldsProps<V, B>) {
  const { isNew, gridClassName, about, afterPlace, afterCurrency } = props;
  // Every series form names these fields alike; a form with more fields is read here as one of these.
  const form = props.form as unknown as ContractForm<SeriesFieldValues, B>;
  const { error, field } = form;
  const label = (id: string) => <FormattedMessage id={`eventTools.seriesFields.${id}`} />;
  return (
    <>
      <div className={gridClassName}>
        <Field label={label('name')} error={error('name')} required>
          <Input autoComplete="off" maxLength={200} {...field('name')} />
        </Field>
        {about}
        <AddressFields
          form={form}
          messages="eventTools.seriesFields"
          parts={['country', 'state', 'zipcode']}
          naming="local"
          onCountry={(next) => {
            const currency = currencyFor(next);
            if (isNew && currency && !form.form.formState.dirtyFields.currency) form.set('currency', currency);
          }}
        />
        {afterPlace}
        <Field label={label('currency')} hint={label('currencyHint')} error={error('currency')} required>
          <Select {...field('currency')}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </Field>
        {afterCurrency}
      </div>
      <Field label={label('notes')} error={error('notes')}>
        <Textarea rows={3} maxLength={2000} {...field('notes')} />
      </Field>
    </>
  );
}
