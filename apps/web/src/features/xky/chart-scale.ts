/**
 * Round steps for a value axis: 1, 1.5, 2, 2.5 or 5 times a power of ten, so the labels read well
 * (0, 150, 300, 450, 600 for a largest value of 536).
 */
const STEPS = [1, 1.5, 2, 2.5, 5, 10];

/**
 * The ticks of a value axis from 0 to at least `max`, about `count` intervals: each a round step,
 * the last one the axis's top. A `max` of 0 or less gives one interval of 1.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = STEPS.find((s) => s * power >= raw - 1e-9)! * power;
  const intervals = Math.ceil(max / step - 1e-9);
  return Array.from({ length: intervals + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/** A point on a circle around (cx, cy), at `angle` radians clockwise from twelve o'clock. */
export function onCircle(cx: number, cy: number, r: number, angle: number): [number, number] {
  return [cx + r * Math.sin(angle), cy - r * Math.cos(angle)];
}

/**
 * The SVG path of a ring's slice between two angles (radians clockwise from twelve o'clock), between
 * the inner and outer radius. A whole ring is drawn as two halves (an arc cannot end where it starts).
 */
export function ringSlice(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  start: number,
  end: number,
): string {
  const sweep = end - start;
  if (sweep >= 2 * Math.PI - 1e-9) {
    const half = start + Math.PI;
    return `${ringSlice(cx, cy, inner, outer, start, half)} ${ringSlice(cx, cy, inner, outer, half, start + 2 * Math.PI)}`;
  }
  const large = sweep > Math.PI ? 1 : 0;
  const f = (n: number) => Number(n.toFixed(3));
  const [ox0, oy0] = onCircle(cx, cy, outer, start);
  const [ox1, oy1] = onCircle(cx, cy, outer, end);
  const [ix1, iy1] = onCircle(cx, cy, inner, end);
  const [ix0, iy0] = onCircle(cx, cy, inner, start);
  return [
    `M${f(ox0)} ${f(oy0)}`,
    `A${f(outer)} ${f(outer)} 0 ${large} 1 ${f(ox1)} ${f(oy1)}`,
    `L${f(ix1)} ${f(iy1)}`,
    `A${f(inner)} ${f(inner)} 0 ${large} 0 ${f(ix0)} ${f(iy0)}`,
    'Z',
  ].join(' ');
}
