import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ChartPoint } from './figures';

// recharts (and its d3 parts) load only when a report draws a chart: a dynamic import inside the report's own chunk,
// never in the remote's entry or its routes.
const ChartCanvas = lazy(() => import('./chart-canvas'));

export interface ChartSeries {
  key: string;
  label: string;
}

export interface ReportChartProps {
  /** The chart's name: its caption, and the caption of the table screen readers read instead. */
  title: string;
  kind: 'bar' | 'line';
  /** The header of the categories' column in the table, and the category axis' label (Month, Series). */
  categoryHeader: string;
  /** The value axis' label: what the bars or lines measure ("Amount in USD", "Share (%)", "Events"). */
  valueLabel: string;
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
  /** A value as the table and the tooltip show it (money in its currency, a percentage). */
  format: (value: number, seriesKey: string) => string;
  /** An axis tick (shorter: '$12K', '40%'). */
  formatTick: (value: number) => string;
  /** Counts of things (events): the value axis ticks whole numbers only. */
  integer?: boolean;
  /**
   * The message naming a bar (`{series}, {category}: {value}`), from the catalog the page has: the reports' own by
   * default; a page of another feature (late results) names its own.
   */
  barMessageId?: string;
}

/** True while the user asks for reduced motion (the chart then draws without animation). */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const media = window.matchMedia(query);
    const change = () => setReduced(media.matches);
    media.addEventListener('change', change);
    return () => media.removeEventListener('change', change);
  }, []);
  return reduced;
}

/**
 * A report's chart: both axes labelled, every bar named (series, category and value: the pointer's tooltip shows it),
 * the picture hidden from assistive technology, and the same figures in a visually hidden table beside it (caption, a
 * row per category, a column per series), so a screen reader reads the values, not shapes.
 */
export function ReportChart({ title, kind, categoryHeader, valueLabel, points, series, format, formatTick, integer = false, barMessageId = 'admin.reports.chart.bar' }: ReportChartProps) {
  const captionId = useId();
  const intl = useIntl();
  const animate = !usePrefersReducedMotion();
  const barName = (s: ChartSeries, category: string, value: number | null) =>
    intl.formatMessage({ id: barMessageId }, { series: s.label, category, value: value === null ? '' : format(value, s.key) });
  return (
    <figure className="adm-report-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="adm-report-chart__title">
        {title}
      </figcaption>
      <div className="adm-report-chart__canvas" aria-hidden="true">
        <Suspense fallback={<div className="adm-report-chart__placeholder" />}>
          <ChartCanvas kind={kind} points={points} series={series} format={format} formatTick={formatTick} integer={integer} animate={animate} categoryLabel={categoryHeader} valueLabel={valueLabel} barName={barName} />
        </Suspense>
      </div>
      <table className="rr-visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryHeader}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.key}>
              <th scope="row">{point.label}</th>
              {series.map((s) => {
                const value = point.values[s.key];
                return <td key={s.key}>{value === null || value === undefined ? '' : format(value, s.key)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
