import { COUNTRIES, CURRENCIES, EVENT_TYPES, eventInputSchema, statesOf, type EventInput, type ManagedEvent, type Series } from '@rr/contracts';
import { Button, Field, Input, Select } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { FormattedMessage, useIntl } from 'react-intl';

type Values = {
  title: string;
  type: string;
  startDate: string;
  endDate: string;
  venue: string;
  venueWebsite: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  currency: string;
  seriesId: string;
  active: boolean;
  canceled: boolean;
  payingEvent: boolean;
};

const EMPTY: Values = { title: '', type: 'motocross', startDate: '', endDate: '', venue: '', venueWebsite: '', city: '', state: '', zipcode: '', country: 'US', currency: 'USD', seriesId: '', active: true, canceled: false, payingEvent: true };

function valuesOf(event: ManagedEvent['event'] | undefined): Values {
  if (!event) return EMPTY;
  return {
    title: event.title,
    type: event.type,
    startDate: event.startDate,
    endDate: event.endDate,
    venue: event.venue,
    venueWebsite: event.venueWebsite,
    city: event.city,
    state: event.state,
    zipcode: event.zipcode,
    country: event.country,
    currency: event.currency,
    seriesId: event.seriesId ?? '',
    active: event.active,
    canceled: event.canceled,
    payingEvent: event.payingEvent,
  };
}

const toBody = (values: Values): EventInput =>
  ({
    ...values,
    title: values.title.trim(),
    city: values.city.trim(),
    zipcode: values.zipcode.trim().toUpperCase(),
    endDate: values.endDate || values.startDate,
    seriesId: values.seriesId || undefined,
    venueWebsite: values.venueWebsite.trim() || undefined,
  }) as EventInput;

/** Every field of spec §3 Event, checked with the schema the events service parses (eventInputSchema). */
export function EventForm({ event, series, seriesId = '', onSave, submitLabel }: { event?: ManagedEvent['event']; series: Series[]; seriesId?: string; onSave: (body: EventInput) => Promise<unknown>; submitLabel: React.ReactNode }) {
  const intl = useIntl();
  const form = useContractForm<Values, EventInput>({
    schema: eventInputSchema,
    defaultValues: event ? valuesOf(event) : { ...EMPTY, seriesId, ...(series.find((s) => s._id === seriesId) ? { country: series.find((s) => s._id === seriesId)!.country, currency: series.find((s) => s._id === seriesId)!.currency } : {}) },
    toBody,
    send: (body) => onSave(body),
  });
  const country = form.form.watch('country');
  const states = statesOf(country);
  const label = (id: string) => <FormattedMessage id={`promoter.eventForm.${id}`} />;
  return (
    <form className="rr-stack" {...form.formProps}>
      <FormProblem form={form} />
      <div className="pro-form-grid">
        <Field label={label('title')} required error={form.error('title')} className="pro-span-2">
          <Input {...form.field('title')} />
        </Field>
        <Field label={label('type')} required error={form.error('type')}>
          <Select {...form.field('type')}>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {intl.formatMessage({ id: `promoter.raceStyle.${type}` })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('series')} error={form.error('seriesId')}>
          <Select {...form.field('seriesId')}>
            <option value="">{intl.formatMessage({ id: 'promoter.eventForm.noSeries' })}</option>
            {series.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('startDate')} required error={form.error('startDate')}>
          <Input type="date" {...form.field('startDate')} />
        </Field>
        <Field label={label('endDate')} error={form.error('endDate')} hint={label('endDateHint')}>
          <Input type="date" {...form.field('endDate')} />
        </Field>
        <Field label={label('venue')} error={form.error('venue')}>
          <Input {...form.field('venue')} />
        </Field>
        <Field label={label('venueWebsite')} error={form.error('venueWebsite')}>
          <Input type="url" placeholder="https://" {...form.field('venueWebsite')} />
        </Field>
        <Field label={label('country')} required error={form.error('country')}>
          <Select {...form.field('country')}>
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {intl.formatDisplayName(code, { type: 'region' }) ?? code}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label(country === 'CA' ? 'province' : 'state')} required={Boolean(states)} error={form.error('state')}>
          {states ? (
            <Select {...form.field('state')}>
              <option value="" />
              {states.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          ) : (
            <Input {...form.field('state')} />
          )}
        </Field>
        <Field label={label('city')} required error={form.error('city')}>
          <Input {...form.field('city')} />
        </Field>
        <Field label={label('zipcode')} required error={form.error('zipcode')}>
          <Input {...form.field('zipcode')} autoComplete="postal-code" />
        </Field>
        <Field label={label('currency')} required error={form.error('currency')}>
          <Select {...form.field('currency')}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <fieldset className="pro-checks">
        <legend className="rr-visually-hidden">{intl.formatMessage({ id: 'promoter.eventForm.flags' })}</legend>
        {(['active', 'payingEvent', 'canceled'] as const).map((name) => (
          <label key={name} className="pro-check">
            <input type="checkbox" {...form.form.register(name)} /> {label(name)}
          </label>
        ))}
      </fieldset>
      <div className="pro-actions">
        <Button type="submit" loading={form.submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
