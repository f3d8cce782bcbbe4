import { DEFAULT_CREDIT_EXPIRY_DAYS, seriesInputSchema, type Series, type SeriesInput } from '@rr/contracts';
import { formatMoneyInput, moneyInputValue } from '@rr/contracts/money-input';
import { SeriesFields, type SeriesFieldValues } from '@rr/event-tools';
import { Field, Input, PageLoading, Select, toast } from '@rr/ui';
import { VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormEnd } from '../../../components/form-end';
import { createSeries, updateSeries, useCategories, usePromoterChoices, useCatalogWrite } from '../api/catalog';
import { WithEventToolsMessages } from './event-tools-messages';

const fromCents = (cents: number, locale: string) => (cents ? formatMoneyInput(cents, locale) : '');

interface SeriesValues extends SeriesFieldValues {
  promoterId: string;
  categoryId: string;
  races: string;
  distance: string;
  bonus: string;
  initialValue: string;
  expirationDate: string;
  active: boolean;
}

function valuesOf(serie: Series | undefined, locale: string): SeriesValues {
  return {
    name: serie?.name ?? '',
    notes: serie?.notes ?? '',
    promoterId: serie?.promoterId ?? '',
    categoryId: serie?.category?._id ?? '',
    country: serie?.country ?? 'US',
    state: serie?.state ?? '',
    zipcode: serie?.zipcode ?? '',
    races: serie?.races != null ? String(serie.races) : '',
    distance: serie?.distance != null ? String(serie.distance) : '',
    currency: serie?.currency ?? 'USD',
    bonus: fromCents(serie?.bonus ?? 0, locale),
    initialValue: fromCents(serie?.initialValue ?? 0, locale),
    expirationDate: serie?.expirationDate ?? '',
    active: serie?.active ?? true,
  };
}

const count = (text: string): number | string | undefined => (text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

function bodyOf(values: SeriesValues, locale: string): SeriesInput {
  return {
    name: values.name.trim(),
    notes: values.notes.trim() || undefined,
    promoterId: values.promoterId,
    categoryId: values.categoryId || undefined,
    country: values.country,
    state: values.state.trim() || undefined,
    zipcode: values.zipcode.trim(),
    races: count(values.races),
    distance: count(values.distance),
    currency: values.currency,
    bonus: moneyInputValue(values.bonus, locale),
    initialValue: moneyInputValue(values.initialValue, locale),
    expirationDate: values.expirationDate || undefined,
    active: values.active,
  } as unknown as SeriesInput;
}

/**
 * Every field of spec §3 Series, checked with the contract the events service parses: the fields every series form has
 * (SeriesFields, with the event tools' strings), and staff's own (promoter, category, rounds, money, shown to riders).
 */
export function SeriesForm({ serie, onSaved }: { serie?: Series; onSaved: (saved: Series) => void }) {
  const intl = useIntl();
  const promoters = usePromoterChoices();
  const categories = useCategories();
  const save = useCatalogWrite((body: SeriesInput) => (serie ? updateSeries(serie._id, body) : createSeries(body)));
  const [defaultValues] = useState(() => valuesOf(serie, intl.locale));
  const form = useContractForm<SeriesValues, SeriesInput, { serie: Series }>({
    schema: seriesInputSchema,
    defaultValues,
    toBody: (values) => bodyOf(values, intl.locale),
    summary: VALIDATION_SUMMARY,
    codeFields: { SERIES_OF_OTHER_PROMOTER: 'promoterId' },
    send: (body) => save.mutateAsync(body),
    onSuccess: (answer) => {
      toast.success(intl.formatMessage({ id: serie ? 'admin.seriesForm.saved' : 'admin.seriesForm.created' }, { name: answer.serie.name }));
      onSaved(answer.serie);
    },
  });
  const { error, field } = form;
  const label = (id: string) => <FormattedMessage id={`admin.seriesForm.${id}`} />;
  if (!promoters.data || !categories.data) return <PageLoading />;
  return (
    <WithEventToolsMessages>
      <form className="rr-stack" {...form.formProps}>
        <SeriesFields
          form={form}
          isNew={!serie}
          gridClassName="adm-form-grid"
          about={
            <>
              <Field label={label('promoter')} error={error('promoterId')} required>
                <Select {...field('promoterId')}>
                  <option value="">{intl.formatMessage({ id: 'admin.seriesForm.choose' })}</option>
                  {promoters.data.promoters.map((p) => (
                    <option key={p._id} value={p._id}>
                      {p.name}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={label('category')} error={error('categoryId')}>
                <Select {...field('categoryId')}>
                  <option value="">{intl.formatMessage({ id: 'admin.seriesForm.noCategory' })}</option>
                  {categories.data.allCategories.map((c) => (
                    <option key={c._id} value={c._id}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              </Field>
            </>
          }
          afterPlace={
            <>
              <Field label={label('races')} hint={label('racesHint')} error={error('races')}>
                <Input type="number" inputMode="numeric" min={0} {...field('races')} />
              </Field>
              <Field label={label('distance')} hint={label('distanceHint')} error={error('distance')}>
                <Input type="number" inputMode="numeric" min={0} {...field('distance')} />
              </Field>
            </>
          }
          afterCurrency={
            <>
              <Field label={label('bonus')} hint={label('bonusHint')} error={error('bonus')}>
                <Input inputMode="decimal" {...field('bonus')} />
              </Field>
              <Field label={label('initialValue')} hint={label('initialValueHint')} error={error('initialValue')}>
                <Input inputMode="decimal" {...field('initialValue')} />
              </Field>
              <Field label={label('expirationDate')} hint={<FormattedMessage id="admin.seriesForm.expirationDateHint" values={{ days: DEFAULT_CREDIT_EXPIRY_DAYS }} />} error={error('expirationDate')}>
                <Input type="date" {...field('expirationDate')} />
              </Field>
            </>
          }
        />
        <FormEnd form={form} active={{ label: label('active'), field: form.form.register('active') }} submit={<FormattedMessage id={serie ? 'admin.seriesForm.save' : 'admin.seriesForm.create'} />} />
      </form>
    </WithEventToolsMessages>
  );
}
