"use client";

import { Line, Tooltip, XAxis, YAxis, type DotItemDotProps } from "recharts";
import { formatHealthScore, HEALTH_TRENDS_TEXT } from "@/lib/domain/health-score/copy";
import type { TrendAxis } from "@/lib/domain/health-score/trend-axis";
import { AXIS_TICK, DAY_AXIS, USER_LINE_COLOUR } from "./chart-style";
import { LineChartFrame } from "./line-chart-frame";

export interface HealthTrendDatum {
  label: string;
  score: number;
  estimated: boolean;
}

export interface HealthTrendsPlotProps {
  data: readonly HealthTrendDatum[];
  axis: Pick<TrendAxis, "domain" | "ticks">;
  height: number;
}

/**
 * The line of the health trend graph (spec 2 §2.4) on the axis the Focus/Full toggle chose. Estimated (interpolated)
 * days are hollow dots, logged days filled ones, so they differ in shape as well as fill. Loaded in the browser when
 * its box comes into view (lazy-plots.tsx).
 */
export default function HealthTrendsPlot({ data, axis, height }: HealthTrendsPlotProps) {
  return (
    <LineChartFrame height={height} data={data}>
      <XAxis
        {...DAY_AXIS}
        // 30 labels do not fit; recharts drops the ones that would overlap but keeps both ends.
        interval="preserveStartEnd"
      />
      <YAxis domain={axis.domain} ticks={axis.ticks} tickLine={false} axisLine={false} width={36} tick={AXIS_TICK} />
      <Tooltip
        formatter={(value, _name, item) =>
          typeof value === "number"
            ? `${formatHealthScore(value)}${(item.payload as HealthTrendDatum).estimated ? ` (${HEALTH_TRENDS_TEXT.estimatedPoint})` : ""}`
            : ""
        }
        contentStyle={{ borderRadius: 12, fontSize: 12 }}
      />
      <Line
        type="monotone"
        dataKey="score"
        name={HEALTH_TRENDS_TEXT.score}
        stroke={USER_LINE_COLOUR}
        strokeWidth={2.5}
        dot={TrendDot}
        isAnimationActive={false}
      />
    </LineChartFrame>
  );
}

/** A logged day: a filled dot. An estimated day: a hollow, dashed ring (shape, not colour, tells them apart). */
export function TrendDot({ cx, cy, payload }: DotItemDotProps) {
  if (cx == null || cy == null) return null;
  return (payload as HealthTrendDatum).estimated ? (
    <circle cx={cx} cy={cy} r={4} fill="#fff" stroke={USER_LINE_COLOUR} strokeWidth={1.5} strokeDasharray="2 1.5" />
  ) : (
    <circle cx={cx} cy={cy} r={4} fill={USER_LINE_COLOUR} stroke={USER_LINE_COLOUR} strokeWidth={1.5} />
  );
}
