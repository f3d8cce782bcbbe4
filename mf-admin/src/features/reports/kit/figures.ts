import { percentFigure, ratioFigure, type Currency } from '@rr/contracts';
import { intlLocale } from '@rr/ui';

/**
 * A rate of the reports (a ratio, or null when its base is 0) as spec §5 shows percentages, through `percentFigure`:
 * 0.4231 → '42%', a value above 1 as it is; null → `none`.
 */
export function percentText(value: number | null, locale: string, none: string): string {
  const figure = percentFigure(value);
  return figure === null ? none : figureText(figure, locale);
}

/** A rate that may pass 1 (earn and redemption rates) through `ratioFigure`: 2.15 is '215%'; `none` when null. */
export function ratioText(value: number | null, locale: string, none: string): string {
  const figure = ratioFigure(value);
  return figure === null ? none : figureText(figure, locale);
}

/** 'YYYY-MM' as the locale names a month ('Mar 2026'). */
export function monthLabel(month: string, locale: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, monthNumber - 1, 15)));
}

/** The currencies of rows, in the order they first appear (the API puts USD first). */
export function currenciesOf(rows: readonly { currency: Currency }[]): Currency[] {
  return [...new Set(rows.map((row) => row.currency))];
}

/** One point of a chart: a category (a month, a series) and a value per series key. */
export interface ChartPoint {
  key: string;
  label: string;
  values: Record<string, number | null>;
}

/**
 * Month rows of one currency each (`{ month, currency, …measures }`) as the points of one currency's chart: one point
 * per month, the measures as its series. Another currency's rows are never added in: each has a chart of its own.
 */
export function monthPointsOf<M extends string>(
  rows: readonly ({ month: string; currency: Currency } & Record<M, number>)[],
  currency: Currency,
  measures: readonly M[],
  locale: string,
): ChartPoint[] {
  return rows
    .filter((row) => row.currency === currency)
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((row) => ({ key: row.month, label: monthLabel(row.month, locale), values: Object.fromEntries(measures.map((measure) => [measure, row[measure]])) }));
}

/**
 * Month rows (`{ month, currency, amount }`) as points with one series per currency: each currency's amount stays its
 * own value (a month with USD and CAD has two values, never their sum); a currency without a row that month is null.
 */
export function currencySeriesOf(rows: readonly { month: string; currency: Currency; amount: number }[], locale: string): { points: ChartPoint[]; currencies: Currency[] } {
  const currencies = currenciesOf(rows);
  const months = [...new Set(rows.map((row) => row.month))].sort();
  const points = months.map((month) => ({
    key: month,
    label: monthLabel(month, locale),
    values: Object.fromEntries(currencies.map((currency) => [currency, rows.find((row) => row.month === month && row.currency === currency)?.amount ?? null])),
  }));
  return { points, currencies };
}

/** A measure of month rows charted as its own series (`key` a numeric field of the rows). */
export interface ChartMeasure {
  key: string;
  label: string;
}

/**
 * Month rows (`{ month, currency, …measures }`) as points with one series per currency and measure ("Redeemed (USD)",
 * "Refunded (USD)"): each its own value, never added to another (a refund is not taken off a redemption, USD is not
 * added to CAD). A series key is `<currency>:<measure>`; a currency without a row that month is null.
 */
export function currencyMeasureSeriesOf(
  rows: readonly ({ month: string; currency: Currency } & Record<string, unknown>)[],
  measures: readonly ChartMeasure[],
  locale: string,
): { points: ChartPoint[]; series: Array<{ key: string; label: string; currency: Currency }> } {
  const currencies = currenciesOf(rows);
  const months = [...new Set(rows.map((row) => row.month))].sort();
  const series = currencies.flatMap((currency) => measures.map((measure) => ({ key: `${currency}:${measure.key}`, label: `${measure.label} (${currency})`, currency })));
  const points = months.map((month) => ({
    key: month,
    label: monthLabel(month, locale),
    values: Object.fromEntries(
      currencies.flatMap((currency) => {
        const row = rows.find((entry) => entry.month === month && entry.currency === currency);
        return measures.map((measure) => [`${currency}:${measure.key}`, typeof row?.[measure.key] === 'number' ? (row[measure.key] as number) : null]);
      }),
    ),
  }));
  return { points, series };
}

/** A percentage figure (already through `percentFigure`) in the locale's form: 42 → '42%' ('42 %' in French). */
export function figureText(figure: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(figure / 100);
}

/** A chart's axis tick for cents: whole units, compact ('12K'); the currency is in the legend. */
export function compactUnits(cents: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { notation: 'compact', maximumFractionDigits: 1 }).format(cents / 100);
}
