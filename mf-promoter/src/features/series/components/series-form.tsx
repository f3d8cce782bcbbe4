import { queryKeys, useQueryClient } from '@rr/api-client';
import { COUNTRIES, CURRENCIES, EVENT_TYPES, promoterSeriesInputSchema, statesOf, type PromoterSeriesInput, type Series } from '@rr/contracts';
import { regionName } from '@rr/contracts/regions';
import { currencyFor, eventToolsKeys } from '@rr/event-tools';
import { Alert, Button, Field, Input, Select, Textarea, toast } from '@rr/ui';
import { VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createOwnSeries, updateOwnSeries } from '../api/series';

export interface SeriesValues {
  name: string;
  discipline: string;
  country: string;
  state: string;
  zipcode: string;
  currency: string;
  seasonYear: string;
  notes: string;
}

/** What the form starts from: the series being edited, or a new one in the latest season the promoter is approved for. */
export function seriesValues(serie: Series | undefined, seasons: readonly number[]): SeriesValues {
  const country = serie?.country ?? 'US';
  return {
    name: serie?.name ?? '',
    discipline: serie?.discipline ?? '',
    country,
    state: serie?.state ?? '',
    zipcode: serie?.zipcode ?? '',
    currency: serie?.currency ?? currencyFor(country) ?? 'USD',
    seasonYear: String(serie?.seasonYear ?? seasons.at(-1) ?? ''),
    notes: serie?.notes ?? '',
  };
}

/** The body the inputs make, before the contract checks it (a season typed as text is sent as typed, for it to refuse). */
export function seriesBody(values: SeriesValues): PromoterSeriesInput {
  return {
    name: values.name.trim(),
    discipline: values.discipline,
    country: values.country,
    state: values.state.trim() || undefined,
    zipcode: values.zipcode.trim(),
    currency: values.currency,
    seasonYear: /^\d{4}$/.test(values.seasonYear) ? Number(values.seasonYear) : values.seasonYear,
    notes: values.notes.trim() || undefined,
  } as unknown as PromoterSeriesInput;
}

/**
 * A promoter's own series (docs/api.md "Series"): its name, discipline, where it runs, currency and season (one of
 * the seasons they are approved for), and notes; checked with the contract the events service parses, the server's
 * field messages landing on the same fields. A new series waits for programme staff's review.
 */
export function SeriesForm({ promoterId, serie, seasons, onSaved }: { promoterId: string; serie?: Series; seasons: readonly number[]; onSaved: (saved: Series) => void }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [defaultValues] = useState(() => seriesValues(serie, seasons));
  const form = useContractForm<SeriesValues, PromoterSeriesInput, { serie: Series }>({
    schema: promoterSeriesInputSchema,
    defaultValues,
    toBody: seriesBody,
    summary: VALIDATION_SUMMARY,
    send: (body) => (serie ? updateOwnSeries(serie._id, body) : createOwnSeries(promoterId, body)),
    onSuccess: async (answer) => {
      toast.success(intl.formatMessage({ id: serie ? 'promoter.seriesForm.saved' : 'promoter.seriesForm.created' }, { name: answer.serie.name }));
      await Promise.all([client.invalidateQueries({ queryKey: eventToolsKeys.promoterSeries(promoterId) }), client.invalidateQueries({ queryKey: queryKeys.series.detail(answer.serie._id) })]);
      onSaved(answer.serie);
    },
  });
  const { error, field } = form;
  const country = form.form.watch('country');
  const states = statesOf(country);
  // The season the series already runs in stays offered, even when it is no longer one the promoter is approved for.
  const seasonChoices = [...new Set([...(serie?.seasonYear ? [serie.seasonYear] : []), ...seasons])].sort();
  const label = (id: string) => <FormattedMessage id={`promoter.seriesForm.${id}`} />;
  const choose = intl.formatMessage({ id: 'promoter.profile.field.choose' });
  return (
    <form className="rr-stack" aria-label={intl.formatMessage({ id: serie ? 'promoter.seriesForm.editLabel' : 'promoter.seriesForm.newLabel' })} {...form.formProps}>
      <div className="pro-form-grid">
        <Field label={label('name')} error={error('name')} required>
          <Input autoComplete="off" maxLength={200} {...field('name')} />
        </Field>
        <Field label={label('discipline')} error={error('discipline')} required>
          <Select {...field('discipline')}>
            <option value="">{choose}</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {intl.formatMessage({ id: `eventTools.raceStyle.${type}` })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('seasonYear')} hint={label('seasonYearHint')} error={error('seasonYear')} required>
          <Select {...field('seasonYear')}>
            {seasonChoices.length === 0 ? <option value="">{choose}</option> : null}
            {seasonChoices.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('country')} error={error('country')} required>
          <Select
            {...field('country')}
            onChange={(event) => {
              const next = event.target.value;
              if (statesOf(next) !== states) form.set('state', '');
              form.set('country', next);
              // A new series follows its country's currency until one is chosen (spec §9: USD, CAD, EUR).
              const currency = currencyFor(next);
              if (!serie && currency && !form.form.formState.dirtyFields.currency) form.set('currency', currency);
            }}
          >
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {intl.formatDisplayName(code, { type: 'region' }) ?? code}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label(country === 'CA' ? 'province' : country === 'US' ? 'state' : 'region')} error={error('state')} required={Boolean(states)}>
          {states ? (
            <Select {...field('state')}>
              <option value="">{choose}</option>
              {states.map((code) => (
                <option key={code} value={code}>
                  {regionName(country, code, intl.locale)}
                </option>
              ))}
            </Select>
          ) : (
            <Input {...field('state')} />
          )}
        </Field>
        <Field label={label('zipcode')} error={error('zipcode')} required>
          <Input autoCapitalize="characters" {...field('zipcode')} />
        </Field>
        <Field label={label('currency')} hint={label('currencyHint')} error={error('currency')} required>
          <Select {...field('currency')}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label={label('notes')} error={error('notes')}>
        <Textarea rows={3} maxLength={2000} {...field('notes')} />
      </Field>
      {form.problemText ? <Alert tone="error">{form.problemText}</Alert> : null}
      <div>
        <Button type="submit" loading={form.submitting} icon={<Save className="rr-icon" aria-hidden="true" />}>
          <FormattedMessage id={serie ? 'promoter.seriesForm.save' : 'promoter.seriesForm.create'} />
        </Button>
      </div>
    </form>
  );
}
