import type { Currency } from '@rr/contracts';
import { Button, useFormat } from '@rr/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CHART_MEASURES, valueAxis, type CurrencySeries } from '../lib/chart';

/** Width of one month in the drawing's own units; its bars (one per measure) sit inside with a gap on each side. */
const MONTH = 10;
const BAR = 1.8;
const BAR_X = [0.9, 3.0, 5.1, 7.2] as const;

function monthDate(month: string): number {
  return Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15);
}

/**
 * The bars and gridlines of one currency, the axis' values beside them (text in HTML, so it never stretches), both axes
 * labelled, and each bar named (measure, month, amount: the pointer's tooltip shows it).
 */
function Plot({ series }: { series: CurrencySeries | null }) {
  const format = useFormat();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `admin.dashboard.chart.${id}` }, values);
  const axis = series ? valueAxis(series) : null;
  const width = Math.max(series?.months.length ?? 0, 1) * MONTH;
  const y = (value: number) => (axis ? 100 - ((value - axis.min) / (axis.max - axis.min)) * 100 : 100);
  return (
    <div className="adm-chart__frame" aria-hidden="true">
      <span className="adm-chart__axis-label adm-chart__axis-label--value">{series ? t('valueAxis', { currency: series.currency }) : '\u00a0'}</span>
      <div className="adm-chart__plot">
        {axis?.ticks.map((tick) => (
          <span key={tick} className="adm-chart__tick" style={{ top: `${y(tick)}%` }}>
            {format.money(tick, series!.currency)}
          </span>
        ))}
        <svg className="adm-chart__svg" viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" focusable="false">
          {axis?.ticks.map((tick) => (
            <line key={tick} className={tick === 0 ? 'adm-chart__zero' : 'adm-chart__grid'} x1={0} x2={width} y1={y(tick)} y2={y(tick)} vectorEffect="non-scaling-stroke" />
          ))}
          {series?.months.map((month, index) =>
            CHART_MEASURES.map((measure, bar) => {
              const value = month[measure];
              const top = y(Math.max(value, 0));
              return (
                <rect
                  key={`${month.month}-${measure}`}
                  className={`adm-chart__bar adm-chart__bar--${measure}`}
                  x={index * MONTH + BAR_X[bar]!}
                  width={BAR}
                  y={top}
                  height={Math.max(y(Math.min(value, 0)) - top, 0)}
                >
                  <title>{t('bar', { measure: t(measure), month: intl.formatDate(monthDate(month.month), { month: 'long', year: 'numeric', timeZone: 'UTC' }), amount: format.money(value, series!.currency) })}</title>
                </rect>
              );
            }),
          )}
        </svg>
      </div>
      <ol className="adm-chart__months" style={{ gridTemplateColumns: `repeat(${Math.max(series?.months.length ?? 0, 1)}, minmax(0, 1fr))` }}>
        {series?.months.map((month) => (
          <li key={month.month}>
            <span className="adm-chart__month-short">{intl.formatDate(monthDate(month.month), { month: 'short', timeZone: 'UTC' })}</span>
            <span className="adm-chart__month-narrow">{intl.formatDate(monthDate(month.month), { month: 'narrow', timeZone: 'UTC' })}</span>
          </li>
        ))}
      </ol>
      <span className="adm-chart__axis-label adm-chart__axis-label--month">{t('month')}</span>
    </div>
  );
}

/** The same figures as a table for screen readers (the drawing is hidden from them), one per currency. */
function ChartTables({ series }: { series: CurrencySeries[] }) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `admin.dashboard.chart.${id}` }, values);
  return (
    <div className="rr-visually-hidden">
      {series.map((one) => (
        <table key={one.currency}>
          <caption>{t('tableCaption', { currency: one.currency })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('month')}</th>
              {CHART_MEASURES.map((measure) => (
                <th key={measure} scope="col">
                  {t(measure)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {one.months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{intl.formatDate(monthDate(month.month), { month: 'long', year: 'numeric', timeZone: 'UTC' })}</th>
                {CHART_MEASURES.map((measure) => (
                  <td key={measure}>{format.money(month[measure], one.currency)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

/**
 * The contingency chart of spec §9: month by month since 1 January, what was available, earned and redeemed, one
 * currency at a time (amounts of two currencies never share an axis or a sum). An inline drawing, not a chart
 * library: this page is the admin's first load. Its height is fixed, loading or not, so nothing below it moves when
 * the figures arrive. `series` null: the frame while loading.
 */
export function ContingencyChart({ series }: { series: CurrencySeries[] | null }) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<Currency | null>(null);
  const t = (id: string) => intl.formatMessage({ id: `admin.dashboard.chart.${id}` });
  const shown = series?.find((one) => one.currency === chosen) ?? series?.[0] ?? null;
  return (
    <div className="adm-chart">
      <div className="adm-chart__currency-row">
        {series && series.length > 1 ? (
          <div role="group" className="adm-chart__currencies" aria-label={t('currency')}>
            {series.map((one) => (
              <Button key={one.currency} size="sm" variant={one.currency === shown?.currency ? 'primary' : 'secondary'} aria-pressed={one.currency === shown?.currency} onClick={() => setChosen(one.currency)}>
                {one.currency}
              </Button>
            ))}
          </div>
        ) : (
          <span className="adm-chart__currency">{shown?.currency ?? '\u00a0'}</span>
        )}
      </div>
      <ul className="adm-chart__legend">
        {CHART_MEASURES.map((measure) => (
          <li key={measure}>
            <span className={`adm-chart__swatch adm-chart__bar--${measure}`} aria-hidden="true" />
            {t(measure)}
          </li>
        ))}
      </ul>
      <Plot series={shown} />
      {series ? <ChartTables series={series} /> : null}
    </div>
  );
}
