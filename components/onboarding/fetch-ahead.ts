/*
 * When the funnel fetches the next step's code ahead of need (issue #20). Fetching a step also compiles it, and on a
 * phone that is main-thread work: done while the page was still loading, it competed with hydration and made the
 * landing page's blocking time swing between 60 and 350 ms from one Lighthouse run to the next. So the code is
 * fetched once the page has settled (SETTLE_MS after its load event, in idle time), or sooner when the visitor shows
 * intent (a pointer over, a touch on or focus in a way forward). After a move within the funnel the page has long
 * settled, and the next step is fetched in the first idle moment.
 */

/** How long after the load event the page counts as settled. */
export const SETTLE_MS = 3_000;

type Cancel = () => void;

function whenIdle(run: () => void): Cancel {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

/** Milliseconds until the page has settled: 0 once SETTLE_MS have passed since the load event ended. */
export function untilSettled(loadEnd: number, now: number): number {
  return Math.max(0, loadEnd + SETTLE_MS - now);
}

/** Runs `run` in idle time once the page has settled; returns a cancel. */
export function whenSettled(run: () => void): Cancel {
  let timer: number | undefined;
  let cancelIdle: Cancel | undefined;
  const schedule = () => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    // Before loadEventEnd is written (0 while the load handlers run) the page counts as loaded now.
    const loadEnd = navigation?.loadEventEnd || performance.now();
    timer = window.setTimeout(() => (cancelIdle = whenIdle(run)), untilSettled(loadEnd, performance.now()));
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    window.clearTimeout(timer);
    cancelIdle?.();
  };
}
