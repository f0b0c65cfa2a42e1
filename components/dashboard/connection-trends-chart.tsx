import { CHART_COLOURS, LineChart, type LineSeries } from "@/components/analytics/line-chart";
import { weekdayShort, type ConnectionChartModel } from "@/lib/domain/connection-chart";
import { chartConnectionLabel } from "@/lib/domain/labels";
import { CONNECTION_TEXT, connectionChartSummary, describeConnection } from "./connection-trends-text";

/**
 * 'Connection Trends (Last 7 Days)' (spec 2 §2.4, §4.10), drawn on the server with the app's one line chart (decision
 * 058): the model's fitted axis and whole-number ticks, named on the dashboard scale; the user's line, and the
 * partner's only when the model shows it (consent is decided in lib/data). The legend carries the spec's note in
 * place of the partner's line when sharing is off.
 */
const CONNECTION_CHART_HEIGHT = 220;

type Props = Pick<ConnectionChartModel, "points" | "domain" | "ticks" | "showPartnerLine" | "legendNote">;

export function ConnectionTrendsChart({ points, domain, ticks, showPartnerLine, legendNote }: Props) {
  const series: LineSeries[] = [{ name: CONNECTION_TEXT.you, colour: CHART_COLOURS.you }];
  if (showPartnerLine) series.push({ name: CONNECTION_TEXT.partner, colour: CHART_COLOURS.partner, thin: true });
  return (
    <LineChart
      label={connectionChartSummary(points, showPartnerLine)}
      testId="connection-trends-chart"
      points={points.map((p) => ({
        key: p.date,
        label: weekdayShort(p.date),
        values: [p.user_connection, p.partner_connection],
      }))}
      series={series}
      domain={domain}
      ticks={ticks}
      tickLabel={chartConnectionLabel}
      describe={describeConnection}
      missing="no check-in"
      height={CONNECTION_CHART_HEIGHT}
      // Long enough for "Disconnected"; "Deeply Disconnected" wraps onto two lines.
      axisWidth={88}
      zeroLine
      table={false}
      legendNote={legendNote}
    />
  );
}
