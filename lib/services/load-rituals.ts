import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { hasOpenMoodRitual, listCompletions, listOwnRituals } from "@/lib/data/rituals";
import { withReader } from "@/lib/data/transaction";
import { partnerFirstName } from "@/lib/domain/names";
import type { SessionUser } from "@/lib/domain/roles";
import { ritualLists, type RitualsScreenModel } from "@/lib/domain/rituals/view";
import { localDayWindow } from "@/lib/domain/time";

/**
 * How far back the log is read: today's progress and whether today starts a new run after an earlier one ('Welcome
 * back!'). The streak itself is the stored one (lib/domain/rituals/standing.ts), so it is not capped by this.
 */
export const RITUAL_LOG_DAYS = 400;

/**
 * /rituals (spec 3 §2, issue #16): the person's rituals, active and archived (decision 050), with where each stands
 * and today's partner progress.
 */
export async function loadRituals(user: SessionUser, now = new Date()): Promise<RitualsScreenModel> {
  return withReader(async (reader) => {
    const access = await resolvePartnerAccess(reader, user.id);
    const { from } = localDayWindow(now, user.timeZone, RITUAL_LOG_DAYS);
    const [rows, completions, blocked, partnerName] = await Promise.all([
      listOwnRituals(user.id, reader),
      listCompletions(user.id, access, from, reader),
      hasOpenMoodRitual(user.id, reader),
      access ? findPartnerDisplayName(access, reader) : Promise.resolve(null),
    ]);
    const partner = access ? { id: access.partnerId, name: partnerFirstName(partnerName) } : null;
    const lists = ritualLists({ rows, completions, viewerId: user.id, partner, now, timeZone: user.timeZone });
    return { ...lists, blocked };
  });
}
