import { HeartHandshake } from "@/components/ui/icons/heart-handshake";
import { cn } from "@/components/ui/cn";
import {
  WELLBEING_DATA_POINTS_LABEL,
  WELLBEING_EMPTY_TEXT,
  WELLBEING_SEVERITY_LABEL,
  supportSuggestionsTitle,
  wellbeingConfidenceText,
  type WellbeingInsight,
  type WellbeingSeverity,
} from "@/lib/domain/wellbeing-insights";
import { DashboardCard, EmptyState, type CardFrame } from "./dashboard-card";
import { SupportSuggestions } from "./support-suggestions";

/** Severity colours (spec 2 §2.4): rose for high, amber for medium, green for low; the badge also says it in words. */
const SEVERITY_CLASSES: Record<WellbeingSeverity, { panel: string; badge: string }> = {
  high: { panel: "border-rose-400 bg-rose-50", badge: "bg-rose-100 text-rose-800" },
  medium: { panel: "border-amber-400 bg-amber-50", badge: "bg-amber-100 text-amber-900" },
  low: { panel: "border-emerald-400 bg-emerald-50", badge: "bg-emerald-100 text-emerald-800" },
};

/**
 * '{partner}'s Wellbeing Insight' (spec 2 §2.4, §4.5), the partner named by first name: the engine's top insight (its
 * list is already ranked, so the first is shown) or 'Everything looks great!'. Without a partner it renders nothing
 * (issue #32): a card about "your partner" reads wrong to someone alone, and the first-week guide already leads with
 * 'Invite your partner', so the spec's no-partner text and its 'Go to Settings' are not shown here.
 */
export function WellbeingInsightCard({
  card,
  partnerName,
  insights,
}: {
  /** Its id and title (which names the partner), from the dashboard's card registry. */
  card: CardFrame;
  /** The linked partner's display name (only its first name is shown), or null when the user has no partner. */
  partnerName: string | null;
  /** analyzePartnerWellbeing's result, ranked; ignored without a partner. */
  insights: readonly WellbeingInsight[];
}) {
  if (partnerName === null) return null;
  const top = insights[0];
  return (
    <DashboardCard
      id={card.id}
      title={card.title}
      icon={<HeartHandshake aria-hidden="true" className="size-5 text-brand-600" />}
    >
      {top ? (
        <TopInsight titleId={`${card.id}-top-title`} insight={top} partnerName={partnerName} />
      ) : (
        <EmptyState>{WELLBEING_EMPTY_TEXT}</EmptyState>
      )}
    </DashboardCard>
  );
}

function TopInsight({
  titleId,
  insight,
  partnerName,
}: {
  titleId: string;
  insight: WellbeingInsight;
  partnerName: string;
}) {
  const severity = SEVERITY_CLASSES[insight.severity];
  return (
    <div
      aria-labelledby={titleId}
      role="group"
      className={cn("rounded-xl border-l-4 px-4 py-3", severity.panel)}
      data-severity={insight.severity}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className={cn("rounded-full px-2.5 py-0.5 font-semibold", severity.badge)}>
          {WELLBEING_SEVERITY_LABEL[insight.severity]}
        </span>
        <span className="text-muted tabular-nums">{wellbeingConfidenceText(insight.confidence)}</span>
      </div>
      <h3 id={titleId} className="mt-2 font-semibold">
        {insight.title}
      </h3>
      <p className="mt-1 text-sm">{insight.description}</p>
      {insight.dataPoints.length > 0 ? (
        <ul aria-label={WELLBEING_DATA_POINTS_LABEL} className="mt-3 flex flex-wrap gap-2">
          {insight.dataPoints.map((point) => (
            <li key={point} className="rounded-full bg-white px-3 py-1 text-xs font-medium tabular-nums">
              {point}
            </li>
          ))}
        </ul>
      ) : null}
      {insight.suggestions.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-semibold">{supportSuggestionsTitle(partnerName)}</h4>
          <SupportSuggestions suggestions={insight.suggestions} />
        </div>
      ) : null}
    </div>
  );
}
