import { HeartHandshake } from "@/components/ui/icons/heart-handshake";
import type { ConnectionChartModel } from "@/lib/domain/connection-chart";
import { ConnectionTrendsChart } from "./connection-trends-chart";
import { DashboardCard, EmptyState, type CardFrame } from "./dashboard-card";

/**
 * 'Connection Trends (Last 7 Days)' (spec 2 §2.4, §4.10): the model as built by connectionChartModel. Empty when the
 * user has no check-in in the 7 days (the model decides, from the user's own points only); otherwise the chart with
 * its legend, which carries 'Partner data hidden (sharing disabled)' when the model says so.
 */
export function ConnectionTrendsCard({ card, chart }: { card: CardFrame; chart: ConnectionChartModel }) {
  return (
    <DashboardCard
      id={card.id}
      title={card.title}
      icon={<HeartHandshake aria-hidden="true" className="size-5 text-brand-600" />}
    >
      {chart.isEmpty ? (
        <EmptyState>{chart.emptyText}</EmptyState>
      ) : (
        <ConnectionTrendsChart
          points={chart.points}
          domain={chart.domain}
          ticks={chart.ticks}
          showPartnerLine={chart.showPartnerLine}
          legendNote={chart.legendNote}
        />
      )}
    </DashboardCard>
  );
}
