"use client";

import { ReferenceLine, XAxis, YAxis } from "recharts";
import type { MoodChartModel } from "@/lib/domain/mood-chart";
import { AXIS_TICK, DAY_AXIS } from "./chart-style";
import { DASHBOARD_TEXT, describeMood } from "./dashboard-text";
import { LineChartFrame, personLines } from "./line-chart-frame";

export type MoodTrendsPlotProps = Pick<
  MoodChartModel,
  "points" | "showPartnerLine" | "partnerLineDashed" | "axis" | "ticks"
> & {
  height: number;
};

/**
 * The lines of 'Mood Trends (Last 7 Days)' (spec 2 §2.4, §4.10): −3..3 with the Positive / Neutral / Challenging
 * ticks, the user's line solid and the partner's dashed (only when the model allows it; consent is decided in
 * lib/data). Loaded in the browser when its box comes into view (lazy-plots.tsx).
 */
export default function MoodTrendsPlot({
  points,
  showPartnerLine,
  partnerLineDashed,
  axis,
  ticks,
  height,
}: MoodTrendsPlotProps) {
  const tickLabel = new Map<number, string>(ticks.map((t) => [t.value, t.label]));
  return (
    <LineChartFrame height={height} data={points}>
      <XAxis {...DAY_AXIS} />
      <YAxis
        domain={[axis.min, axis.max]}
        ticks={ticks.map((t) => t.value)}
        tickFormatter={(value: number) => tickLabel.get(value) ?? String(value)}
        tickLine={false}
        axisLine={false}
        width={84}
        tick={AXIS_TICK}
      />
      <ReferenceLine y={0} stroke="#d9c6cf" />
      {personLines({
        you: DASHBOARD_TEXT.moodChartYou,
        partner: DASHBOARD_TEXT.moodChartPartner,
        showPartner: showPartnerLine,
        partnerDashed: partnerLineDashed,
        describe: describeMood,
      })}
    </LineChartFrame>
  );
}
