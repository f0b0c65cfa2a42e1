"use client";

import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import type { MoodChartModel } from "@/lib/domain/mood-chart";
import { DASHBOARD_TEXT, describeMood, moodChartSummary } from "./dashboard-text";

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
      <div
        role="img"
        aria-label={moodChartSummary(points, showPartnerLine)}
        className="w-full"
        style={{ height: MOOD_CHART_HEIGHT }}
        data-testid="mood-trends-chart"
      >
        <LineChart
          responsive
          style={{ width: "100%", height: MOOD_CHART_HEIGHT }}
          data={points}
          margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
          // The box is one image with a full text alternative; a focusable SVG inside it would be a second, emptier one.
          accessibilityLayer={false}
          role="presentation"
        >
          <CartesianGrid stroke="#f1e4ea" vertical={false} />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={false}
            // Room at both ends, so the first and last day's dots are not cut in half by the plot's edge.
            padding={{ left: 12, right: 12 }}
            tick={{ fontSize: 12, fill: "#5b5566" }}
          />
          <YAxis
            domain={[axis.min, axis.max]}
            ticks={ticks.map((t) => t.value)}
            tickFormatter={(value: number) => tickLabel.get(value) ?? String(value)}
            tickLine={false}
            axisLine={false}
            width={84}
            tick={{ fontSize: 12, fill: "#5b5566" }}
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
        </LineChart>
      </div>
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

function LegendSwatch({ colour, dashed }: { colour: string; dashed: boolean }) {
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
