import { OLDEST_BIKE_YEAR, bikeInputSchema, type BikeAddedAnswer, type BikeInput } from '@rr/contracts';
import { Button, Field, Input, Select } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { VinExplanation, useVinMakes, vinRefusal } from '@rr/ui/vin';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addBike, changeBike } from '../api/profile-api';
import { bikeBody, normaliseVinInput, type BikeValues } from '../lib/profile-form';
import { useProfileWrite } from './use-profile-write';

/** The model years the programme takes, newest first (OLDEST_BIKE_YEAR to next year, as the server checks). */
function modelYears(now = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear() + 1; year >= OLDEST_BIKE_YEAR; year -= 1) years.push(year);
  return years;
}

/**
 * A bike to add, or one to correct (`bikeId`): year, make, model and the VIN, explained as it is typed (length,
 * letters a VIN never has, check digit, model year, maker) before the server matches it against the VIN patterns.
 */
export function BikeForm({ riderId, bikeId, initial, onSaved, onCancel }: { riderId: string; bikeId?: string; initial: BikeValues; onSaved: (answer: BikeAddedAnswer) => void | Promise<void>; onCancel: () => void }) {
  const intl = useIntl();
  const makesList = useId();
  const explanationId = useId();
  const makes = useVinMakes().data?.makes ?? [];
  const save = useProfileWrite(riderId, (body: BikeInput) => (bikeId ? changeBike(riderId, bikeId, body) : addBike(riderId, body)), (answer) => answer.rider);
  const form = useContractForm<BikeValues, BikeInput, BikeAddedAnswer>({
    schema: bikeInputSchema,
    defaultValues: initial,
    toBody: bikeBody,
    codeFields: { VIN_TAKEN: 'vin' },
    send: (body) => save.mutateAsync(body),
    onSuccess: (answer) => onSaved(answer),
  });
  const vin = form.form.watch('vin') ?? '';
  const year = Number(form.form.watch('year')) || null;
  const label = (id: string) => <FormattedMessage id={`rider.profile.bikes.field.${id}`} />;

  return (
    <form className="rr-stack rdr-bike-form" {...form.formProps} aria-label={intl.formatMessage({ id: bikeId ? 'rider.profile.bikes.correctTitle' : 'rider.profile.bikes.addTitle' })}>
      <h3 className="rdr-bike-form__title">
        <FormattedMessage id={bikeId ? 'rider.profile.bikes.correctTitle' : 'rider.profile.bikes.addTitle'} />
      </h3>
      <FormProblem form={form} />
      <div className="rdr-profile__grid">
        <Field label={label('year')} error={form.error('year')} required>
          <Select {...form.field('year')}>
            <option value="">{intl.formatMessage({ id: 'rider.profile.bikes.field.chooseYear' })}</option>
            {modelYears().map((option) => (
              <option key={option} value={String(option)}>
                {option}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('make')} error={form.error('make')} required>
          <Input list={makes.length > 0 ? makesList : undefined} autoComplete="off" {...form.field('make')} />
        </Field>
        {makes.length > 0 ? (
          <datalist id={makesList}>
            {makes.map((make) => (
              <option key={make} value={make} />
            ))}
          </datalist>
        ) : null}
        <Field label={label('model')} error={form.error('model')} required>
          <Input autoComplete="off" {...form.field('model')} />
        </Field>
        <Field label={label('vin')} hint={<FormattedMessage id="rider.profile.bikes.field.vinHint" />} error={form.error('vin')} required className="rdr-profile__wide">
          <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={24} className="rdr-profile__mono" aria-describedby={vin.length > 0 ? explanationId : undefined} {...form.field('vin', { normalise: normaliseVinInput })} />
        </Field>
        <Field label={label('saleDate')} hint={<FormattedMessage id="rider.profile.bikes.field.saleDateHint" />} error={form.error('saleDate')}>
          <Input type="date" {...form.field('saleDate')} />
        </Field>
      </div>
      {vin.length > 0 ? <VinExplanation id={explanationId} vin={vin} year={year} refusal={vinRefusal(form.form.formState.errors.vin)} /> : null}
      <div className="rr-form-actions rdr-profile__actions">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={form.submitting}>
          <FormattedMessage id="ui.confirm.cancel" />
        </Button>
        <Button type="submit" loading={form.submitting}>
          <FormattedMessage id={bikeId ? 'rider.profile.bikes.saveCorrection' : 'rider.profile.bikes.saveNew'} />
        </Button>
      </div>
    </form>
  );
}
