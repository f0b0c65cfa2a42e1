"use client";

import { ReferenceLine, XAxis, YAxis } from "recharts";
import { weekdayShort, type ConnectionChartModel } from "@/lib/domain/connection-chart";
import { chartConnectionLabel } from "@/lib/domain/labels";
import { AXIS_TICK, DAY_AXIS } from "./chart-style";
import { CONNECTION_TEXT, describeConnection } from "./connection-trends-text";
import { LineChartFrame, personLines } from "./line-chart-frame";

export type ConnectionTrendsPlotProps = Pick<
  ConnectionChartModel,
  "points" | "domain" | "ticks" | "showPartnerLine"
> & {
  height: number;
};

/**
 * The lines of 'Connection Trends (Last 7 Days)' (spec 2 §2.4, §4.10): the model's fitted axis and whole-number
 * ticks, named on the dashboard scale; the user's line, and the partner's only when the model shows it (consent is
 * decided in lib/data). Loaded in the browser when its box comes into view (lazy-plots.tsx).
 */
export default function ConnectionTrendsPlot({
  points,
  domain,
  ticks,
  showPartnerLine,
  height,
}: ConnectionTrendsPlotProps) {
  const data = points.map((p) => ({
    label: weekdayShort(p.date),
    user: p.user_connection,
    partner: p.partner_connection,
  }));
  return (
    <LineChartFrame height={height} data={data}>
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
      {personLines({
        you: CONNECTION_TEXT.you,
        partner: CONNECTION_TEXT.partner,
        showPartner: showPartnerLine,
        describe: describeConnection,
      })}
    </LineChartFrame>
  );
}
