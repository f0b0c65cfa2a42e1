import { Sparkles } from "lucide-react";
import type { Insight, InsightPriority } from "@/lib/domain/individual-insights";
import { DashboardCard, EmptyState } from "./dashboard-card";
import { RetryButton } from "./retry-button";

export const INSIGHTS_TEXT = {
  title: "AI-Generated Relationship Insights",
  listTitle: "Relationship Coach Insights",
  refresh: "Refresh Insights",
  /** Ours: the spec names the card and its lists, not what an empty list says. */
  empty: "Keep logging moods, sleep and stress: insights appear here once there is enough to go on.",
  /** Spec 2 §8 'Insights load' fallback. */
  loadFailed: "Failed to load relationship insights",
} as const;

const PRIORITY_LABEL: Record<InsightPriority, string> = {
  urgent: "Urgent",
  high: "High priority",
  medium: "Medium priority",
  low: "Low priority",
};

const PRIORITY_STYLE: Record<InsightPriority, string> = {
  urgent: "bg-red-100 text-red-900",
  high: "bg-amber-100 text-amber-900",
  medium: "bg-brand-100 text-brand-900",
  low: "bg-emerald-100 text-emerald-900",
};

/**
 * 'AI-Generated Relationship Insights' (spec 2 §2.4). Until the coach model arrives (issue #15 puts it behind this
 * same card), the 'Relationship Coach Insights' come from the insight engines of spec 2 §4.7, computed on the server
 * from this request's read; 'Refresh Insights' computes them again from the newest entries.
 */
export function RelationshipInsightsCard({ insights }: { insights: readonly Insight[] }) {
  return (
    <DashboardCard
      id="relationship-insights"
      title={INSIGHTS_TEXT.title}
      icon={<Sparkles aria-hidden="true" className="size-5 text-brand-600" />}
    >
      <div className="space-y-4">
        <h3 className="text-sm font-semibold">{INSIGHTS_TEXT.listTitle}</h3>
        {insights.length === 0 ? (
          <EmptyState>{INSIGHTS_TEXT.empty}</EmptyState>
        ) : (
          <ul aria-label={INSIGHTS_TEXT.listTitle} className="space-y-3">
            {insights.map((insight) => (
              <li key={insight.id} className="rounded-xl bg-brand-50 px-4 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">{insight.title}</p>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${PRIORITY_STYLE[insight.priority]}`}>
                    {PRIORITY_LABEL[insight.priority]}
                  </span>
                </div>
                <p className="mt-1 text-sm">{insight.description}</p>
                <p className="mt-1 text-xs text-muted">{insight.confidence}% confidence</p>
                {insight.recommendations.length > 0 ? (
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                    {insight.recommendations.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <RetryButton label={INSIGHTS_TEXT.refresh} />
      </div>
    </DashboardCard>
  );
}
