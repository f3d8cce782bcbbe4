import { localeAtom } from '@rr/session';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatAge, formatCode, formatDate, formatMoney, formatPercent, formatPhone, formatTime, type DateInput } from './format';

/** The spec §5 display helpers bound to the current locale and its translated 'TBD' / 'Unknown'. */
export function useFormat() {
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  return useMemo(() => {
    const missing = intl.formatMessage({ id: 'ui.format.tbd', defaultMessage: 'TBD' });
    const unknown = intl.formatMessage({ id: 'ui.format.unknown', defaultMessage: 'Unknown' });
    return {
      date: (value: DateInput) => formatDate(value, { locale, missing }),
      shortDate: (value: DateInput) => formatDate(value, { locale, missing, style: 'short' }),
      time: (value: DateInput) => formatTime(value, { locale, missing }),
      age: (dateOfBirth: DateInput) => formatAge(dateOfBirth, { unknown }),
      phone: formatPhone,
      percent: (value: number | null | undefined) => formatPercent(value, locale),
      money: (cents: number | null | undefined, currency = 'USD') => formatMoney(cents, currency, locale),
      code: formatCode,
    };
  }, [locale, intl]);
}
