import { hasCheckedInWith, hasPersonalCheckin } from "@/lib/data/checkins";
import { findFirstMoodAt } from "@/lib/data/moods";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPendingSentLinks } from "@/lib/data/partner-links";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { hasImported } from "@/lib/data/imports";
import { hasCompletedRitual } from "@/lib/data/rituals";
import { findSharing } from "@/lib/data/sharing-grants";
import { withReader, type Executor } from "@/lib/data/transaction";
import { isFirstWeekGuideDismissed } from "@/lib/data/user-settings";
import { findAccount } from "@/lib/data/users";
import {
  firstWeekGuide,
  sharesWithPartner,
  type FirstWeekGuide,
  type FirstWeekSituation,
} from "@/lib/domain/first-week-guide";

export interface LoadFirstWeekGuideOptions {
  userId: string;
  now?: Date;
}

/**
 * Only the facts the person's situation needs. Everything read is the person's own rows; of the partner, only the
 * display name, through resolvePartnerAccess, and the domain keeps its first word alone.
 */
async function situationOf(reader: Executor, userId: string): Promise<FirstWeekSituation> {
  const access = await resolvePartnerAccess(userId, reader);
  if (access) {
    const [partnerDisplayName, sharing, checkedInWithPartner] = await Promise.all([
      findPartnerDisplayName(access, reader),
      findSharing(userId, {}, reader),
      hasCheckedInWith(access, reader),
    ]);
    return {
      kind: "partnered",
      partnerDisplayName,
      sharesWithPartner: sharesWithPartner(sharing),
      checkedInWithPartner,
    };
  }
  const [pending, personalCheckin] = await Promise.all([
    findPendingSentLinks(userId, reader),
    hasPersonalCheckin(userId, reader),
  ]);
  const latest = Math.max(...pending.map((link) => link.expiresAt.getTime()));
  return { kind: "alone", pendingInvitationExpiresAt: pending.length > 0 ? new Date(latest) : null, personalCheckin };
}

/**
 * The dashboard's first-week guide (issue #32), or null when there is nothing to show (every step done, or dismissed).
 * Reads through the pool (withReader): the probes are independent, so on PostgreSQL they run side by side; each is
 * one EXISTS-style statement, so the cost does not grow with the person's history.
 */
export async function loadFirstWeekGuide({
  userId,
  now = new Date(),
}: LoadFirstWeekGuideOptions): Promise<FirstWeekGuide | null> {
  return withReader(async (reader) => {
    const [dismissed, firstMoodAt, account, completedRitual, importedHistory, situation] = await Promise.all([
      isFirstWeekGuideDismissed(userId, reader),
      findFirstMoodAt(userId, reader),
      findAccount(userId, reader),
      hasCompletedRitual(userId, reader),
      hasImported(userId, reader),
      situationOf(reader, userId),
    ]);
    // A history older than the account (imported or generated moods) counts as time in the app too.
    const joined = account?.createdAt ?? now;
    const startedAt = firstMoodAt && firstMoodAt < joined ? firstMoodAt : joined;
    return firstWeekGuide({
      now,
      startedAt,
      dismissed,
      loggedMood: firstMoodAt !== null,
      completedRitual,
      importedHistory,
      situation,
    });
  });
}
