import type { AdminStats } from '@robot/contracts';
import { useState } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

// Recharts is imported here only: this file is part of the dashboard's chunk, never the shell's.

export interface ChartColors {
  series: string;
  text: string;
  line: string;
  tooltipBg: string;
}

// Until the box is measured (and in tests, where nothing is laid out) charts draw at this size.
const INITIAL = { width: 420, height: 240 };

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const shortDate = (date: string) => date.slice(5);

function useStyles(colors: ChartColors) {
  const [animate] = useState(() => !prefersReducedMotion());
  return {
    animate,
    tick: { fill: colors.text, fontSize: 12 },
    tooltip: { background: colors.tooltipBg, borderColor: colors.line, color: colors.text },
  };
}

/** One figure per day over the last 30 days; the chart is one named image. */
export function DayChart({
  days,
  field,
  label,
  colors,
}: {
  days: AdminStats['days'];
  field: 'newUsers' | 'conversations' | 'answers' | 'tokens' | 'errors';
  label: string;
  colors: ChartColors;
}) {
  const s = useStyles(colors);
  return (
    <div className="rs-admin-chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL}>
        <AreaChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0 }}>
          <CartesianGrid vertical={false} stroke={colors.line} />
          <XAxis
            dataKey="date"
            tickFormatter={shortDate}
            tick={s.tick}
            stroke={colors.line}
            minTickGap={16}
          />
          <YAxis tick={s.tick} stroke={colors.line} width={48} allowDecimals={false} />
          <Tooltip contentStyle={s.tooltip} />
          <Area
            type="monotone"
            dataKey={field}
            name={label}
            stroke={colors.series}
            fill={colors.series}
            fillOpacity={0.2}
            isAnimationActive={s.animate}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Answers per model over the last 30 days. */
export function ModelChart({
  byModel,
  label,
  answersLabel,
  colors,
}: {
  byModel: AdminStats['byModel'];
  label: string;
  answersLabel: string;
  colors: ChartColors;
}) {
  const s = useStyles(colors);
  return (
    <div className="rs-admin-chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL}>
        <BarChart data={byModel} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0 }}>
          <CartesianGrid vertical={false} stroke={colors.line} />
          <XAxis dataKey="model" tick={s.tick} stroke={colors.line} interval={0} />
          <YAxis tick={s.tick} stroke={colors.line} width={48} allowDecimals={false} />
          <Tooltip contentStyle={s.tooltip} cursor={{ fill: colors.line, opacity: 0.3 }} />
          <Bar
            dataKey="answers"
            name={answersLabel}
            fill={colors.series}
            maxBarSize={36}
            radius={[4, 4, 0, 0]}
            isAnimationActive={s.animate}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
