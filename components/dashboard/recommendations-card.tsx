import { ArrowRight, CalendarCheck, Clock, HeartHandshake, Lightbulb, Sparkles, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import {
  RECOMMENDATIONS_CARD_TITLE,
  RECOMMENDATIONS_EMPTY_TEXT,
  RECOMMENDATION_ACTION_LABEL,
  RECOMMENDATION_PRIORITY_LABEL,
  RECOMMENDATION_TYPE_LABEL,
  recommendationConfidenceText,
  type Recommendation,
  type RecommendationPriority,
  type RecommendationType,
} from "@/lib/domain/recommendations";
import { DashboardCard, EmptyState } from "./dashboard-card";

/** The card's id on the page (the page's skeleton and any error state use it too). */
export const RECOMMENDATIONS_CARD_ID = "recommendations";

/** One icon per recommendation type (spec 2 §2.4); decorative, the type is also said in words for screen readers. */
const TYPE_ICON: Record<RecommendationType, LucideIcon> = {
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
 * 'Personalized Recommendations' (spec 2 §2.4, §4.6): the engine's list as given (at most 3, already sorted by
 * priority then confidence), or 'Keep using the app to receive personalized recommendations.' when it is empty.
 */
export function RecommendationsCard({ recommendations }: { recommendations: readonly Recommendation[] }) {
  return (
    <DashboardCard
      id={RECOMMENDATIONS_CARD_ID}
      title={RECOMMENDATIONS_CARD_TITLE}
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
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
          <span className={cn("rounded-full px-2.5 py-0.5 font-semibold", PRIORITY_CLASSES[r.priority])}>
            {RECOMMENDATION_PRIORITY_LABEL[r.priority]}
          </span>
          <span className="text-muted tabular-nums">{recommendationConfidenceText(r.confidence)}</span>
        </div>
        <p className="mt-2 text-sm">{r.description}</p>
        <p className="mt-1 text-xs text-muted">{r.reason}</p>
        {r.actionable ? (
          <Button asChild variant="outline" size="sm" className="mt-3">
            <Link href={r.route}>
              {RECOMMENDATION_ACTION_LABEL}
              {/* Every item has a 'Take Action': the title tells them apart in a screen reader's list of links. */}
              <span className="sr-only">: {r.title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
