/** Small numeric helpers shared by the engines, so each formula is written once. */

export function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

/** Rounds half away from zero to `decimals` places, without the 1.005 → 1.00 float surprise of toFixed. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const rounded = Math.round(Number(scaled.toPrecision(15))) / factor;
  return value < 0 ? -rounded : rounded;
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** Arithmetic mean; NaN for an empty list, so callers must decide what "no data" means. */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : sum(values) / values.length;
}

/** Population variance (divides by n): the spread of the values actually logged, not an estimate of a larger set. */
export function variance(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const m = mean(values);
  let total = 0;
  for (const v of values) total += (v - m) * (v - m);
  return total / values.length;
}

export function standardDeviation(values: readonly number[]): number {
  return Math.sqrt(variance(values));
}

/**
 * Pearson correlation of paired values; NaN when there are fewer than 2 pairs or either side is constant (the
 * coefficient is undefined then, and callers treat it as "no correlation found").
 */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return Number.NaN;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    sx += xs[i]!;
    sy += ys[i]!;
  }
  const mx = sx / n;
  const my = sy / n;
  let cov = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    cov += dx * dy;
    vx += dx * dx;
    vy += dy * dy;
  }
  if (vx === 0 || vy === 0) return Number.NaN;
  return clamp(cov / Math.sqrt(vx * vy), -1, 1);
}

/** Counts occurrences and returns the `limit` most frequent, ties broken by first appearance. */
export function topCounts<T>(items: Iterable<T>, limit: number, minCount = 1): { value: T; count: number }[] {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .filter((entry) => entry.count >= minCount)
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
}
