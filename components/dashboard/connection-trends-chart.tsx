import type { ConnectionChartModel } from "@/lib/domain/connection-chart";
import { ChartBox } from "./chart-box";
import { LegendSwatch, PARTNER_LINE_COLOUR, USER_LINE_COLOUR } from "./chart-style";
import { CONNECTION_TEXT, connectionChartSummary } from "./connection-trends-text";
import { ConnectionTrendsPlot } from "./lazy-plots";

/**
 * 'Connection Trends (Last 7 Days)' (spec 2 §2.4, §4.10) as rendered on the server: the box with every value in
 * words and the legend; the lines (connection-trends-plot.tsx) are drawn in the browser when the box comes into view.
 */
export const CONNECTION_CHART_HEIGHT = 220;

type Props = Pick<ConnectionChartModel, "points" | "domain" | "ticks" | "showPartnerLine" | "legendNote">;

export function ConnectionTrendsChart({ points, domain, ticks, showPartnerLine, legendNote }: Props) {
  return (
    <div>
      <ChartBox
        label={connectionChartSummary(points, showPartnerLine)}
        height={CONNECTION_CHART_HEIGHT}
        testId="connection-trends-chart"
      >
        <ConnectionTrendsPlot
          points={points}
          domain={domain}
          ticks={ticks}
          showPartnerLine={showPartnerLine}
          height={CONNECTION_CHART_HEIGHT}
        />
      </ChartBox>
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
