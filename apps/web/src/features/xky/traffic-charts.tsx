import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { niceTicks, onCircle, ringSlice } from './chart-scale.ts';

export interface TrafficChartsProps {
  /** the age groups' names on the axis, in order */
  ages: string[];
  male: number[];
  female: number[];
  labels: { male: string; female: string; byAge: string; byGender: string };
}

type Series = 'male' | 'female';
const SERIES: readonly Series[] = ['male', 'female'];

// Until the box is measured (and in tests, where nothing is laid out) the charts draw at this size;
// the box has a fixed height either way (xky.css), so nothing moves when they are measured.
const INITIAL = { width: 480, height: 300 };
const LEGEND = 28;
const MARGIN = { top: 8, right: 8, bottom: 24, left: 40 };
const BAR = 18;
const BAR_GAP = 4;

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const px = (n: number) => Number(n.toFixed(2));

/** The element's laid-out size, kept up to date; INITIAL until it is known. */
function useBoxSize() {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [size, setSize] = useState(INITIAL);
  useEffect(() => {
    if (!box) return;
    const measure = () => {
      const { width, height } = box.getBoundingClientRect();
      if (width > 0 && height > 0) setSize({ width, height });
    };
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(box);
    return () => watch.disconnect();
  }, [box]);
  return [useCallback((el: HTMLElement | null) => setBox(el), []), size] as const;
}

function Legend({ labels }: { labels: TrafficChartsProps['labels'] }) {
  return (
    <ul className="rs-xky-legend">
      {SERIES.map((s) => (
        <li key={s}>
          <span className={`rs-xky-legend__swatch rs-xky-series--${s}`} />
          {labels[s]}
        </li>
      ))}
    </ul>
  );
}

/** The figures of what the pointer is on, above the chart. */
function Tip({ at, children }: { at: { x: number; y: number }; children: ReactNode }) {
  return (
    <div className="rs-xky-tip" style={{ left: at.x, top: at.y }}>
      {children}
    </div>
  );
}

function TipRow({ series, label, value }: { series: Series; label: string; value: number }) {
  return (
    <div className="rs-xky-tip__row">
      <span className={`rs-xky-legend__swatch rs-xky-series--${series}`} />
      {label}: {value}
    </div>
  );
}

/** Visitors per age group, a bar per gender, on a value axis of round steps. */
function AgeBars({ ages, male, female, labels }: TrafficChartsProps) {
  const [boxRef, { width, height }] = useBoxSize();
  const [hover, setHover] = useState<number | null>(null);
  const values = { male, female };
  const ticks = niceTicks(Math.max(0, ...male, ...female));
  const top = ticks[ticks.length - 1]!;
  const plotW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotH = Math.max(0, height - LEGEND - MARGIN.top - MARGIN.bottom);
  const baseY = MARGIN.top + plotH;
  const band = ages.length > 0 ? plotW / ages.length : 0;
  const bar = Math.max(2, Math.min(BAR, (band - BAR_GAP) * 0.35));
  const y = (v: number) => baseY - (top > 0 ? (v / top) * plotH : 0);
  const bandX = (i: number) => MARGIN.left + i * band;

  return (
    <div ref={boxRef} className="rs-xky-chart" onPointerLeave={() => setHover(null)}>
      <svg width={width} height={height - LEGEND} className="rs-xky-chart__svg">
        {ticks.map((t) => (
          <g key={t}>
            <line
              className="rs-xky-chart__grid"
              x1={MARGIN.left}
              x2={MARGIN.left + plotW}
              y1={px(y(t))}
              y2={px(y(t))}
            />
            <text className="rs-xky-chart__tick" x={MARGIN.left - 8} y={px(y(t))} textAnchor="end">
              {t}
            </text>
          </g>
        ))}
        {hover !== null ? (
          <rect
            className="rs-xky-chart__cursor"
            x={px(bandX(hover))}
            y={MARGIN.top}
            width={px(band)}
            height={plotH}
          />
        ) : null}
        {ages.map((age, i) => {
          const centre = bandX(i) + band / 2;
          return (
            <g key={`${i}-${age}`}>
              {SERIES.map((s, j) => {
                const v = values[s][i] ?? 0;
                const x = j === 0 ? centre - BAR_GAP / 2 - bar : centre + BAR_GAP / 2;
                const h = Math.max(0, baseY - y(v));
                return (
                  <path
                    key={s}
                    className={`rs-xky-bar rs-xky-series--${s}`}
                    data-value={v}
                    d={roundedTop(px(x), px(baseY - h), px(bar), px(h), Math.min(4, h, bar / 2))}
                  />
                );
              })}
              <text
                className="rs-xky-chart__tick"
                x={px(centre)}
                y={baseY + 16}
                textAnchor="middle"
              >
                {age}
              </text>
              <rect
                className="rs-xky-chart__hit"
                x={px(bandX(i))}
                y={MARGIN.top}
                width={px(band)}
                height={plotH + MARGIN.bottom}
                onPointerEnter={() => setHover(i)}
                onPointerDown={() => setHover(i)}
              />
            </g>
          );
        })}
        <line
          className="rs-xky-chart__axis"
          x1={MARGIN.left}
          x2={MARGIN.left + plotW}
          y1={baseY}
          y2={baseY}
        />
      </svg>
      <Legend labels={labels} />
      {hover !== null ? (
        <Tip at={{ x: bandX(hover) + band / 2, y: MARGIN.top }}>
          <div className="rs-xky-tip__title">{ages[hover]}</div>
          {SERIES.map((s) => (
            <TipRow key={s} series={s} label={labels[s]} value={values[s][hover] ?? 0} />
          ))}
        </Tip>
      ) : null}
    </div>
  );
}

