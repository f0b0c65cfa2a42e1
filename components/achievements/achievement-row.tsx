import { ACHIEVEMENT_LATEST_BADGE, type AchievementView } from "@/lib/domain/achievements";
import { AchievementIcon } from "./achievement-icon";
import { AchievementTypeBadge, EarnedDate } from "./earned-date";

/**
 * One achievement on the /achievements screen: the user's own list and their partner's section both use it, so the
 * two read the same. `isLatest` is absent for the partner's rows: 'Latest' belongs to the user's own list.
 */
export function AchievementRow({
  achievement,
  timeZone,
}: {
  achievement: AchievementView & { isLatest?: boolean };
  /** The viewer's zone: dates are shown as the person reading them lives them, whoever earned the achievement. */
  timeZone: string;
}) {
  return (
    <li className="flex gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
      <AchievementIcon name={achievement.icon} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{achievement.title}</h3>
          {achievement.isLatest ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {ACHIEVEMENT_LATEST_BADGE}
            </span>
          ) : null}
          <span className="text-xs">
            <AchievementTypeBadge type={achievement.type} />
          </span>
        </div>
        <p className="mt-1 text-sm">{achievement.description}</p>
        <p className="mt-1 flex flex-wrap gap-x-2 text-xs text-muted">
          <EarnedDate at={achievement.earnedAt} timeZone={timeZone} />
          <span aria-hidden="true">·</span>
          <span>{achievement.category}</span>
        </p>
      </div>
    </li>
  );
}
