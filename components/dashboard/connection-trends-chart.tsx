"use client";

import { Line, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { weekdayShort, type ConnectionChartModel } from "@/lib/domain/connection-chart";
import { chartConnectionLabel } from "@/lib/domain/labels";
import { CONNECTION_TEXT, connectionChartSummary, describeConnection } from "./connection-trends-text";
import { AXIS_TICK, DAY_AXIS, LegendSwatch, LineChartFrame } from "./line-chart-frame";
import { PARTNER_LINE_COLOUR, USER_LINE_COLOUR } from "./mood-trends-chart";

/**
 * The lines of 'Connection Trends (Last 7 Days)' (spec 2 §2.4, §4.10): the model's fitted axis and whole-number
 * ticks, named on the dashboard scale; the user's line, and the partner's only when the model shows it (consent is
 * decided in lib/data). As in the mood chart, the box has a fixed height in the server HTML and its accessible name
 * carries every value, so the data is there before, and without, the SVG.
 */
export const CONNECTION_CHART_HEIGHT = 220;

type Props = Pick<ConnectionChartModel, "points" | "domain" | "ticks" | "showPartnerLine" | "legendNote">;

export function ConnectionTrendsChart({ points, domain, ticks, showPartnerLine, legendNote }: Props) {
  const data = points.map((p) => ({
    label: weekdayShort(p.date),
    user: p.user_connection,
    partner: p.partner_connection,
  }));
  return (
    <div>
      <LineChartFrame
        label={connectionChartSummary(points, showPartnerLine)}
        height={CONNECTION_CHART_HEIGHT}
        testId="connection-trends-chart"
        data={data}
      >
        <XAxis {...DAY_AXIS} />
        <YAxis
          domain={domain}
          ticks={ticks}
          tickFormatter={(value: number) => chartConnectionLabel(value)}
          tickLine={false}
          axisLine={false}
          // "Deeply Disconnected" is the longest tick label.
          width={124}
          tick={AXIS_TICK}
        />
        {domain[0] <= 0 && domain[1] >= 0 ? <ReferenceLine y={0} stroke="#d9c6cf" /> : null}
        <Tooltip
          formatter={(value) => (typeof value === "number" ? describeConnection(value) : "")}
          contentStyle={{ borderRadius: 12, fontSize: 12 }}
        />
        <Line
          type="monotone"
          dataKey="user"
          name={CONNECTION_TEXT.you}
          stroke={USER_LINE_COLOUR}
          strokeWidth={2.5}
          dot={{ r: 4, fill: USER_LINE_COLOUR }}
          isAnimationActive={false}
        />
        {showPartnerLine ? (
          <Line
            type="monotone"
            dataKey="partner"
            name={CONNECTION_TEXT.partner}
            stroke={PARTNER_LINE_COLOUR}
            strokeWidth={2}
            dot={{ r: 3, fill: PARTNER_LINE_COLOUR }}
            isAnimationActive={false}
          />
        ) : null}
      </LineChartFrame>
      <ConnectionLegend showPartnerLine={showPartnerLine} legendNote={legendNote} />
    </div>
  );
}

/** The legend: a swatch per drawn line, and the spec's note in place of the partner's when sharing is off. */
export function ConnectionLegend({ showPartnerLine, legendNote }: Pick<Props, "showPartnerLine" | "legendNote">) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Legend">
      <li className="flex items-center gap-2">
        <LegendSwatch colour={USER_LINE_COLOUR} />
        {CONNECTION_TEXT.you}
      </li>
      {showPartnerLine ? (
        <li className="flex items-center gap-2">
          <LegendSwatch colour={PARTNER_LINE_COLOUR} />
          {CONNECTION_TEXT.partner}
        </li>
      ) : null}
      {legendNote ? <li>{legendNote}</li> : null}
    </ul>
  );
}
