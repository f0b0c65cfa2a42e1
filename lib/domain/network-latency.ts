/**
 * The Network tab's round-trip figures (issue #19): a few timed requests from the browser to GET /api/health,
 * summarised as min / median / max so one slow outlier does not pass for the typical latency.
 */

/** Spec-free, but enough to see the spread without loading the server: five requests, one after another. */
export const LATENCY_SAMPLES = 5;

export interface LatencySummary {
  /** Requests that answered (any status: a 503 still measures the round trip). */
  count: number;
  minMs: number;
  medianMs: number;
  maxMs: number;
}

/** Min, median and max of the samples, rounded to whole milliseconds; null when nothing answered. */
export function summariseLatency(samples: readonly number[]): LatencySummary | null {
  const valid = samples.filter((ms) => Number.isFinite(ms) && ms >= 0).sort((a, b) => a - b);
  if (valid.length === 0) return null;
  const middle = Math.floor(valid.length / 2);
  const median = valid.length % 2 === 1 ? valid[middle]! : (valid[middle - 1]! + valid[middle]!) / 2;
  return {
    count: valid.length,
    minMs: Math.round(valid[0]!),
    medianMs: Math.round(median),
    maxMs: Math.round(valid[valid.length - 1]!),
  };
}
