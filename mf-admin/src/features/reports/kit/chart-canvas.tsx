import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
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
  /** The axes' labels: the categories (Month, Series) and what the values measure. */
  categoryLabel: string;
  valueLabel: string;
  /** A bar's name in the user's language: its series, its category and its value ("Redeemed, Mar 2026: $450.00"). */
  barName: (series: ChartSeries, category: string, value: number | null) => string;
}

/** The recharts drawing of a report chart (this module is the lazily loaded part; see report-chart.tsx), as wide as its frame. */
export default function ChartCanvas(props: ChartCanvasProps) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      {chartOf(props)}
    </ResponsiveContainer>
  );
}

/** The same drawing at a given size (what the frame measures; tests, which measure nothing). */
export function ChartDrawing({ width, height, ...props }: ChartCanvasProps & { width: number; height: number }) {
  return chartOf(props, { width, height });
}

function chartOf({ kind, points, series, format, formatTick, integer, animate, categoryLabel, valueLabel, barName }: ChartCanvasProps, size: { width: number; height: number } | Record<string, never> = {}) {
  const data = points.map((point) => ({ label: point.label, ...point.values }));
  const tooltipValue = (value: unknown, _name: unknown, item: { dataKey?: unknown }) =>
    typeof value === 'number' ? format(value, String(item.dataKey ?? '')) : String(value ?? '');
  const common = { ...size, data, margin: { top: 8, right: 16, bottom: 24, left: 16 }, accessibilityLayer: false };
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    // A line's first and last points sit inside the plot, so their month labels are not cut at the edges.
    <XAxis
      key="x"
      dataKey="label"
      tickLine={false}
      padding={kind === 'line' ? { left: 24, right: 24 } : { left: 0, right: 0 }}
      label={{ value: categoryLabel, position: 'insideBottom', offset: -16 }}
    />,
    <YAxis key="y" tickFormatter={formatTick} width={80} allowDecimals={!integer} label={{ value: valueLabel, angle: -90, position: 'insideLeft', style: { textAnchor: 'middle' } }} />,
    <Tooltip key="tooltip" formatter={tooltipValue} isAnimationActive={animate} />,
    // In the series' own order (recharts sorts by name otherwise: '1–7', '31–90', '8–30' days late); above the plot,
    // clear of the category axis' label.
    <Legend key="legend" itemSorter={null} verticalAlign="top" />,
  ];
  // Each bar carries its name (series, category, value) as its SVG title.
  const namedBar = (s: ChartSeries) =>
    function NamedBar(props: BarShapeProps) {
      const point = props.payload as { label?: string } | undefined;
      const value = typeof props.value === 'number' ? props.value : null;
      return (
        <g>
          <title>{barName(s, point?.label ?? '', value)}</title>
          <Rectangle {...props} />
        </g>
      );
    };
  return kind === 'bar' ? (
    <BarChart {...common}>
      {axes}
      {series.map((s, index) => (
        <Bar key={s.key} dataKey={s.key} name={s.label} fill={COLOURS[index % COLOURS.length]} isAnimationActive={animate} shape={namedBar(s)} />
      ))}
    </BarChart>
  ) : (
    <LineChart {...common}>
      {axes}
      {series.map((s, index) => (
        <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={COLOURS[index % COLOURS.length]} strokeWidth={2} connectNulls={false} isAnimationActive={animate} />
      ))}
    </LineChart>
  );
}
