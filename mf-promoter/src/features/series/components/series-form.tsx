import { queryKeys, useQueryClient } from '@rr/api-client';
import { promoterSeriesInputSchema, type PromoterSeriesInput, type Series } from '@rr/contracts';
import { RaceStyleOptions, SeriesFields, currencyFor, eventToolsKeys, type SeriesFieldValues } from '@rr/event-tools';
import { Alert, Button, Field, Select, toast } from '@rr/ui';
import { VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createOwnSeries, updateOwnSeries } from '../api/series';

export interface SeriesValues extends SeriesFieldValues {
  discipline: string;
  seasonYear: string;
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
  // The season the series already runs in stays offered, even when it is no longer one the promoter is approved for.
  const seasonChoices = [...new Set([...(serie?.seasonYear ? [serie.seasonYear] : []), ...seasons])].sort();
  const label = (id: string) => <FormattedMessage id={`promoter.seriesForm.${id}`} />;
  const choose = intl.formatMessage({ id: 'promoter.profile.field.choose' });
  return (
    <form className="rr-stack" aria-label={intl.formatMessage({ id: serie ? 'promoter.seriesForm.editLabel' : 'promoter.seriesForm.newLabel' })} {...form.formProps}>
      <SeriesFields
        form={form}
        isNew={!serie}
        gridClassName="pro-form-grid"
        about={
          <>
            <Field label={label('discipline')} error={error('discipline')} required>
              <Select {...field('discipline')}>
                <option value="">{choose}</option>
                <RaceStyleOptions />
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
          </>
        }
      />
      {form.problemText ? <Alert tone="error">{form.problemText}</Alert> : null}
      <div>
        <Button type="submit" loading={form.submitting} icon={<Save className="rr-icon" aria-hidden="true" />}>
          <FormattedMessage id={serie ? 'promoter.seriesForm.save' : 'promoter.seriesForm.create'} />
        </Button>
      </div>
    </form>
  );
}
