import type { Run } from "./http-load";

/*
 * The rounds of `bench:dashboard --history` (scripts/bench/dashboard-history.ts): the order of the sides in each round,
 * and the runs of one side added up over the rounds. The machine is shared and its load drifts, so every side is
 * measured in short batches taken in turn rather than in one long block each: a change in load then reaches all of
 * them alike, and the ratios stay meaningful even when the absolute figures do not.
 */

/** Issue #34: a page's throughput with 5 years of history ≥ 0.8 × with 1 month. */
export const TARGET_HISTORY_RATIO = 0.8;

/**
 * The sides in the order round `round` measures them: rotated by one each round, so over `sides.length` rounds each
 * side takes each place once (a server warming up or a neighbour's build starting favours no side).
 */
export function roundOrder<T>(sides: readonly T[], round: number): T[] {
  if (sides.length === 0) return [];
  const shift = ((round % sides.length) + sides.length) % sides.length;
  return [...sides.slice(shift), ...sides.slice(0, shift)];
}

/**
 * Runs of one side added up: its requests over its own time (the sum of the batches' wall clocks, not the time the
 * other sides took in between), with every status and refusal kept, and the first refused response.
 */
export function mergeRuns(runs: readonly Run[]): Run {
  const merged: Run = { latencies: [], statuses: new Map(), elapsedS: 0, failed: 0, failures: new Map() };
  for (const run of runs) {
    merged.latencies.push(...run.latencies);
    for (const [status, n] of run.statuses) merged.statuses.set(status, (merged.statuses.get(status) ?? 0) + n);
    merged.elapsedS += run.elapsedS;
    merged.failed += run.failed;
    for (const [reason, n] of run.failures) merged.failures.set(reason, (merged.failures.get(reason) ?? 0) + n);
    merged.firstFailure ??= run.firstFailure;
  }
  merged.latencies.sort((a, b) => a - b);
  return merged;
}
