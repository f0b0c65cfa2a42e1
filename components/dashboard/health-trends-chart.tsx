"use client";

import { useState } from "react";
import { Line, Tooltip, XAxis, YAxis, type DotItemDotProps } from "recharts";
import { cn } from "@/components/ui/cn";
import {
  formatHealthScore,
  HEALTH_TRENDS_TEXT,
  trendChartSummary,
  trendDayLabel,
} from "@/lib/domain/health-score/copy";
import type { HealthTimeframe } from "@/lib/domain/health-score/constants";
import type { HistoryPoint } from "@/lib/domain/health-score/history";
import { trendAxis, type TrendAxisMode } from "@/lib/domain/health-score/trend-axis";
import { AXIS_TICK, DAY_AXIS, LineChartFrame } from "./line-chart-frame";

/**
 * The line of the health trend graph (spec 2 §2.4): the score per day with the 'Focus/Full' axis toggle, the one
 * piece of the card that needs the browser. Estimated (interpolated) days are hollow dots, logged days filled ones,
 * so they differ in shape as well as fill; the legend names both and the card's table says which is which in words.
 * Imports the health-score files directly: the package index would bring the scoring engines into the bundle.
 *
 * As in the other dashboard charts, the box has a fixed height in the server HTML and a text alternative as its
 * accessible name; the SVG inside is presentation.
 */
export const HEALTH_TRENDS_CHART_HEIGHT = 220;
const LINE_COLOUR = "var(--color-brand-600)";
const AXIS_MODES: readonly { mode: TrendAxisMode; label: string }[] = [
  { mode: "focus", label: HEALTH_TRENDS_TEXT.focus },
  { mode: "full", label: HEALTH_TRENDS_TEXT.full },
];

interface ChartDatum {
  label: string;
  score: number;
  estimated: boolean;
}

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
  const data: ChartDatum[] = points.map((p) => ({
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
      <LineChartFrame
        label={trendChartSummary(points, timeframe)}
        height={HEALTH_TRENDS_CHART_HEIGHT}
        testId="health-trends-chart"
        data={data}
        className="mt-3 w-full"
      >
        <XAxis
          {...DAY_AXIS}
          // 30 labels do not fit; recharts drops the ones that would overlap but keeps both ends.
          interval="preserveStartEnd"
        />
        <YAxis domain={axis.domain} ticks={axis.ticks} tickLine={false} axisLine={false} width={36} tick={AXIS_TICK} />
        <Tooltip
          formatter={(value, _name, item) =>
            typeof value === "number"
              ? `${formatHealthScore(value)}${(item.payload as ChartDatum).estimated ? ` (${HEALTH_TRENDS_TEXT.estimatedPoint})` : ""}`
              : ""
          }
          contentStyle={{ borderRadius: 12, fontSize: 12 }}
        />
        <Line
          type="monotone"
          dataKey="score"
          name={HEALTH_TRENDS_TEXT.score}
          stroke={LINE_COLOUR}
          strokeWidth={2.5}
          dot={TrendDot}
          isAnimationActive={false}
        />
      </LineChartFrame>
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

/** A logged day: a filled dot. An estimated day: a hollow, dashed ring (shape, not colour, tells them apart). */
function TrendDot({ cx, cy, payload }: DotItemDotProps) {
  if (cx == null || cy == null) return null;
  return (payload as ChartDatum).estimated ? (
    <circle cx={cx} cy={cy} r={4} fill="#fff" stroke={LINE_COLOUR} strokeWidth={1.5} strokeDasharray="2 1.5" />
  ) : (
    <circle cx={cx} cy={cy} r={4} fill={LINE_COLOUR} stroke={LINE_COLOUR} strokeWidth={1.5} />
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
