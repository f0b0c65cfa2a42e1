import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { hasOpenMoodRitual, listCompletions, listOwnRituals } from "@/lib/data/rituals";
import { withReader } from "@/lib/data/transaction";
import { findUserSettings } from "@/lib/data/user-settings";
import { partnerFirstName } from "@/lib/domain/names";
import type { SessionUser } from "@/lib/domain/roles";
import { ritualLists, ritualSource, type RitualsScreenModel } from "@/lib/domain/rituals/view";
import { localDayWindow } from "@/lib/domain/time";
import { aiModel } from "@/lib/integrations/ai";
import { USER_SETTINGS_DEFAULTS } from "@/lib/validation/settings-values";

/**
 * How far back the log is read: today's progress and whether today starts a new run after an earlier one ('Welcome
 * back!'). The streak itself is the stored one (lib/domain/rituals/standing.ts), so it is not capped by this.
 */
const RITUAL_LOG_DAYS = 400;

/**
 * /rituals (spec 3 §2, issue #16): the person's rituals, active and archived (decision 050), with where each stands
 * and today's partner progress, and where a new one would come from (a model or the library, issue #35); who
 * created each and how, while the person's Show ritual origins is on (decision 061).
 */
export async function loadRituals({
  user,
  now = new Date(),
}: {
  user: SessionUser;
  now?: Date;
}): Promise<RitualsScreenModel> {
  return withReader(async (reader) => {
    const access = await resolvePartnerAccess(user.id, reader);
    const { from } = localDayWindow(now, user.timeZone, RITUAL_LOG_DAYS);
    const [rows, completions, blocked, partnerName, settings] = await Promise.all([
      listOwnRituals(user.id, reader),
      listCompletions(user.id, access, from, reader),
      hasOpenMoodRitual(user.id, reader),
      access ? findPartnerDisplayName(access, reader) : Promise.resolve(null),
      findUserSettings(user.id, reader),
    ]);
    const partner = access ? { id: access.partnerId, name: partnerFirstName(partnerName) } : null;
    const showOrigins = settings?.showRitualOrigins ?? USER_SETTINGS_DEFAULTS.showRitualOrigins;
    const lists = ritualLists({
      rows,
      completions,
      viewerId: user.id,
      partner,
      now,
      timeZone: user.timeZone,
      showOrigins,
    });
    // Spec 3 §3: settings default to on when the row is missing.
    const source = ritualSource({
      modelConfigured: aiModel() !== null,
      aiSuggestions: settings?.aiSuggestions !== false,
    });
    return { ...lists, blocked, source };
  });
}
