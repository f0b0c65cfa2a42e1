/**
 * The nearest-rank percentile of values already sorted ascending: always one of the measured values, never an
 * interpolation between two, so a p99 of 1 000 samples is the 990th slowest request that actually happened.
 * NaN for no values: the caller decides how to show "nothing measured".
 */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Ascending copy; the caller's buffer keeps its recording order. */
export const sortedCopy = (values: readonly number[]): Float64Array => Float64Array.from(values).sort();

/** One decimal: the figures are milliseconds measured with sub-millisecond noise. */
export const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * A quantile (0–1) estimated from a histogram's cumulative bucket counts, as Prometheus's histogram_quantile does:
 * find the bucket holding the rank and interpolate linearly inside it (the first bucket starts at 0). A rank in the
 * +Inf bucket gives the highest finite bound, the most the buckets can say. `bounds` ascending, +Inf last; NaN for an
 * empty histogram.
 */
export function histogramQuantile(bounds: readonly number[], cumulative: readonly number[], q: number): number {
  const total = cumulative[cumulative.length - 1] ?? 0;
  if (!(total > 0)) return Number.NaN;
  const rank = q * total;
  for (let i = 0; i < bounds.length; i++) {
    if (cumulative[i]! < rank) continue;
    const upper = bounds[i]!;
    if (upper === Number.POSITIVE_INFINITY) return bounds[i - 1] ?? 0;
    const lower = i === 0 ? 0 : bounds[i - 1]!;
    const below = i === 0 ? 0 : cumulative[i - 1]!;
    const inBucket = cumulative[i]! - below;
    return inBucket > 0 ? lower + (upper - lower) * ((rank - below) / inBucket) : upper;
  }
  return bounds[bounds.length - 2] ?? 0;
}
