import { Info } from "@/components/ui/icons/info";
import { TrendingDown } from "@/components/ui/icons/trending-down";
import { TrendingUp } from "@/components/ui/icons/trending-up";
import { TriangleAlert } from "@/components/ui/icons/triangle-alert";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import {
  formatHealthScore,
  HEALTH_TRENDS_TEXT,
  pointSourceText,
  recentTrendDescription,
  recentTrendText,
  trendDayLabel,
  type DataQuality,
  type HealthTimeframe,
  type HistoryPoint,
  type RecentTrend,
} from "@/lib/domain/health-score";
import { DashboardCard, EmptyState, type CardFrame } from "./dashboard-card";
import { HealthTrendsChart } from "./health-trends-chart";

export interface HealthTrendsCardProps {
  /**
   * Its id and title from the dashboard's card registry: 'Couple's Health Trends' with a partner whose scores may be
   * seen, 'Relationship Health Trends' without.
   */
  card: CardFrame;
  /** The page's `?timeframe`, the same one the health card shows. */
  timeframe: HealthTimeframe;
  /** The user's history for that timeframe (HealthOverview.history7 or history30), oldest first. */
  points: readonly HistoryPoint[];
  /** HealthOverview.recentTrend: null unless the last two real points differ by 2 or more. */
  recentTrend: RecentTrend | null;
  /** HealthOverview.dataQuality: the estimated-data notice, or none. */
  dataQuality: DataQuality;
  /** The Refresh button (TrendRefreshButton); nothing is drawn without it. */
  actions?: ReactNode;
}

/**
 * The health trend graph (spec 2 §2.4, §4.2): the recent-trend percentage when the model gives one, the
 * estimated-data notice, the line (drawn on the server; only its Focus/Full toggle is an island) and, for screen
 * readers, a table of every day that says which are estimated.
 */
export function HealthTrendsCard({
  card,
  timeframe,
  points,
  recentTrend,
  dataQuality,
  actions,
}: HealthTrendsCardProps) {
  return (
    <DashboardCard
      id={card.id}
      title={card.title}
      icon={<TrendingUp aria-hidden="true" className="size-5 text-brand-600" />}
    >
      {recentTrend || actions ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          {recentTrend ? <RecentTrendBadge trend={recentTrend} /> : <span />}
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {dataQuality.notice ? <DataQualityNotice notice={dataQuality.notice} /> : null}
      {points.length === 0 ? (
        <EmptyState>{HEALTH_TRENDS_TEXT.empty}</EmptyState>
      ) : (
        <>
          <HealthTrendsChart points={points} timeframe={timeframe} />
          <TrendTable points={points} />
        </>
      )}
    </DashboardCard>
  );
}

/** "+14.1%" with an arrow; the sign and the screen-reader sentence say the direction, the colour only repeats it. */
function RecentTrendBadge({ trend }: { trend: RecentTrend }) {
  const up = trend.direction === "up";
  const Arrow = up ? TrendingUp : TrendingDown;
  return (
    <p
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        up ? "bg-emerald-100 text-emerald-800" : "bg-rose-100 text-rose-800",
      )}
      data-trend={trend.direction}
    >
      <Arrow aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true">
        {HEALTH_TRENDS_TEXT.recentTrend} <span className="tabular-nums">{recentTrendText(trend)}</span>
      </span>
      <span className="sr-only">{recentTrendDescription(trend)}</span>
    </p>
  );
}

/**
 * Spec 2 §4.2: over 50% estimated points shows 'Limited Real Data' (a titled, highlighted notice); a smaller share a
 * plain note; none, nothing (the caller passes a notice only when there is one).
 */
function DataQualityNotice({ notice }: { notice: NonNullable<DataQuality["notice"]> }) {
  if (notice.kind === "limited") {
    return (
      <div
        className="mb-3 flex gap-2 rounded-xl border-l-4 border-amber-400 bg-amber-50 px-4 py-3 text-sm"
        data-notice="limited"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-semibold">{notice.title}</p>
          <p className="mt-0.5">{notice.message}</p>
        </div>
      </div>
    );
  }
  return (
    <p className="mb-3 flex gap-2 text-xs text-muted" data-notice="note">
      <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      {notice.message}
    </p>
  );
}

/** Every day in words, for screen readers: the chart's full text alternative, with estimated days named as such. */
function TrendTable({ points }: { points: readonly HistoryPoint[] }) {
  return (
    <table className="sr-only">
      <caption>{HEALTH_TRENDS_TEXT.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{HEALTH_TRENDS_TEXT.date}</th>
          <th scope="col">{HEALTH_TRENDS_TEXT.score}</th>
          <th scope="col">{HEALTH_TRENDS_TEXT.source}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.calculationDate}>
            <th scope="row">{trendDayLabel(point.calculationDate)}</th>
            <td>{formatHealthScore(point.healthScore)}</td>
            <td>{pointSourceText(point)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
