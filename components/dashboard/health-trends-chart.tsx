import { CHART_COLOURS, ChartLegend, LineChart } from "@/components/analytics/line-chart";
import {
  formatHealthScore,
  HEALTH_TRENDS_TEXT,
  trendChartSummary,
  trendDayLabel,
} from "@/lib/domain/health-score/copy";
import type { HealthTimeframe } from "@/lib/domain/health-score/constants";
import type { HistoryPoint } from "@/lib/domain/health-score/history";
import { trendAxis, type TrendAxisMode } from "@/lib/domain/health-score/trend-axis";
import { AxisToggle } from "./axis-toggle";

/**
 * The health trend graph (spec 2 §2.4), drawn on the server with the app's one line chart (decision 058) on each of
 * the two axes the 'Focus/Full' toggle offers; the toggle (axis-toggle.tsx) is the card's one island and only shows
 * one drawing or the other. Estimated days are hollow dots, logged days filled ones; the legend names both, each
 * day's tooltip says which, and the card's table lists them in words. Imports the health-score files directly: the
 * package index would bring the scoring engines into the module graph.
 */
const HEALTH_TRENDS_CHART_HEIGHT = 220;
const AXIS_MODES: readonly { mode: TrendAxisMode; label: string }[] = [
  // Focus first: the spec names it first, and a week's scores usually sit within a few points of each other.
  { mode: "focus", label: HEALTH_TRENDS_TEXT.focus },
  { mode: "full", label: HEALTH_TRENDS_TEXT.full },
];

export function HealthTrendsChart({
  points,
  timeframe,
}: {
  points: readonly HistoryPoint[];
  timeframe: HealthTimeframe;
}) {
  const label = trendChartSummary(points, timeframe);
  const scores = points.map((p) => p.healthScore);
  const chartPoints = points.map((p) => ({
    key: p.calculationDate,
    label: trendDayLabel(p.calculationDate),
    values: [p.healthScore],
    estimated: [p.isInterpolated],
  }));
  return (
    <div>
      <AxisToggle
        groupLabel={HEALTH_TRENDS_TEXT.axisGroup}
        description={HEALTH_TRENDS_TEXT.focusDescription}
        options={AXIS_MODES.map(({ mode, label: name }) => {
          const axis = trendAxis(scores, mode);
          return {
            label: name,
            content: (
              <LineChart
                label={label}
                testId="health-trends-chart"
                points={chartPoints}
                series={[{ name: HEALTH_TRENDS_TEXT.score, colour: CHART_COLOURS.you }]}
                domain={axis.domain}
                ticks={axis.ticks}
                describe={formatHealthScore}
                estimatedText={HEALTH_TRENDS_TEXT.estimatedPoint}
                height={HEALTH_TRENDS_CHART_HEIGHT}
                axisWidth={36}
                table={false}
                legend={[]}
              />
            ),
          };
        })}
      />
      <ChartLegend
        items={[
          { label: HEALTH_TRENDS_TEXT.realPoint, colour: CHART_COLOURS.you, kind: "dot" },
          { label: HEALTH_TRENDS_TEXT.estimatedPoint, colour: CHART_COLOURS.you, kind: "dot", hollow: true },
        ]}
      />
    </div>
  );
}
