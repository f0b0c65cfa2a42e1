import { ACHIEVEMENT_TYPE_LABELS, type AchievementType } from "@/lib/domain/achievements";
import { ACHIEVEMENTS_TEXT, earnedDateAttribute, formatEarnedDate } from "./achievement-text";

/** "Earned Mar 10, 2026", the local date in the user's zone: the dashboard card's rows and the screen's both say it. */
export function EarnedDate({ at, timeZone }: { at: Date; timeZone: string }) {
  return (
    <span>
      {ACHIEVEMENTS_TEXT.earned}{" "}
      <time dateTime={earnedDateAttribute(at, timeZone)}>{formatEarnedDate(at, timeZone)}</time>
    </span>
  );
}

/** The achievement's type ('Coaching Progress', 'Wellness', …) as a badge; the text size comes from the row. */
export function AchievementTypeBadge({ type }: { type: AchievementType }) {
  return (
    <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
      {ACHIEVEMENT_TYPE_LABELS[type]}
    </span>
  );
}
