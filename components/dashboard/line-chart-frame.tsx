"use client";

import type { ReactNode } from "react";
import { CartesianGrid, LineChart } from "recharts";

/**
 * The recharts frame every dashboard line plot shares (mood, connection and health trends): the chart filling its
 * ChartBox, with the grid. Imported only by the *-plot.tsx files, which load when their box comes into view.
 */
export function LineChartFrame<T extends object>({
  height,
  data,
  children,
}: {
  height: number;
  data: readonly T[];
  /** The axes, tooltip and lines (recharts elements, which LineChart reads as its direct children). */
  children: ReactNode;
}) {
  return (
    <LineChart
      responsive
      style={{ width: "100%", height }}
      data={[...data]}
      margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
      accessibilityLayer={false}
      role="presentation"
    >
      <CartesianGrid stroke="#f1e4ea" vertical={false} />
      {children}
    </LineChart>
  );
}
