import { listEarnedAchievements } from "@/lib/data/achievements";
import { findViewerContext } from "@/lib/data/profiles";
import { withReader } from "@/lib/data/transaction";
import {
  achievementsScreen,
  type AchievementsScreen,
  type AchievementTab,
  type AchievementView,
} from "@/lib/domain/achievements";

export interface LoadAchievementsOptions {
  userId: string;
  /** The category tab from ?tab= (parseAchievementTab); All when absent. */
  tab?: AchievementTab;
  /** ?all=1: every row of the tab instead of the newest 15. */
  showAll?: boolean;
  now?: Date;
}

/** The props of components/achievements/achievements-screen.tsx. */
export type AchievementsScreenModel = AchievementsScreen<AchievementView>;

/**
 * The /achievements screen (spec 2 §2.5): the user's own stored achievements, summarised in their zone. Achievements
 * are few (one per catalogue entry), so the whole history is read and the counts, tabs and list computed from it; the
 * two reads need no atomicity and run in parallel on the pool.
 */
export async function loadAchievements({
  userId,
  tab = "all",
  showAll = false,
  now = new Date(),
}: LoadAchievementsOptions): Promise<AchievementsScreenModel> {
  return withReader(async (reader) => {
    const [viewer, achievements] = await Promise.all([
      findViewerContext(userId, reader),
      listEarnedAchievements(userId, reader),
    ]);
    return achievementsScreen({ clock: { now, timeZone: viewer.timeZone }, achievements, tab, showAll });
  });
}
