import { CHART_COLOURS, LineChart, type LineSeries } from "@/components/analytics/line-chart";
import type { MoodChartModel } from "@/lib/domain/mood-chart";
import { DASHBOARD_TEXT, describeMood, moodChartSummary } from "./dashboard-text";

/**
 * 'Mood Trends (Last 7 Days)' (spec 2 §2.4, §4.10), drawn on the server with the app's one line chart (decision 058):
 * −3..3 with the Positive / Neutral / Challenging ticks and a line at zero, the user's line solid and the partner's
 * dashed (only when the model allows it; consent is decided in lib/data). The image is named by every value in words;
 * each day's values are also its tooltip.
 */
const MOOD_CHART_HEIGHT = 220;

type Props = Pick<MoodChartModel, "points" | "showPartnerLine" | "partnerLineDashed" | "axis" | "ticks">;

export function MoodTrendsChart({ points, showPartnerLine, partnerLineDashed, axis, ticks }: Props) {
  const tickLabel = new Map<number, string>(ticks.map((t) => [t.value, t.label]));
  const series: LineSeries[] = [{ name: DASHBOARD_TEXT.moodChartYou, colour: CHART_COLOURS.you }];
  if (showPartnerLine) {
    series.push({
      name: DASHBOARD_TEXT.moodChartPartner,
      colour: CHART_COLOURS.partner,
      dashed: partnerLineDashed,
      thin: true,
    });
  }
  return (
    <LineChart
      label={moodChartSummary(points, showPartnerLine)}
      testId="mood-trends-chart"
      points={points.map((p) => ({ key: p.date, label: p.label, values: [p.user, p.partner] }))}
      series={series}
      domain={[axis.min, axis.max]}
      ticks={ticks.map((t) => t.value)}
      tickLabel={(value) => tickLabel.get(value) ?? String(value)}
      describe={describeMood}
      missing="no mood logged"
      height={MOOD_CHART_HEIGHT}
      axisWidth={84}
      zeroLine
      table={false}
    />
  );
}
