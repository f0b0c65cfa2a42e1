"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ratePageLoad } from "@/lib/domain/dev-tools-health";
import { formatBytes, formatCount, formatMs } from "./metrics-format";
import { Figure, Figures, MetricCard, RatingBadge } from "./metrics-ui";

/**
 * The admin's own browser on this page (spec 3 Performance tab, "page-performance panel"): how this page loaded, how
 * many resources it fetched and, where the browser reports it (Chromium only), its JavaScript heap. Read from the
 * Performance API in the browser; nothing is sent anywhere.
 */

interface HeapFigures {
  usedJSHeapSize: number;
  totalJSHeapSize: number;
  jsHeapSizeLimit: number;
}

interface BrowserFigures {
  pageLoadMs: number | null;
  domContentLoadedMs: number | null;
  responseMs: number | null;
  resources: number;
  transferredBytes: number;
  heap: HeapFigures | null;
}

/** performance.memory is a non-standard Chromium extension; other browsers do not report a heap at all. */
const heapOf = (): HeapFigures | null => (performance as Performance & { memory?: HeapFigures }).memory ?? null;

function measure(): BrowserFigures {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  const since = (end: number | undefined) => (navigation && end ? Math.round(end - navigation.startTime) : null);
  return {
    // Zero until the load event has run; then the figure is unavailable rather than "0 ms".
    pageLoadMs: since(navigation?.loadEventEnd),
    domContentLoadedMs: since(navigation?.domContentLoadedEventEnd),
    responseMs: since(navigation?.responseStart),
    resources: resources.length,
    transferredBytes: resources.reduce((total, entry) => total + (entry.transferSize ?? 0), 0),
    heap: heapOf(),
  };
}

function logResourceTimings() {
  const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  console.table(
    entries.map((entry) => ({
      name: entry.name,
      type: entry.initiatorType,
      startMs: Math.round(entry.startTime),
      durationMs: Math.round(entry.duration),
      transferBytes: entry.transferSize,
    })),
  );
}

function logMemory() {
  const heap = heapOf();
  if (heap)
    console.info("JS heap", { used: heap.usedJSHeapSize, total: heap.totalJSHeapSize, limit: heap.jsHeapSizeLimit });
  else console.info("This browser does not report its JavaScript heap (performance.memory is Chromium-only).");
}

/** `measuredAt` changes whenever the tab's server figures refresh, and the browser's are measured again with them. */
export function BrowserPerformance({ measuredAt }: { measuredAt: string }) {
  const [figures, setFigures] = useState<BrowserFigures | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the Performance API exists only in the browser
    setFigures(measure());
  }, [measuredAt]);

  return (
    <MetricCard title="This browser">
      {figures ? (
        <Figures>
          <Figure
            label="Page load"
            value={
              figures.pageLoadMs === null ? (
                "Not finished"
              ) : (
                <span className="flex flex-wrap items-center gap-2">
                  {formatMs(figures.pageLoadMs)} <RatingBadge rating={ratePageLoad(figures.pageLoadMs)} />
                </span>
              )
            }
          />
          <Figure
            label="DOM content loaded"
            value={figures.domContentLoadedMs === null ? "—" : formatMs(figures.domContentLoadedMs)}
          />
          <Figure label="First byte" value={figures.responseMs === null ? "—" : formatMs(figures.responseMs)} />
          <Figure
            label="Resources fetched"
            value={formatCount(figures.resources)}
            hint={`${formatBytes(figures.transferredBytes)} over the network`}
          />
          <Figure
            label="JavaScript heap"
            value={figures.heap ? formatBytes(figures.heap.usedJSHeapSize) : "Not reported by this browser"}
            hint={figures.heap ? `of ${formatBytes(figures.heap.jsHeapSizeLimit)} limit` : undefined}
          />
        </Figures>
      ) : (
        <p role="status" className="text-sm text-muted">
          Measuring…
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={logResourceTimings}>
          Log resource timings
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={logMemory}>
          Log memory
        </Button>
      </div>
      <p className="mt-2 text-xs text-muted">The log buttons write to this browser&apos;s developer console.</p>
    </MetricCard>
  );
}
