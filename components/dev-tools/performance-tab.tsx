"use client";

/** Placeholder while the Performance tab is built (issue #19). */
export function PerformanceTab() {
  return <p className="text-sm text-muted">Performance figures are being built.</p>;
}
