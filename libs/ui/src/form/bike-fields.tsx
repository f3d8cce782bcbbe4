import { OLDEST_BIKE_YEAR, normaliseVinInput } from '@rr/contracts';
import { Field, Input, Select } from '@rr/ui';
import { useId, useState } from 'react';
import { get, type FieldError, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { VinExplanation, useVinMakes, vinRefusal } from '../vin';
import type { ContractForm } from './use-contract-form';

/** The texts of the bike inputs, each a message id under the caller's prefix (or one of its own: `ids`). */
export type BikeText = 'year' | 'chooseYear' | 'make' | 'model' | 'vin' | 'vinHint' | 'saleDate' | 'saleDateHint';

/** The names of the bike inputs in the form (a rider's bike form: `year`…; staff's new rider form: `bikeYear`…). */
export interface BikeNames {
  year: string;
  make: string;
  model: string;
  vin: string;
  saleDate: string;
}

const BIKE_NAMES: BikeNames = { year: 'year', make: 'make', model: 'model', vin: 'vin', saleDate: 'saleDate' };

/** The model years the programme takes, newest first (OLDEST_BIKE_YEAR to next year, as the contract checks). */
export function bikeYears(now = new Date()): number[] {
  return Array.from({ length: now.getFullYear() + 1 - OLDEST_BIKE_YEAR + 1 }, (_, index) => now.getFullYear() + 1 - index);
}

export interface BikeFieldsProps<V extends FieldValues, B> {
  /** Any contract form holding the bike inputs under `names`. */
  form: Pick<ContractForm<V, B>, 'error' | 'field' | 'form'>;
  /** The message ids' prefix: `${messages}.year`, `.chooseYear`, `.make`, `.model`, `.vin`, `.vinHint`, `.saleDate`, `.saleDateHint`. */
  messages: string;
  /** Message ids of texts kept elsewhere than under `messages`. */
  ids?: Partial<Record<BikeText, string>>;
  names?: Partial<BikeNames>;
  /** The grid the inputs are laid out in; the VIN's explanation follows it. */
  gridClassName: string;
  /** The bike's inputs are required (a bike form), or the whole bike is optional (a new rider's first bike). */
  required?: boolean;
  /** The day the bike was sold is asked for too. */
  saleDate?: boolean;
  /** The VIN input's class, and its field's (a wide cell). */
  vinClassName?: string;
  vinFieldClassName?: string;
}

/**
 * A bike's model year, make (the VIN patterns' makes offered), model and VIN, explained as it is typed (length,
 * letters a VIN never has, check digit, model year, maker, and the refusal the server gave), and its sale day.
 */
export function BikeFields<V extends FieldValues, B>({ form: anyForm, messages, ids = {}, names: own, gridClassName, required = true, saleDate = false, vinClassName, vinFieldClassName }: BikeFieldsProps<V, B>) {
  const form = anyForm as unknown as Pick<ContractForm<Record<string, string>, B>, 'error' | 'field' | 'form'>;
  const names = { ...BIKE_NAMES, ...own };
  const intl = useIntl();
  const [years] = useState(() => bikeYears());
  const makesList = useId();
  const explanationId = useId();
  const makes = useVinMakes().data?.makes ?? [];
  const text = (key: BikeText) => intl.formatMessage({ id: ids[key] ?? `${messages}.${key}` });
  const vin = form.form.watch(names.vin) ?? '';
  const year = Number(form.form.watch(names.year)) || null;
  return (
    <>
      <div className={gridClassName}>
        <Field label={text('year')} error={form.error(names.year)} required={required}>
          <Select {...form.field(names.year)}>
            <option value="">{text('chooseYear')}</option>
            {years.map((option) => (
              <option key={option} value={String(option)}>
                {option}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={text('make')} error={form.error(names.make)} required={required}>
          <Input list={makes.length > 0 ? makesList : undefined} autoComplete="off" {...form.field(names.make)} />
        </Field>
        {makes.length > 0 ? (
          <datalist id={makesList}>
            {makes.map((make) => (
              <option key={make} value={make} />
            ))}
          </datalist>
        ) : null}
        <Field label={text('model')} error={form.error(names.model)} required={required}>
          <Input autoComplete="off" {...form.field(names.model)} />
        </Field>
        <Field label={text('vin')} hint={text('vinHint')} error={form.error(names.vin)} required={required} className={vinFieldClassName}>
          <Input
            className={vinClassName}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={24}
            aria-describedby={vin.length > 0 ? explanationId : undefined}
            {...form.field(names.vin, { normalise: normaliseVinInput })}
          />
        </Field>
        {saleDate ? (
          <Field label={text('saleDate')} hint={text('saleDateHint')} error={form.error(names.saleDate)}>
            <Input type="date" {...form.field(names.saleDate)} />
          </Field>
        ) : null}
      </div>
      {vin.length > 0 ? <VinExplanation id={explanationId} vin={vin} year={year} refusal={vinRefusal(get(form.form.formState.errors, names.vin) as FieldError | undefined)} /> : null}
    </>
  );
}
