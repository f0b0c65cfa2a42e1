import { CalendarCheck } from "@/components/ui/icons/calendar-check";
import { Clock } from "@/components/ui/icons/clock";
import { HeartHandshake } from "@/components/ui/icons/heart-handshake";
import { Lightbulb } from "@/components/ui/icons/lightbulb";
import { Sparkles } from "@/components/ui/icons/sparkles";
import type { SvgIcon } from "@/components/ui/svg-icon";
import { cn } from "@/components/ui/cn";
import {
  RECOMMENDATIONS_EMPTY_TEXT,
  RECOMMENDATION_PRIORITY_LABEL,
  RECOMMENDATION_TYPE_LABEL,
  recommendationCompletionRateText,
  recommendationConfidenceText,
  type Recommendation,
  type RecommendationPriority,
  type RecommendationType,
} from "@/lib/domain/recommendations";
import { DashboardCard, EmptyState, type CardFrame } from "./dashboard-card";
import { RecommendationActionForm } from "./recommendation-action-form";

/** One icon per recommendation type (spec 2 §2.4); decorative, the type is also said in words for screen readers. */
const TYPE_ICON: Record<RecommendationType, SvgIcon> = {
  self_care: Sparkles,
  ritual: CalendarCheck,
  timing: Clock,
  connection: HeartHandshake,
};

const PRIORITY_CLASSES: Record<RecommendationPriority, string> = {
  high: "bg-rose-100 text-rose-800",
  medium: "bg-amber-100 text-amber-900",
  low: "bg-slate-100 text-slate-700",
};

/**
 * 'Personalized Recommendations' (spec 2 §2.4, §4.6): the engine's list as given (3 for anyone with activity: the
 * spec rules by priority then confidence, then the day's next steps, issue #32), or 'Keep using the app to receive
 * personalized recommendations.' when it is empty, which is now only for someone with no data at all.
 * Below it, the share of recommendations completed in the last 7 days (spec 2 §3, recommendationCompletionRate),
 * only when there is one: null means nothing was offered or completed, and "0%" would then mean nothing.
 */
export function RecommendationsCard({
  card,
  recommendations,
  completionRate = null,
}: {
  card: CardFrame;
  recommendations: readonly Recommendation[];
  /** Whole percent, or null for no stat line. */
  completionRate?: number | null;
}) {
  return (
    <DashboardCard
      id={card.id}
      title={card.title}
      icon={<Lightbulb aria-hidden="true" className="size-5 text-brand-600" />}
    >
      {recommendations.length === 0 ? (
        <EmptyState>{RECOMMENDATIONS_EMPTY_TEXT}</EmptyState>
      ) : (
        <ul className="space-y-3">
          {recommendations.map((recommendation) => (
            <RecommendationItem key={recommendation.id} recommendation={recommendation} />
          ))}
        </ul>
      )}
      {completionRate !== null ? (
        <p className="mt-3 text-xs text-muted tabular-nums" data-stat="completion-rate">
          {recommendationCompletionRateText(completionRate)}
        </p>
      ) : null}
    </DashboardCard>
  );
}

function RecommendationItem({ recommendation: r }: { recommendation: Recommendation }) {
  const Icon = TYPE_ICON[r.type];
  return (
    <li className="flex gap-3 rounded-xl bg-brand-50 px-4 py-3" data-type={r.type}>
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-white">
        <Icon aria-hidden="true" className="size-4 text-brand-600" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          <span className="sr-only">{RECOMMENDATION_TYPE_LABEL[r.type]}: </span>
          {r.title}
        </h3>
        <p className="mt-1 text-sm">{r.description}</p>
        <p className="mt-1 text-xs text-muted">{r.reason}</p>
        {/* Badges and the action share one line (issue #32: the year couple's dashboard in about three screens). */}
        <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <span className={cn("rounded-full px-2.5 py-0.5 font-semibold", PRIORITY_CLASSES[r.priority])}>
            {RECOMMENDATION_PRIORITY_LABEL[r.priority]}
          </span>
          <span className="text-muted tabular-nums">{recommendationConfidenceText(r.confidence)}</span>
          {/* Completing it records the completion, then the server redirects to the route of the id's rule. */}
          {r.actionable ? <RecommendationActionForm id={r.id} title={r.title} className="ml-auto" /> : null}
        </div>
      </div>
    </li>
  );
}
