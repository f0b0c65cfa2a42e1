"use client";

import type { ReactNode } from "react";
import { CartesianGrid, LineChart } from "recharts";

/**
 * What every dashboard line chart shares (mood, connection and health trends): a box of fixed height in the server
 * HTML, so nothing moves when recharts draws the lines in the browser, named by a full text alternative; the chart
 * inside it is presentation only, since a focusable SVG would be a second, emptier image of the same data.
 */
export function LineChartFrame<T extends object>({
  label,
  height,
  testId,
  data,
  className = "w-full",
  children,
}: {
  /** The text alternative: every value the chart shows, in words. */
  label: string;
  height: number;
  testId: string;
  data: readonly T[];
  className?: string;
  /** The axes, tooltip and lines (recharts elements, which LineChart reads as its direct children). */
  children: ReactNode;
}) {
  return (
    <div role="img" aria-label={label} className={className} style={{ height }} data-testid={testId}>
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
    </div>
  );
}

/** Tick text of every axis. */
export const AXIS_TICK = { fontSize: 12, fill: "#5b5566" } as const;

/**
 * The day axis: no lines, and room at both ends so the first and last day's dots are not cut in half by the plot's
 * edge. Spread onto recharts' XAxis.
 */
export const DAY_AXIS = {
  dataKey: "label",
  tickLine: false,
  axisLine: false,
  padding: { left: 12, right: 12 },
  tick: AXIS_TICK,
} as const;

/** A legend's sample of a line, solid or dashed like the line it names. */
export function LegendSwatch({ colour, dashed = false }: { colour: string; dashed?: boolean }) {
  return (
    <svg width="24" height="8" aria-hidden="true">
      <line
        x1="0"
        y1="4"
        x2="24"
        y2="4"
        stroke={colour}
        strokeWidth="2.5"
        strokeDasharray={dashed ? "6 4" : undefined}
      />
    </svg>
  );
}
