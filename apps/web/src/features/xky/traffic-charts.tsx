import { useMemo, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Pie,
  PieChart,
  type LegendPayload,
  type PieLabelRenderProps,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface ChartColors {
  male: string;
  female: string;
  text: string;
  line: string;
  tooltipBg: string;
}

export interface TrafficChartsProps {
  /** translated age-group names, in order */
  ages: string[];
  male: number[];
  female: number[];
  labels: { male: string; female: string; byAge: string; byGender: string };
  colors: ChartColors;
}

// Until the container is measured (and in tests, where nothing is laid out) the charts draw at this
// size; the box around them has a fixed height either way, so nothing moves when they appear.
const INITIAL = { width: 480, height: 300 };

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The traffic module's two charts: visitors per age group by gender (bars) and the gender split
 * (donut). Recharts' own keyboard layer is off: each chart is one named image, and the figures are
 * in the table beside them.
 */
export default function TrafficCharts({ ages, male, female, labels, colors }: TrafficChartsProps) {
  const rows = useMemo(
    () => ages.map((age, i) => ({ age, male: male[i] ?? 0, female: female[i] ?? 0 })),
    [ages, male, female],
  );
  const split = useMemo(
    () => [
      { name: labels.male, value: sum(male), fill: colors.male },
      { name: labels.female, value: sum(female), fill: colors.female },
    ],
    [labels, colors, male, female],
  );
  const [animate] = useState(() => !prefersReducedMotion());
  const tick = { fill: colors.text, fontSize: 12 };
  const tooltipStyle = {
    background: colors.tooltipBg,
    borderColor: colors.line,
    color: colors.text,
  };
  const legendStyle = { color: colors.text, fontSize: 13 };
  // Recharts writes a legend entry and a slice's share in the series colour: too faint as text (a
  // dark theme's primary, the light theme's volcano); the swatch and the slice carry the colour.
  const legendLabel = { color: colors.text };
  // Recharts sorts legend entries by their label, which puts 女性 before 男性 in Chinese while the
  // bars and slices go men first: keep the series' own order in every language.
  const seriesOrder = (item: LegendPayload) => (item.value === labels.female ? 1 : 0);
  const share = ({ percent, x, y, textAnchor }: PieLabelRenderProps) => (
    <text x={x} y={y} textAnchor={textAnchor} dominantBaseline="central" fill={colors.text}>
      {`${Math.round((percent ?? 0) * 100)}%`}
    </text>
  );

  return (
    <div className="rs-xky-charts">
      <div className="rs-xky-charts__bars" role="img" aria-label={labels.byAge}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL}>
          <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0 }}>
            <CartesianGrid vertical={false} stroke={colors.line} />
            <XAxis dataKey="age" tick={tick} stroke={colors.line} interval={0} />
            <YAxis tick={tick} stroke={colors.line} width={40} />
            <Tooltip contentStyle={tooltipStyle} cursor={{ fill: colors.line, opacity: 0.3 }} />
            <Legend wrapperStyle={legendStyle} labelStyle={legendLabel} itemSorter={seriesOrder} />
            <Bar
              dataKey="male"
              name={labels.male}
              fill={colors.male}
              maxBarSize={18}
              isAnimationActive={animate}
              radius={[4, 4, 0, 0]}
            />
            <Bar
              dataKey="female"
              name={labels.female}
              fill={colors.female}
              maxBarSize={18}
              isAnimationActive={animate}
              radius={[4, 4, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="rs-xky-charts__donut" role="img" aria-label={labels.byGender}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL}>
          <PieChart accessibilityLayer={false}>
            <Tooltip contentStyle={tooltipStyle} />
            <Legend wrapperStyle={legendStyle} labelStyle={legendLabel} itemSorter={seriesOrder} />
            <Pie
              data={split}
              dataKey="value"
              nameKey="name"
              innerRadius="50%"
              outerRadius="75%"
              stroke={colors.tooltipBg}
              isAnimationActive={animate}
              label={share}
            />
          </PieChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
