import { moodStatus, type MoodStatus } from "@/lib/domain/labels";
import { partnerFirstName } from "@/lib/domain/names";
import { localDayWindow, zoneOrUtc } from "@/lib/domain/time";
import { findLatestPartnerMood } from "@/lib/data/moods";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerProfile } from "@/lib/data/partner-profile";
import { inTransaction } from "@/lib/data/transaction";

export interface LoadPartnerStatusOptions {
  userId: string;
  now?: Date;
}

export type PartnerStatusView =
  | { state: "none" }
  | { state: "not-sharing"; partnerName: string }
  | { state: "no-mood-today"; partnerName: string }
  | { state: "mood"; partnerName: string; mood: MoodStatus; at: Date };

/**
 * Spec 2 §2.6. "Today" is the partner's local day (decision 019): "hasn't logged their mood yet today" is about
 * their day, which may differ from the viewer's across time zones. Consent is read afresh on every call.
 */
export async function loadPartnerStatus({
  userId,
  now = new Date(),
}: LoadPartnerStatusOptions): Promise<PartnerStatusView> {
  return inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(tx, userId);
    if (!access) return { state: "none" };
    const card = await findPartnerProfile(access, tx);
    // The card's heading and its sentences name the partner by first name (issue #32).
    const partnerName = partnerFirstName(card?.displayName);
    if (!access.canSeeMoods) return { state: "not-sharing", partnerName };
    const timeZone = zoneOrUtc(card?.timezone);
    const today = localDayWindow(now, timeZone, 1);
    const latest = await findLatestPartnerMood(access, { from: today.from, to: today.to }, tx);
    if (!latest) return { state: "no-mood-today", partnerName };
    return { state: "mood", partnerName, mood: moodStatus(latest.value), at: latest.at };
  });
}
