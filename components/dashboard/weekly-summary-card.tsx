import { ArrowRight } from "@/components/ui/icons/arrow-right";
import { CalendarHeart } from "@/components/ui/icons/calendar-heart";
import { Minus } from "@/components/ui/icons/minus";
import { TrendingDown } from "@/components/ui/icons/trending-down";
import { TrendingUp } from "@/components/ui/icons/trending-up";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import type { WeekStats, WeeklySummary } from "@/lib/domain/weekly-summary";
import { DashboardCard, EmptyState, type CardFrame } from "./dashboard-card";
import { DASHBOARD_TEXT, formatMoodAverage, formatWeekRange } from "./dashboard-text";

const TREND = {
  up: { Icon: TrendingUp, text: "Trending up", className: "text-emerald-700" },
  down: { Icon: TrendingDown, text: "Trending down", className: "text-rose-700" },
  steady: { Icon: Minus, text: "Steady", className: "text-muted" },
} as const;

/**
 * Weekly Emotional Summary (spec 2 §2.4, §4.9): this Sunday-start week against the one before, the trend, at most two
 * insights and two goals, and 'Continue Your Journey' to /mood-log.
 */
export function WeeklySummaryCard({ card, summary }: { card: CardFrame; summary: WeeklySummary }) {
  const trend = summary.trend ? TREND[summary.trend] : null;
  return (
    <DashboardCard
      id={card.id}
      title={card.title}
      description={formatWeekRange(summary.thisWeek.start, summary.thisWeek.end)}
      icon={<CalendarHeart aria-hidden="true" className="size-5 text-brand-600" />}
    >
      {summary.hasData ? (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <WeekTile label={DASHBOARD_TEXT.summaryThisWeek} week={summary.thisWeek} />
            <WeekTile label={DASHBOARD_TEXT.summaryLastWeek} week={summary.previousWeek} />
          </dl>
          {trend ? (
            <p className={`mt-3 flex items-center gap-2 text-sm font-medium ${trend.className}`}>
              <trend.Icon aria-hidden="true" className="size-4" />
              {trend.text}
              {summary.trendDelta !== null && summary.trend !== "steady"
                ? ` (${formatMoodAverage(summary.trendDelta)})`
                : null}
            </p>
          ) : null}
          <SummaryList title={DASHBOARD_TEXT.summaryInsights} items={summary.insights} />
          <SummaryList title={DASHBOARD_TEXT.summaryGoals} items={summary.goals} />
        </>
      ) : (
        <EmptyState>{summary.emptyText}</EmptyState>
      )}
      <Button asChild className="mt-4 w-full sm:w-auto">
        <Link href={summary.button.route}>
          {summary.button.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Button>
    </DashboardCard>
  );
}

function WeekTile({ label, week }: { label: string; week: WeekStats }) {
  return (
    <div className="rounded-xl bg-brand-50 px-4 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums">
        {week.average === null ? "–" : formatMoodAverage(week.average)}
      </dd>
      <dd className="text-xs text-muted">
        {week.moodCount} {week.moodCount === 1 ? "mood" : "moods"} · {week.daysLogged}{" "}
        {week.daysLogged === 1 ? "day" : "days"}
      </dd>
    </div>
  );
}

function SummaryList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
