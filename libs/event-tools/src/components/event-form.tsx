import { CURRENCIES, eventInputSchema, type EventInput, type ManagedEvent } from '@rr/contracts';
import { Alert, Button, Field, Input, Select } from '@rr/ui';
import { AddressFields } from '@rr/ui/address-fields';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { Save } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { bodiesText, currencyFor, eventBody, eventValues, seasonBodiesFor, seriesCurrencyOf, stateFor, type EventValues, type SeasonBodies, type SeriesOption } from '../lib/event-values';
import { Icon } from './icon';
import { RaceStyleOptions } from './race-style-options';
import '../event-tools.css';

export interface EventFormProps {
  /** The event to edit; without one the form creates an event. */
  event?: ManagedEvent['event'];
  /** The series the event can be put in (the promoter's own). */
  series: readonly SeriesOption[];
  /** A new event's series (its country and currency come with it). */
  defaultSeriesId?: string;
  /** The sanctioning bodies the promoter's applications name per season: a new event starts with its season's. */
  seasons?: readonly SeasonBodies[];
  submitLabel: ReactNode;
  /** Creates or saves the event; a failure is shown on the form (400 VALIDATION details on their fields). */
  onSave: (body: EventInput) => Promise<unknown>;
  /** After a successful save, with the body that was sent. */
  onSaved?: () => void;
  /** The first and last day the event may have (a promoter's approved seasons; the service refuses others). */
  dateRange?: { min: string; max: string } | undefined;
}

const NO_SEASONS: readonly SeasonBodies[] = [];

/**
 * Every field of spec §3 Event (title, race style, first and last day, venue and its website, city, country,
 * state or province from the country's list, postal code, currency, series, shown, canceled, paying) and the bodies
 * that sanction it (spec §9: a double-sanctioned race pays once; a new event starts with its season's), checked with
 * the schema the events service parses (`eventInputSchema`); the server's field messages land on the same fields.
 */
export function EventForm({ event, series, defaultSeriesId = '', seasons = NO_SEASONS, submitLabel, onSave, onSaved, dateRange }: EventFormProps) {
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  const form = useContractForm<EventValues, EventInput>({
    schema: eventInputSchema,
    defaultValues: eventValues(event, series.find((s) => s._id === defaultSeriesId), seasons),
    toBody: eventBody,
    send: (body) => onSave(body),
    onSuccess: () => {
      // What was saved becomes the form's starting point: "Saved" shows until the next change.
      form.reset(form.form.getValues());
      setSaved(true);
      onSaved?.();
    },
  });
  const showSaved = saved && event !== undefined && !form.form.formState.isDirty;
  // A new event follows its season's bodies (the year of its first day) until the bodies are typed in.
  const bodiesTyped = useRef(false);
  const seasonText = bodiesText(seasonBodiesFor(seasons, form.form.watch('startDate') ?? ''));
  const { setValue } = form.form;
  useEffect(() => {
    if (!event && !bodiesTyped.current) setValue('sanctioningBodies', seasonText);
  }, [event, seasonText, setValue]);
  const bodiesField = form.field('sanctioningBodies');
  // What the results go by while the event records no body: its promoter's application for the season.
  const seasonNote =
    event && event.sanctioningBodies.length === 0 && event.seasonSanctioningBodies.length > 0
      ? intl.formatMessage({ id: 'eventTools.eventForm.sanctioningBodiesSeason' }, { year: event.startDate.slice(0, 4), bodies: bodiesText(event.seasonSanctioningBodies) })
      : null;
  // An event in a series is paid in the series' currency (the service refuses another): choosing the series sets it,
  // and the currency select offers that one only while the series is chosen.
  const seriesCurrency = seriesCurrencyOf(series, form.form.watch('seriesId') ?? '');
  const lockedCurrency = seriesCurrency?.currency ?? null;
  useEffect(() => {
    if (lockedCurrency && form.form.getValues('currency') !== lockedCurrency) setValue('currency', lockedCurrency, { shouldDirty: true });
  }, [lockedCurrency, form.form, setValue]);
  const label = (id: string) => <FormattedMessage id={`eventTools.eventForm.${id}`} />;
  const onCountry = (next: string) => {
    const currency = currencyFor(next);
    if (!event && currency && !lockedCurrency && !form.form.formState.dirtyFields.currency) form.form.setValue('currency', currency);
  };
  return (
    <form className="rr-stack" aria-label={intl.formatMessage({ id: 'eventTools.eventForm.label' })} {...form.formProps}>
      <FormProblem form={form} />
      {showSaved && (
        <Alert tone="success">
          <FormattedMessage id="eventTools.eventForm.saved" />
        </Alert>
      )}
      <div className="et-form-grid">
        <Field label={label('title')} required error={form.error('title')} className="et-span-2">
          <Input {...form.field('title')} maxLength={200} />
        </Field>
        <Field label={label('type')} required error={form.error('type')}>
          <Select {...form.field('type')}>
            <RaceStyleOptions />
          </Select>
        </Field>
        <Field label={label('series')} error={form.error('seriesId')}>
          <Select {...form.field('seriesId')}>
            <option value="">{intl.formatMessage({ id: 'eventTools.eventForm.noSeries' })}</option>
            {series.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('startDate')} required error={form.error('startDate')}>
          <Input type="date" min={dateRange?.min} max={dateRange?.max} {...form.field('startDate')} />
        </Field>
        <Field label={label('endDate')} error={form.error('endDate')} hint={label('endDateHint')}>
          <Input type="date" min={dateRange?.min} max={dateRange?.max} {...form.field('endDate')} />
        </Field>
        <Field label={label('venue')} error={form.error('venue')}>
          <Input {...form.field('venue')} maxLength={200} />
        </Field>
        <Field label={label('venueWebsite')} error={form.error('venueWebsite')}>
          <Input type="url" inputMode="url" placeholder="https://" {...form.field('venueWebsite')} />
        </Field>
        <AddressFields form={form} messages="eventTools.eventForm" parts={['country', 'state', 'city', 'zipcode']} naming="local" autoComplete="address" keepState={stateFor} onCountry={onCountry} />
        <Field
          label={label('currency')}
          required
          error={form.error('currency')}
          hint={seriesCurrency ? <FormattedMessage id="eventTools.eventForm.seriesCurrency" values={seriesCurrency} /> : label('currencyHint')}
        >
          <Select {...form.field('currency')}>
            {(lockedCurrency ? [lockedCurrency] : CURRENCIES).map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('sanctioningBodies')} error={form.error('sanctioningBodies')} hint={seasonNote ?? label('sanctioningBodiesHint')} className="et-span-2">
          <Input
            {...bodiesField}
            onChange={(change) => {
              bodiesTyped.current = true;
              return bodiesField.onChange(change);
            }}
            placeholder="AMA, CMA"
            autoComplete="off"
          />
        </Field>
      </div>
      <fieldset className="et-checks">
        <legend className="rr-visually-hidden">{intl.formatMessage({ id: 'eventTools.eventForm.flags' })}</legend>
        {(['active', 'payingEvent', 'canceled'] as const).map((name) => (
          <label key={name} className="et-check">
            <input type="checkbox" {...form.form.register(name)} /> {label(name)}
          </label>
        ))}
      </fieldset>
      <div className="et-actions">
        <Button type="submit" loading={form.submitting} icon={<Icon of={Save} />}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
