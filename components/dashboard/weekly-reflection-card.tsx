import { Sparkles } from "@/components/ui/icons/sparkles";
import type { WeeklyReflection } from "@/lib/domain/weekly-reflection";
import { DashboardCard, EmptyState, type CardFrame } from "./dashboard-card";
import { formatMoodAverage, formatWeekRange } from "./dashboard-text";
import { TagChip } from "./tag-chip";

/** Weekly Emotional Reflection (spec 2 §2.4, §4.9): a prompt until the week has 3 tagged moods, then the top 3 tags. */
export function WeeklyReflectionCard({ card, reflection }: { card: CardFrame; reflection: WeeklyReflection }) {
  return (
    <DashboardCard
      id={card.id}
      title={card.title}
      description={formatWeekRange(reflection.weekStart, reflection.weekEnd)}
      icon={<Sparkles aria-hidden="true" className="size-5 text-brand-600" />}
    >
      {reflection.status === "ready" ? (
        <>
          <ol className="flex flex-wrap gap-2" aria-label="Your top tags this week">
            {reflection.topTags.map((t) => (
              <li key={t.tag}>
                <TagChip tag={t.tag} tone={t.tone} count={t.count} />
              </li>
            ))}
          </ol>
          <p className="mt-3 text-sm">{reflection.reflection}</p>
          <p className="mt-2 text-xs text-muted">
            {reflection.moodCount} moods this week · average {formatMoodAverage(reflection.averageMood)}
          </p>
        </>
      ) : (
        <EmptyState>
          {reflection.prompt}
          {reflection.status === "needs_moods" && reflection.moodCount > 0 ? (
            <span className="mt-1 block text-xs">
              {reflection.moodsRemaining} more {reflection.moodsRemaining === 1 ? "mood" : "moods"} to go.
            </span>
          ) : null}
        </EmptyState>
      )}
    </DashboardCard>
  );
}
