import { Suspense, lazy, useEffect, useId, useState } from 'react';
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
  /** The header of the categories' column in the table (Month, Series). */
  categoryHeader: string;
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
  /** A value as the table and the tooltip show it (money in its currency, a percentage). */
  format: (value: number, seriesKey: string) => string;
  /** An axis tick (shorter: '$12K', '40%'). */
  formatTick: (value: number) => string;
  /** Counts of things (events): the value axis ticks whole numbers only. */
  integer?: boolean;
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
 * A report's chart: the picture is hidden from assistive technology, and the same figures are in a visually hidden
 * table beside it (caption, a row per category, a column per series), so a screen reader reads the values, not shapes.
 */
export function ReportChart({ title, kind, categoryHeader, points, series, format, formatTick, integer = false }: ReportChartProps) {
  const captionId = useId();
  const animate = !usePrefersReducedMotion();
  return (
    <figure className="adm-report-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="adm-report-chart__title">
        {title}
      </figcaption>
      <div className="adm-report-chart__canvas" aria-hidden="true">
        <Suspense fallback={<div className="adm-report-chart__placeholder" />}>
          <ChartCanvas kind={kind} points={points} series={series} format={format} formatTick={formatTick} integer={integer} animate={animate} />
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
