"use client";

import { useEffect } from "react";

/**
 * Moves the tools' clock (`setNow`) every `tickMs` while `ticking`. Timers compute from timestamps, not from counting
 * ticks, and background tabs throttle intervals: the clock catches up the moment the tab is visible again.
 */
export function useTickingClock(ticking: boolean, tickMs: number, setNow: (now: number) => void) {
  useEffect(() => {
    if (!ticking) return;
    const refresh = () => setNow(Date.now());
    const interval = window.setInterval(refresh, tickMs);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [ticking, tickMs, setNow]);
}
