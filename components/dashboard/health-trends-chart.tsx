"use client";

import { useState } from "react";
import { cn } from "@/components/ui/cn";
import { HEALTH_TRENDS_TEXT, trendChartSummary, trendDayLabel } from "@/lib/domain/health-score/copy";
import type { HealthTimeframe } from "@/lib/domain/health-score/constants";
import type { HistoryPoint } from "@/lib/domain/health-score/history";
import { trendAxis, type TrendAxisMode } from "@/lib/domain/health-score/trend-axis";
import { ChartBox } from "./chart-box";
import { USER_LINE_COLOUR as LINE_COLOUR } from "./chart-style";
import type { HealthTrendDatum } from "./health-trends-plot";
import { HealthTrendsPlot } from "./lazy-plots";

/**
 * The health trend graph (spec 2 §2.4): the 'Focus/Full' axis toggle, the one piece of the card that needs the
 * browser, over the box and legend; the line itself (health-trends-plot.tsx) is drawn when the box comes into view.
 * Estimated days are hollow dots, logged days filled ones; the legend names both and the card's table says which is
 * which in words. Imports the health-score files directly: the package index would bring the scoring engines into
 * the bundle.
 */
export const HEALTH_TRENDS_CHART_HEIGHT = 220;
const AXIS_MODES: readonly { mode: TrendAxisMode; label: string }[] = [
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
  // Focus first: the spec names it first, and a week's scores usually sit within a few points of each other.
  const [mode, setMode] = useState<TrendAxisMode>("focus");
  const axis = trendAxis(
    points.map((p) => p.healthScore),
    mode,
  );
  const data: HealthTrendDatum[] = points.map((p) => ({
    label: trendDayLabel(p.calculationDate),
    score: p.healthScore,
    estimated: p.isInterpolated,
  }));
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div
          role="group"
          aria-label={HEALTH_TRENDS_TEXT.axisGroup}
          className="inline-flex rounded-lg border border-brand-100 p-0.5"
        >
          {AXIS_MODES.map((option) => (
            <button
              key={option.mode}
              type="button"
              aria-pressed={mode === option.mode}
              onClick={() => setMode(option.mode)}
              className={cn(
                "rounded-md px-3 py-1 text-xs font-semibold",
                mode === option.mode ? "bg-brand-600 text-white" : "text-ink hover:bg-brand-50",
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <p className="text-xs text-muted">{HEALTH_TRENDS_TEXT.focusDescription}</p>
      </div>
      <ChartBox
        label={trendChartSummary(points, timeframe)}
        height={HEALTH_TRENDS_CHART_HEIGHT}
        testId="health-trends-chart"
        className="mt-3 w-full"
      >
        <HealthTrendsPlot
          data={data}
          axis={{ domain: axis.domain, ticks: axis.ticks }}
          height={HEALTH_TRENDS_CHART_HEIGHT}
        />
      </ChartBox>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Legend">
        <li className="flex items-center gap-2">
          <DotSwatch estimated={false} />
          {HEALTH_TRENDS_TEXT.realPoint}
        </li>
        <li className="flex items-center gap-2">
          <DotSwatch estimated />
          {HEALTH_TRENDS_TEXT.estimatedPoint}
        </li>
      </ul>
    </div>
  );
}

function DotSwatch({ estimated }: { estimated: boolean }) {
  return (
    <svg width="12" height="12" aria-hidden="true">
      <circle
        cx="6"
        cy="6"
        r="4"
        fill={estimated ? "#fff" : LINE_COLOUR}
        stroke={LINE_COLOUR}
        strokeWidth="1.5"
        strokeDasharray={estimated ? "2 1.5" : undefined}
      />
    </svg>
  );
}
