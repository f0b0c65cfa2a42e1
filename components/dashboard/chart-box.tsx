"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/** How far below the fold a chart starts loading, so it is drawn by the time it scrolls in. */
const PRELOAD_MARGIN = "300px";

/**
 * The box every dashboard chart is drawn in: a fixed height in the server HTML (nothing moves when the lines
 * appear), named by the chart's full text alternative, so the data is there before and without the SVG. The plot
 * inside (recharts, about half of the page's script) is rendered only once the box comes near the viewport: charts
 * below the fold cost a phone nothing until they are scrolled to, and the server never renders them.
 */
export function ChartBox({
  label,
  height,
  testId,
  className = "w-full",
  children,
}: {
  /** The text alternative: every value the chart shows, in words. */
  label: string;
  height: number;
  testId: string;
  className?: string;
  /** The plot: presentation only, since a focusable SVG would be a second, emptier image of the same data. */
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    // Every browser Attune supports has IntersectionObserver; without one, the box keeps its text alternative.
    if (!element || near || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={box} role="img" aria-label={label} className={className} style={{ height }} data-testid={testId}>
      {near ? children : null}
    </div>
  );
}
