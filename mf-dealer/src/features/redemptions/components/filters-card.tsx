import { Button, Card, Field, Input, Select } from '@rr/ui';
import { Filter, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EMPTY_FILTERS, datesInOrder, hasFilters, type FilterKey, type FilterValues } from '../lib/filters';

export interface FiltersCardProps {
  /** The filters in the address. */
  filters: FilterValues;
  /** The countries of the dealer's riders (the answer's `distinctCountry`). */
  countries: readonly string[];
  onApply: (filters: FilterValues) => void;
}

/** The history's filters (spec §3): from and to (days, inclusive), the rider's country and name; applied to the address. */
export function FiltersCard({ filters, countries, onApply }: FiltersCardProps) {
  const intl = useIntl();
  const [values, setValues] = useState<FilterValues>(filters);
  const [orderProblem, setOrderProblem] = useState(false);
  const t = (id: string) => intl.formatMessage({ id: `dealer.redemptions.filters.${id}` });
  const set = (key: FilterKey) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
    if (key === 'afterDate' || key === 'beforeDate') setOrderProblem(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!datesInOrder(values)) {
      setOrderProblem(true);
      return;
    }
    onApply(values);
  };
  const clear = () => {
    setValues(EMPTY_FILTERS);
    setOrderProblem(false);
    onApply(EMPTY_FILTERS);
  };
  const choices = [...new Set([...countries, ...(filters.country ? [filters.country] : [])])]
    .map((code) => ({ code, name: intl.formatDisplayName(code, { type: 'region' }) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, intl.locale));

  return (
    <Card title={<FormattedMessage id="dealer.redemptions.filters.title" />}>
      <form className="dlr-filters" onSubmit={submit} aria-label={t('title')}>
        <div className="dlr-filters__grid">
          <Field label={t('afterDate')}>
            <Input type="date" name="afterDate" value={values.afterDate} onChange={set('afterDate')} max={values.beforeDate || undefined} />
          </Field>
          <Field label={t('beforeDate')} error={orderProblem ? intl.formatMessage({ id: 'validation.date.order' }) : undefined}>
            <Input type="date" name="beforeDate" value={values.beforeDate} onChange={set('beforeDate')} min={values.afterDate || undefined} invalid={orderProblem} />
          </Field>
          <Field label={t('country')}>
            <Select name="country" value={values.country} onChange={set('country')}>
              <option value="">{t('anyCountry')}</option>
              {choices.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {choice.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('riderName')}>
            <Input type="search" name="riderName" value={values.riderName} onChange={set('riderName')} autoComplete="off" maxLength={200} />
          </Field>
        </div>
        <div className="dlr-filters__actions">
          <Button type="submit" icon={<Filter className="rr-icon" aria-hidden="true" />}>
            {t('apply')}
          </Button>
          {hasFilters(filters) || hasFilters(values) ? (
            <Button variant="ghost" onClick={clear} icon={<X className="rr-icon" aria-hidden="true" />}>
              {t('clear')}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
