"use client";

import { Line, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import type { MoodChartModel } from "@/lib/domain/mood-chart";
import { DASHBOARD_TEXT, describeMood, moodChartSummary } from "./dashboard-text";
import { AXIS_TICK, DAY_AXIS, LegendSwatch, LineChartFrame } from "./line-chart-frame";

/**
 * The lines of 'Mood Trends (Last 7 Days)' (spec 2 §2.4, §4.10): −3..3 with the Positive / Neutral / Challenging
 * ticks, the user's line solid and the partner's dashed (only when the model allows it; consent is decided in
 * lib/data). Recharts draws the SVG in the browser, so the box has a fixed height in the server HTML (nothing moves
 * when the lines appear) and the accessible name carries every value, so the data is there before and without it.
 */
export const MOOD_CHART_HEIGHT = 220;
export const USER_LINE_COLOUR = "var(--color-brand-600)";
/** Indigo: apart from the brand pink in hue and lightness, so the two lines differ without colour vision too. */
export const PARTNER_LINE_COLOUR = "#4338ca";

type Props = Pick<MoodChartModel, "points" | "showPartnerLine" | "partnerLineDashed" | "axis" | "ticks">;

export function MoodTrendsChart({ points, showPartnerLine, partnerLineDashed, axis, ticks }: Props) {
  const tickLabel = new Map<number, string>(ticks.map((t) => [t.value, t.label]));
  return (
    <div>
      <LineChartFrame
        label={moodChartSummary(points, showPartnerLine)}
        height={MOOD_CHART_HEIGHT}
        testId="mood-trends-chart"
        data={points}
      >
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
        <Tooltip
          formatter={(value) => (typeof value === "number" ? describeMood(value) : "")}
          contentStyle={{ borderRadius: 12, fontSize: 12 }}
        />
        <Line
          type="monotone"
          dataKey="user"
          name={DASHBOARD_TEXT.moodChartYou}
          stroke={USER_LINE_COLOUR}
          strokeWidth={2.5}
          dot={{ r: 4, fill: USER_LINE_COLOUR }}
          isAnimationActive={false}
        />
        {showPartnerLine ? (
          <Line
            type="monotone"
            dataKey="partner"
            name={DASHBOARD_TEXT.moodChartPartner}
            stroke={PARTNER_LINE_COLOUR}
            strokeWidth={2}
            strokeDasharray={partnerLineDashed ? "6 4" : undefined}
            dot={{ r: 3, fill: PARTNER_LINE_COLOUR }}
            isAnimationActive={false}
          />
        ) : null}
      </LineChartFrame>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Legend">
        <li className="flex items-center gap-2">
          <LegendSwatch colour={USER_LINE_COLOUR} dashed={false} />
          {DASHBOARD_TEXT.moodChartYou}
        </li>
        {showPartnerLine ? (
          <li className="flex items-center gap-2">
            <LegendSwatch colour={PARTNER_LINE_COLOUR} dashed={partnerLineDashed} />
            {DASHBOARD_TEXT.moodChartPartner}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
