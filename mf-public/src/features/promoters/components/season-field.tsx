import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field, Select } from '@rr/ui';

/**
 * The application's season choice: the seasons still to apply for (`seasonsToApply`: this season while its events
 * can still be entered, until 7 January after it, and the coming one), with the rule said beside it.
 */
export function SeasonField({ seasons, field, error }: { seasons: readonly number[]; field: ComponentPropsWithRef<'select'>; error?: ReactNode }) {
  const intl = useIntl();
  return (
    <Field
      label={<FormattedMessage id="public.apply.seasonYear" />}
      hint={<FormattedMessage id="public.apply.seasonYearHint" values={{ seasons: intl.formatList(seasons.map(String), { type: 'conjunction' }) }} />}
      error={error}
      required
    >
      <Select {...field}>
        {seasons.map((year) => (
          <option key={year} value={String(year)}>
            {year}
          </option>
        ))}
      </Select>
    </Field>
  );
}
