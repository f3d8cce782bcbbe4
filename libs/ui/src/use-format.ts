import { localeAtom } from '@rr/session';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  calendarTile,
  formatAge,
  formatCode,
  formatDate,
  formatDateRange,
  formatMoney,
  formatMoneyTotals,
  formatPercent,
  formatRatioPercent,
  formatPhone,
  formatTime,
  type DateInput,
  type Money,
  type MoneyFormatOptions,
} from './format';

/** The spec §5 display helpers (format.ts) bound to the current locale and its translated 'TBD' / 'Unknown'. */
export function useFormat() {
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  return useMemo(() => {
    const missing = intl.formatMessage({ id: 'ui.format.tbd', defaultMessage: 'TBD' });
    const unknown = intl.formatMessage({ id: 'ui.format.unknown', defaultMessage: 'Unknown' });
    return {
      date: (value: DateInput) => formatDate(value, { locale, missing }),
      shortDate: (value: DateInput) => formatDate(value, { locale, missing, style: 'short' }),
      dateRange: (start: DateInput, end: DateInput) => formatDateRange(start, end, { locale, missing }),
      calendarTile: (value: DateInput) => calendarTile(value, locale),
      time: (value: DateInput) => formatTime(value, { locale, missing }),
      /** The day on the calendar of `timeZone` (a dealer's counter), not the programme's. */
      zonedDate: (value: DateInput, timeZone: string) => formatDate(value, { locale, missing, timeZone }),
      /** The time on the clock of `timeZone`, the zone named ('6:20 AM EST'). */
      zonedTime: (value: DateInput, timeZone: string) => formatTime(value, { locale, missing, timeZone, zoneName: true }),
      age: (dateOfBirth: DateInput) => formatAge(dateOfBirth, { unknown }),
      phone: formatPhone,
      percent: (value: number | null | undefined) => formatPercent(value, locale),
      ratioPercent: (ratio: number | null | undefined) => formatRatioPercent(ratio, locale),
      money: (cents: number | null | undefined, currency = 'USD', options?: MoneyFormatOptions) => formatMoney(cents, currency, locale, options),
      moneyTotals: (totals: readonly Money[], fallbackCurrency = 'USD') => formatMoneyTotals(totals, locale, fallbackCurrency),
      code: formatCode,
    };
  }, [locale, intl]);
}
