import { localeAtom } from '@rr/session';
import { intlLocale, useFormat } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { compactUnits, figureText, monthLabel, percentText, ratioText } from './figures';

/**
 * The reports' display rules in the current locale: money with @rr/ui's formatter (each amount in its own currency),
 * rates through `percentFigure` (spec §5), months, counts.
 */
export function useReportFormat() {
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  const format = useFormat();
  return useMemo(() => {
    const none = intl.formatMessage({ id: 'admin.reports.noRate' });
    const counts = new Intl.NumberFormat(intlLocale(locale));
    return {
      locale,
      /** Cents of one currency, two decimals (columns of figures). */
      money: (cents: number, currency: string) => format.money(cents, currency, { decimals: 'always' }),
      /** A rate of the answers (ratio or null). */
      percent: (rate: number | null) => percentText(rate, locale, none),
      /** A rate that may pass 1 (earn and redemption rates): always × 100. */
      ratioPercent: (rate: number | null) => ratioText(rate, locale, none),
      /** A figure already through percentFigure (chart values). */
      figure: (figure: number) => figureText(figure, locale),
      month: (month: string) => monthLabel(month, locale),
      count: (n: number) => counts.format(n),
      compact: (cents: number) => compactUnits(cents, locale),
      date: format.date,
    };
  }, [locale, intl, format]);
}