/** A bar's outline with its top corners rounded by `r`. */
function roundedTop(x: number, y: number, w: number, h: number, r: number): string {
  if (h <= 0) return '';
  return `M${x} ${y + h}V${px(y + r)}Q${x} ${y} ${px(x + r)} ${y}H${px(x + w - r)}Q${px(x + w)} ${y} ${px(x + w)} ${px(y + r)}V${y + h}Z`;
}

/** The gender split as a ring, men first from twelve o'clock, each slice's share beside it. */
function GenderRing({ male, female, labels }: TrafficChartsProps) {
  const [boxRef, { width, height }] = useBoxSize();
  const [hover, setHover] = useState<Series | null>(null);
  const totals = { male: sum(male), female: sum(female) };
  const all = totals.male + totals.female;
  const svgH = Math.max(0, height - LEGEND);
  const outer = Math.max(0, (Math.min(width, svgH) / 2) * 0.75);
  const inner = outer * (2 / 3);
  const cx = width / 2;
  const cy = svgH / 2;
  const shares = SERIES.map((s) => (all > 0 ? totals[s] / all : 0));
  const slices = SERIES.map((s, i) => {
    const before = sum(shares.slice(0, i));
    return {
      series: s,
      share: shares[i]!,
      start: before * 2 * Math.PI,
      end: (before + shares[i]!) * 2 * Math.PI,
    };
  }).filter((s) => s.share > 0);

  return (
    <div ref={boxRef} className="rs-xky-chart" onPointerLeave={() => setHover(null)}>
      <svg width={width} height={svgH} className="rs-xky-chart__svg">
        {slices.map((s) => {
          const [lx, ly] = onCircle(cx, cy, outer + 16, (s.start + s.end) / 2);
          return (
            <g key={s.series}>
              <path
                className={`rs-xky-slice rs-xky-series--${s.series}`}
                d={ringSlice(cx, cy, inner, outer, s.start, s.end)}
                onPointerEnter={() => setHover(s.series)}
                onPointerDown={() => setHover(s.series)}
              />
              <text
                className="rs-xky-chart__share"
                x={px(lx)}
                y={px(ly)}
                textAnchor={Math.abs(lx - cx) < 1 ? 'middle' : lx > cx ? 'start' : 'end'}
              >
                {`${Math.round(s.share * 100)}%`}
              </text>
            </g>
          );
        })}
      </svg>
      <Legend labels={labels} />
      {hover !== null ? (
        <Tip at={{ x: cx, y: Math.max(0, cy - outer) }}>
          <TipRow series={hover} label={labels[hover]} value={totals[hover]} />
        </Tip>
      ) : null}
    </div>
  );
}

/**
 * The traffic module's two charts: visitors per age group by gender (bars) and the gender split
 * (ring). Our own SVG, coloured by the theme's variables in CSS (decision 053). Each chart is one
 * named image; the figures are in the table beside them, and the pointer shows them on the chart.
 */
export function TrafficCharts(props: TrafficChartsProps) {
  return (
    <div className="rs-xky-charts">
      <div className="rs-xky-charts__bars" role="img" aria-label={props.labels.byAge}>
        <AgeBars {...props} />
      </div>
      <div className="rs-xky-charts__donut" role="img" aria-label={props.labels.byGender}>
        <GenderRing {...props} />
      </div>
    </div>
  );
}
