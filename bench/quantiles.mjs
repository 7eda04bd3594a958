/**
 * The benches' one definition of a percentile and a median, so that a p95 means the same in every
 * result file. Written here rather than taken from a package: two lines each, and the definition is
 * the point (the one the chat figures have used since round 1, so no committed figure changes its
 * meaning).
 */

/**
 * The value at fraction `q` (0 to 1) of `values` sorted ascending: the one at index floor(q * n),
 * the largest for q = 1. NaN when there are none. `values` is not changed.
 * @param {readonly number[]} values
 * @param {number} q
 * @returns {number}
 */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/**
 * The middle value; for an even count, the mean of the two middle ones. NaN when there are none.
 * @param {readonly number[]} values
 * @returns {number}
 */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
