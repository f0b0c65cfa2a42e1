import { correlationStrength, type CorrelationStrength } from "../individual-insights/sleep-mood";
import { pearson, roundTo } from "../stats";
import { addDays, localDayKey, type DayKey } from "../time";

/**
 * Day-matched correlations for the analytics pages (issue #14): each side is a local day's average, days pair up by
 * the user's calendar (a 23:30 mood and a 01:00 sleep record of the same night pair when their UTC dates differ),
 * optionally with a lag ("my mood today vs my partner's connection tomorrow"). The strength words are spec 2 §4.7's
 * (strong above 0.6, moderate above 0.3 on |r|). Below MIN_CORRELATION_DAYS pairs no link is claimed: r is still
 * given with its n, so a page can say how far from enough the data is, but `claimed` stays false.
 */
export const MIN_CORRELATION_DAYS = 14;

export interface TimedValue {
  at: Date;
  value: number;
}

export interface DayCorrelation {
  /** Days with a value on both sides. */
  n: number;
  /** Pearson r to 2 decimals; null below 2 pairs or when a side never varies (r is undefined then). */
  r: number | null;
  strength: CorrelationStrength | null;
  direction: "positive" | "negative" | null;
  /** n ≥ MIN_CORRELATION_DAYS and r defined and not weak: a link the page may put into words. */
  claimed: boolean;
}

/** Each local day's average of the values that fall on it (non-finite values are skipped). */
export function dailyMeans(values: Iterable<TimedValue>, timeZone: string): Map<DayKey, number> {
  const sums = new Map<DayKey, { sum: number; count: number }>();
  for (const { at, value } of values) {
    if (!Number.isFinite(value)) continue;
    const key = localDayKey(at, timeZone);
    const entry = sums.get(key);
    if (entry) {
      entry.sum += value;
      entry.count += 1;
    } else sums.set(key, { sum: value, count: 1 });
  }
  return new Map([...sums].map(([key, { sum, count }]) => [key, sum / count]));
}

/** r of x on day d against y on day d + lagDays, over the days both have. */
export function correlateDays(x: ReadonlyMap<DayKey, number>, y: ReadonlyMap<DayKey, number>, lagDays = 0) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [day, value] of [...x].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const other = y.get(lagDays === 0 ? day : addDays(day, lagDays));
    if (other === undefined) continue;
    xs.push(value);
    ys.push(other);
  }
  return describeCorrelation(xs.length, pearson(xs, ys));
}

function describeCorrelation(n: number, raw: number): DayCorrelation {
  if (!Number.isFinite(raw)) return { n, r: null, strength: null, direction: null, claimed: false };
  const r = roundTo(raw, 2);
  const strength = correlationStrength(raw);
  const direction = r > 0 ? "positive" : r < 0 ? "negative" : null;
  return { n, r, strength, direction, claimed: n >= MIN_CORRELATION_DAYS && strength !== "weak" && direction !== null };
}
