import { Sparkles } from "@/components/ui/icons/sparkles";
import type { Insight, InsightPriority } from "@/lib/domain/individual-insights";
import { DashboardCard, EmptyState, type CardFrame } from "./dashboard-card";
import { RefreshInsightsButton } from "./refresh-insights-button";

export const INSIGHTS_TEXT = {
  title: "AI-Generated Relationship Insights",
  listTitle: "Relationship Coach Insights",
  refresh: "Refresh Insights",
  /** Ours: the spec names the card and its lists, not what an empty list says. */
  empty: "Keep logging moods, sleep and stress: insights appear here once there is enough to go on.",
  /** Spec 2 §8 'Insights load' fallback. */
  loadFailed: "Failed to load relationship insights",
  /** Ours: who wrote the insights, so nobody mistakes the model's words for a person's. */
  fromModel: "Written by an AI model from the findings of your own mood, sleep and stress logs. It can be wrong.",
} as const;

/** Where the card's insights came from, and whether 'Refresh Insights' may ask the model. */
export interface InsightsSource {
  written: boolean;
  canWrite: boolean;
  /** The person's local day: the model's insights are kept for one. */
  day: string;
}

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
 * 'AI-Generated Relationship Insights' (spec 2 §2.4). The 'Relationship Coach Insights' come from the insight engines
 * of spec 2 §4.7, computed on the server from this request's read; with a model connected (issue #15) they are the
 * model's rewriting of those same findings, kept for the day. 'Refresh Insights' computes them again.
 */
export function RelationshipInsightsCard({
  card,
  insights,
  source = { written: false, canWrite: false, day: "" },
}: {
  card: CardFrame;
  insights: readonly Insight[];
  source?: InsightsSource;
}) {
  return (
    <DashboardCard
      id={card.id}
      title={card.title}
      icon={<Sparkles aria-hidden="true" className="size-5 text-brand-600" />}
    >
      <div className="space-y-4">
        <h3 className="text-sm font-semibold">{INSIGHTS_TEXT.listTitle}</h3>
        {source.written ? <p className="text-xs text-muted">{INSIGHTS_TEXT.fromModel}</p> : null}
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
        <RefreshInsightsButton label={INSIGHTS_TEXT.refresh} {...source} />
      </div>
    </DashboardCard>
  );
}
