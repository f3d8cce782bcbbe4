import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPoint } from './figures';
import type { ChartSeries } from './report-chart';

// Series colours with at least 3:1 contrast on white (WCAG 1.4.11), told apart by the legend and the tooltip too.
const COLOURS = ['#1d4ed8', '#c2410c', '#15803d', '#7e22ce', '#0f766e', '#a16207'];

export interface ChartCanvasProps {
  kind: 'bar' | 'line';
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
  format: (value: number, seriesKey: string) => string;
  formatTick: (value: number) => string;
  integer: boolean;
  animate: boolean;
}

/** The recharts drawing of a report chart (this module is the lazily loaded part; see report-chart.tsx). */
export default function ChartCanvas({ kind, points, series, format, formatTick, integer, animate }: ChartCanvasProps) {
  const data = points.map((point) => ({ label: point.label, ...point.values }));
  const tooltipValue = (value: unknown, _name: unknown, item: { dataKey?: unknown }) =>
    typeof value === 'number' ? format(value, String(item.dataKey ?? '')) : String(value ?? '');
  const common = { data, margin: { top: 8, right: 16, bottom: 8, left: 8 }, accessibilityLayer: false };
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    // A line's first and last points sit inside the plot, so their month labels are not cut at the edges.
    <XAxis key="x" dataKey="label" tickLine={false} padding={kind === 'line' ? { left: 24, right: 24 } : { left: 0, right: 0 }} />,
    <YAxis key="y" tickFormatter={formatTick} width={72} allowDecimals={!integer} />,
    <Tooltip key="tooltip" formatter={tooltipValue} isAnimationActive={animate} />,
    // In the series' own order (recharts sorts by name otherwise: '1–7', '31–90', '8–30' days late).
    <Legend key="legend" itemSorter={null} />,
  ];
  return (
    <ResponsiveContainer width="100%" height={280}>
      {kind === 'bar' ? (
        <BarChart {...common}>
          {axes}
          {series.map((s, index) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={COLOURS[index % COLOURS.length]} isAnimationActive={animate} />
          ))}
        </BarChart>
      ) : (
        <LineChart {...common}>
          {axes}
          {series.map((s, index) => (
            <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={COLOURS[index % COLOURS.length]} strokeWidth={2} connectNulls={false} isAnimationActive={animate} />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
