"use client";

import type { ReactNode } from "react";
import { CartesianGrid, Line, LineChart, Tooltip } from "recharts";
import { PARTNER_LINE_COLOUR, USER_LINE_COLOUR } from "./chart-style";

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

/**
 * The user's line, solid, and the partner's, thinner (dashed when asked), with a tooltip that says each value in
 * words: the mood and connection plots' shared elements. Returned as elements, not a component, because recharts
 * reads its lines as the chart's direct children.
 */
export function personLines({
  you,
  partner,
  showPartner,
  partnerDashed = false,
  describe,
}: {
  you: string;
  partner: string;
  showPartner: boolean;
  partnerDashed?: boolean;
  describe: (value: number) => string;
}): ReactNode[] {
  return [
    <Tooltip
      key="tooltip"
      formatter={(value) => (typeof value === "number" ? describe(value) : "")}
      contentStyle={{ borderRadius: 12, fontSize: 12 }}
    />,
    <Line
      key="user"
      type="monotone"
      dataKey="user"
      name={you}
      stroke={USER_LINE_COLOUR}
      strokeWidth={2.5}
      dot={{ r: 4, fill: USER_LINE_COLOUR }}
      isAnimationActive={false}
    />,
    showPartner ? (
      <Line
        key="partner"
        type="monotone"
        dataKey="partner"
        name={partner}
        stroke={PARTNER_LINE_COLOUR}
        strokeWidth={2}
        strokeDasharray={partnerDashed ? "6 4" : undefined}
        dot={{ r: 3, fill: PARTNER_LINE_COLOUR }}
        isAnimationActive={false}
      />
    ) : null,
  ];
}
