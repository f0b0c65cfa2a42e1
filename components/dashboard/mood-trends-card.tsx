import { LineChart as LineChartIcon } from "@/components/ui/icons/line-chart";
import type { MoodChartModel } from "@/lib/domain/mood-chart";
import { DashboardCard, EmptyState, type CardFrame } from "./dashboard-card";
import { DASHBOARD_TEXT } from "./dashboard-text";
import { MoodTrendsChart } from "./mood-trends-chart";

/** 'Mood Trends (Last 7 Days)' (spec 2 §2.4, §4.10). */
export function MoodTrendsCard({ card, chart }: { card: CardFrame; chart: MoodChartModel }) {
  // The partner's line counts as data only where the model lets it show.
  const hasData = chart.hasUserData || (chart.showPartnerLine && chart.hasPartnerData);
  return (
    <DashboardCard
      id={card.id}
      title={card.title}
      icon={<LineChartIcon aria-hidden="true" className="size-5 text-brand-600" />}
    >
      {hasData ? (
        <MoodTrendsChart
          points={chart.points}
          showPartnerLine={chart.showPartnerLine}
          partnerLineDashed={chart.partnerLineDashed}
          axis={chart.axis}
          ticks={chart.ticks}
        />
      ) : (
        <EmptyState>{DASHBOARD_TEXT.moodChartEmpty}</EmptyState>
      )}
    </DashboardCard>
  );
}
