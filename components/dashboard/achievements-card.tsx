import { ArrowRight } from "@/components/ui/icons/arrow-right";
import { Trophy } from "@/components/ui/icons/trophy";
import { Link } from "@/components/ui/link";
import { AchievementIcon } from "@/components/achievements/achievement-icon";
import { AchievementTypeBadge, EarnedDate } from "@/components/achievements/earned-date";
import {
  ACHIEVEMENTS_CARD_EMPTY_TEXT,
  ACHIEVEMENTS_CARD_SCROLL_HEIGHT_PX,
  achievementCelebration,
  type AchievementSummary,
  type AchievementView,
} from "@/lib/domain/achievements";
import { CelebrationTrigger } from "./celebration-trigger";
import { DashboardCard, EmptyState, type CardFrame } from "./dashboard-card";

export interface AchievementsCardProps {
  /** Its id and title, from the dashboard's card registry. */
  card: CardFrame;
  /**
   * summarizeAchievements over the user's stored achievements (lib/data/achievements.ts listEarnedAchievements reads
   * every column shown here); only the 3 newest and the count of the rest are used.
   */
  summary: Pick<AchievementSummary<AchievementView>, "recent3" | "isEmpty">;
  /** The user's zone: earned dates are their local dates. */
  timeZone: string;
}

/**
 * The dashboard's Achievements card (spec 2 §2.4): the 3 newest, each with icon, title, earned date and type, and
 * '+N more achievements' to /achievements when there are more. Tapping one opens its celebration. A server component:
 * the only interactive part is each row's celebration, a client component of its own.
 */
export function AchievementsCard({ card, summary, timeZone }: AchievementsCardProps) {
  const { items, moreLabel } = summary.recent3;
  return (
    <DashboardCard
      id={card.id}
      title={card.title}
      icon={<Trophy aria-hidden="true" className="size-5 text-brand-600" />}
    >
      {summary.isEmpty ? (
        <EmptyState>{ACHIEVEMENTS_CARD_EMPTY_TEXT}</EmptyState>
      ) : (
        <>
          {/* §9's 400 px scroll area: three rows fit, so it only scrolls when large text makes them taller. */}
          <ul className="space-y-2 overflow-y-auto" style={{ maxHeight: ACHIEVEMENTS_CARD_SCROLL_HEIGHT_PX }}>
            {items.map((achievement) => (
              <li key={achievement.id}>
                <AchievementCelebrationItem achievement={achievement} timeZone={timeZone} />
              </li>
            ))}
          </ul>
          {moreLabel ? (
            <Link
              href="/achievements"
              className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              {moreLabel}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </>
      )}
    </DashboardCard>
  );
}

/**
 * One row, as the button that opens its 'Congratulations!' dialog (loaded on the first tap, celebration-trigger.tsx).
 */
function AchievementCelebrationItem({ achievement, timeZone }: { achievement: AchievementView; timeZone: string }) {
  return (
    <CelebrationTrigger
      celebration={achievementCelebration(achievement)}
      className="flex w-full items-center gap-3 rounded-xl border border-brand-100 px-3 py-2 text-left hover:bg-brand-50"
    >
      <AchievementIcon name={achievement.icon} />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold">{achievement.title}</span>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
          <EarnedDate at={achievement.earnedAt} timeZone={timeZone} />
          <AchievementTypeBadge type={achievement.type} />
        </span>
      </span>
    </CelebrationTrigger>
  );
}
