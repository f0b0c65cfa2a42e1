import { findSharing } from "@/lib/data/sharing-grants";
import type { Executor } from "@/lib/data/transaction";
import { SHARING_DEFAULTS, type SharingValues } from "@/lib/validation/settings";

/**
 * What a person shares, as the seven switches show it, with the defaults for rows never written (nothing shared,
 * Partner sharing on). Settings' privacy card and the partner screen's "what you share" line read the same values.
 */
export async function findSharingValues({ userId, tx }: { userId: string; tx: Executor }): Promise<SharingValues> {
  const sharing = await findSharing(userId, {}, tx);
  return {
    consentMoodSharing: sharing.consentMoodSharing ?? SHARING_DEFAULTS.consentMoodSharing,
    partnerSharingEnabled: sharing.partnerSharingEnabled ?? SHARING_DEFAULTS.partnerSharingEnabled,
    shareMoodSummaries: sharing.grants?.shareMoodSummaries ?? SHARING_DEFAULTS.shareMoodSummaries,
    shareDetailedEntries: sharing.grants?.shareDetailedEntries ?? SHARING_DEFAULTS.shareDetailedEntries,
    shareGoals: sharing.grants?.shareGoals ?? SHARING_DEFAULTS.shareGoals,
    shareAchievements: sharing.grants?.shareAchievements ?? SHARING_DEFAULTS.shareAchievements,
    shareCheckUps: sharing.grants?.shareCheckUps ?? SHARING_DEFAULTS.shareCheckUps,
  };
}
