import { listAuthoredCheckins } from "@/lib/data/checkins";
import { listMoodValuesBetween } from "@/lib/data/moods";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { listRitualsForScore } from "@/lib/data/rituals";
import { withReader } from "@/lib/data/transaction";
import { findUserSettings } from "@/lib/data/user-settings";
import { buildCoachContext, COACH_CONTEXT_DAYS } from "@/lib/domain/coach/build-context";
import type { CoachContext } from "@/lib/domain/coach/context";
import { firstName } from "@/lib/domain/names";
import type { SessionUser } from "@/lib/domain/roles";
import { localDayWindow } from "@/lib/domain/time";

export interface CoachContextOptions {
  user: SessionUser;
  currentPage: string;
  jointSuggestionsOff: boolean;
  now: Date;
}

/** What the coach may know of the person: their settings first, since they decide what is read at all. */
export interface LoadedCoachContext {
  context: CoachContext;
  chatbotEnabled: boolean;
}

/**
 * The coach's context (decision 035): the person's own records of two weeks, and of the partner only their first
 * name (resolvePartnerAccess: a former partner is nobody). With ai_suggestions off nothing is read but the name: the
 * coach still chats, it just knows nothing of their data. Their mood notes stay encrypted in the database: the coach has no switch to read them yet, so it never does.
 */
export async function loadCoachContext({
  user,
  currentPage,
  jointSuggestionsOff,
  now,
}: CoachContextOptions): Promise<LoadedCoachContext> {
  return withReader(async (reader) => {
    const [settings, access] = await Promise.all([
      findUserSettings(user.id, reader),
      resolvePartnerAccess(user.id, reader),
    ]);
    const partnerName = access ? firstName(await findPartnerDisplayName(access, reader)) : null;
    const clock = { now, timeZone: user.timeZone };
    // Spec 3 §3: settings default to on when the row is missing.
    const personalised = settings?.aiSuggestions ?? true;
    const { from, to } = localDayWindow(now, user.timeZone, COACH_CONTEXT_DAYS);
    const [moods, checkins, rituals] = personalised
      ? await Promise.all([
          listMoodValuesBetween(user.id, from, to, reader),
          access ? listAuthoredCheckins(user.id, from, to, reader) : Promise.resolve([]),
          listRitualsForScore(user.id, from, reader),
        ])
      : [[], [], []];
    const context = buildCoachContext({
      clock,
      firstName: firstName(user.displayName) ?? "",
      partnerName,
      currentPage,
      moods,
      checkins,
      rituals,
      notesAllowed: false,
      jointSuggestionsOff,
    });
    return { context, chatbotEnabled: settings?.chatbotEnabled ?? true };
  });
}
