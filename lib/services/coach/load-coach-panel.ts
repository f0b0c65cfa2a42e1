import { countCoachMessages } from "@/lib/data/coach";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { withReader } from "@/lib/data/transaction";
import { findAccount } from "@/lib/data/users";
import { COACH_DAILY_MESSAGE_LIMIT } from "@/lib/domain/coach/limits";
import { coachStarters } from "@/lib/domain/coach/starters";
import type { SessionUser } from "@/lib/domain/roles";
import {
  crisisCountry,
  crisisResources,
  type CrisisCountry,
  type CrisisResource,
} from "@/lib/domain/safety/crisis-resources";
import { localDayKey } from "@/lib/domain/time";
import { aiModel } from "@/lib/integrations/ai";
import { countryOfPhone } from "@/lib/validation/phone";

export interface CoachPanel {
  /** "ai" when a model is connected; the offline coach otherwise (the panel says which). */
  mode: "ai" | "offline";
  /** Spec 1 §9: 4 starter questions (for one person when there is no partner). */
  starters: readonly string[];
  /** 'Get help now': every line for the person's country, shown whenever they ask. */
  help: CrisisResource[];
  /** Whose lines `help` holds; "INTL" asks for the country in one tap (components/safety/crisis-support.tsx). */
  helpCountry: CrisisCountry;
  remainingToday: number;
}

/** What the assistant panel shows when it opens, before anything is sent. */
export async function loadCoachPanel({
  user,
  now = new Date(),
}: {
  user: SessionUser;
  now?: Date;
}): Promise<CoachPanel> {
  return withReader(async (reader) => {
    const [access, account, used] = await Promise.all([
      resolvePartnerAccess(user.id, reader),
      findAccount(user.id, reader),
      countCoachMessages(user.id, localDayKey(now, user.timeZone), reader),
    ]);
    const country = crisisCountry({ phoneCountry: countryOfPhone(account?.phone), timeZone: user.timeZone });
    return {
      mode: aiModel() ? "ai" : "offline",
      starters: coachStarters(access !== null),
      help: crisisResources(country, ["suicide", "abuse"]),
      helpCountry: country,
      remainingToday: Math.max(0, COACH_DAILY_MESSAGE_LIMIT - used),
    };
  });
}
