import type { MoodChartModel } from "@/lib/domain/mood-chart";
import { ChartBox } from "./chart-box";
import { LegendSwatch, PARTNER_LINE_COLOUR, USER_LINE_COLOUR } from "./chart-style";
import { DASHBOARD_TEXT, moodChartSummary } from "./dashboard-text";
import { MoodTrendsPlot } from "./lazy-plots";

/**
 * 'Mood Trends (Last 7 Days)' (spec 2 §2.4, §4.10) as rendered on the server: the box with every value in words and
 * the legend; the lines (mood-trends-plot.tsx) are drawn in the browser when the box comes into view.
 */
export const MOOD_CHART_HEIGHT = 220;

type Props = Pick<MoodChartModel, "points" | "showPartnerLine" | "partnerLineDashed" | "axis" | "ticks">;

export function MoodTrendsChart(props: Props) {
  const { points, showPartnerLine, partnerLineDashed } = props;
  return (
    <div>
      <ChartBox label={moodChartSummary(points, showPartnerLine)} height={MOOD_CHART_HEIGHT} testId="mood-trends-chart">
        <MoodTrendsPlot {...props} height={MOOD_CHART_HEIGHT} />
      </ChartBox>
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
