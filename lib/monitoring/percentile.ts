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
