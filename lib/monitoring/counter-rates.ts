/**
 * Per-second rates of counters that only grow (PostgreSQL's committed transactions, say), from two readings taken by
 * this process. The database keeps the totals; only the previous reading lives here, so a rate covers the time since
 * whoever last looked, and the tab shows that window.
 */

/** Readings closer together than this give noise, not a rate: the previous rate is repeated. */
const RATE_MIN_WINDOW_MS = 1000;

interface Reading {
  total: number;
  at: number;
  rate: number | null;
}

const KEY = Symbol.for("attune.monitoring.counter-rates");
const holder = globalThis as { [KEY]?: Map<string, Reading> };

/**
 * The counter's increase per second since the previous reading of the same name; null on the first reading, and when
 * the counter went backwards (its statistics were reset).
 */
export function ratePerSecond(name: string, total: number, nowMs: number): number | null {
  const readings = (holder[KEY] ??= new Map());
  const previous = readings.get(name);
  if (previous && nowMs - previous.at < RATE_MIN_WINDOW_MS && total >= previous.total) return previous.rate;
  const rate =
    previous && total >= previous.total
      ? Math.round(((total - previous.total) / (nowMs - previous.at)) * 10_000) / 10
      : null;
  readings.set(name, { total, at: nowMs, rate });
  return rate;
}

/** For tests. */
export function resetCounterRates(): void {
  holder[KEY]?.clear();
}
