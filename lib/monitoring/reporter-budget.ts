/**
 * A per-person budget for browser reports (Web Vitals), in memory: one signed-in person cannot crowd everyone else's
 * samples out of the bounded store. A page view sends about five; 60 a minute is a dozen pages a minute.
 */

export const REPORTS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;
/** Reporters remembered at once; past it the oldest windows are forgotten (each is already over or nearly so). */
const MAX_REPORTERS = 10_000;

interface Window {
  startedAt: number;
  count: number;
}

const KEY = Symbol.for("attune.monitoring.reporter-budget");
const holder = globalThis as { [KEY]?: Map<string, Window> };
const windows = (): Map<string, Window> => (holder[KEY] ??= new Map());

/** Spends one report for `reporter`; false when their minute's budget is used up. */
export function spendReport(reporter: string, now = Date.now()): boolean {
  const all = windows();
  const current = all.get(reporter);
  if (!current || now - current.startedAt >= WINDOW_MS) {
    all.delete(reporter);
    if (all.size >= MAX_REPORTERS) all.delete(all.keys().next().value!);
    all.set(reporter, { startedAt: now, count: 1 });
    return true;
  }
  if (current.count >= REPORTS_PER_MINUTE) return false;
  current.count += 1;
  return true;
}
