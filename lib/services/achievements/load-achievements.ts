import { listEarnedAchievements, listPartnerAchievements } from "@/lib/data/achievements";
import { resolvePartnerAccess, type PartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { findViewerContext } from "@/lib/data/profiles";
import { withReader, type Executor } from "@/lib/data/transaction";
import {
  achievementsScreen,
  partnerAchievementViews,
  type AchievementsScreenWithPartner,
  type AchievementTab,
  type AchievementView,
  type PartnerAchievements,
} from "@/lib/domain/achievements";
import { partnerFirstName } from "@/lib/domain/names";

export interface LoadAchievementsOptions {
  userId: string;
  /** The category tab from ?tab= (parseAchievementTab); All when absent. */
  tab?: AchievementTab;
  /** ?all=1: every row of the tab instead of the newest 15. */
  showAll?: boolean;
  now?: Date;
}

/** The props of components/achievements/achievements-view.tsx. */
export type AchievementsScreenModel = AchievementsScreenWithPartner<AchievementView>;

/**
 * The partner's part of the screen. The grant is decided once, by resolvePartnerAccess, and the reader refuses on
 * its own too, so `shared` and the rows cannot disagree about it.
 */
async function partnerAchievements(
  access: PartnerAccess | null,
  reader: Executor,
): Promise<PartnerAchievements<AchievementView> | null> {
  if (!access) return null;
  const [displayName, achievements] = await Promise.all([
    findPartnerDisplayName(access, reader),
    listPartnerAchievements(access, reader),
  ]);
  const name = partnerFirstName(displayName);
  // Told about the partner, not to them: "Robin reached a 7-day mood streak." (issue #32).
  return access.canSeeAchievements
    ? { name, shared: true, achievements: partnerAchievementViews(achievements, name) }
    : { name, shared: false };
}

/**
 * The /achievements screen (spec 2 §2.5): the user's own stored achievements, summarised in their zone, and (issue
 * #13) their linked partner's newest ones when the partner gives the achievements grant. Achievements are few (one
 * per catalogue entry), so the whole own history is read and the counts, tabs and list computed from it; nothing
 * here needs atomicity, so the reads run in parallel on the pool.
 */
export async function loadAchievements({
  userId,
  tab = "all",
  showAll = false,
  now = new Date(),
}: LoadAchievementsOptions): Promise<AchievementsScreenModel> {
  return withReader(async (reader) => {
    const [viewer, achievements, partner] = await Promise.all([
      findViewerContext(userId, reader),
      listEarnedAchievements(userId, reader),
      resolvePartnerAccess(userId, reader).then((access) => partnerAchievements(access, reader)),
    ]);
    return {
      ...achievementsScreen({ clock: { now, timeZone: viewer.timeZone }, achievements, tab, showAll }),
      partner,
    };
  });
}
