import { findAccount } from "@/lib/data/users";
import { CRISIS_TEXT, crisisCountry, crisisResources, type CrisisResource } from "@/lib/domain/safety/crisis-resources";
import type { SafetyCategory } from "@/lib/domain/safety/screen";

/** The fixed crisis response (decision 035), the same for a coach message and a mood note. */
export interface CrisisSupport {
  heading: string;
  message: string;
  resources: CrisisResource[];
  /** Said only when abuse or coercion came up: where to turn, and that nothing is told to the partner. */
  abuse: string | null;
}

/**
 * Help lines for the person's country: from the phone number on the account, else the time zone. Read only when a
 * screen has already matched, so the common path pays no query for it.
 */
export async function findCrisisSupport({
  userId,
  timeZone,
  categories,
}: {
  userId: string;
  timeZone: string;
  categories: readonly SafetyCategory[];
}): Promise<CrisisSupport> {
  const account = await findAccount(userId);
  const resources = crisisResources(crisisCountry({ phone: account?.phone ?? null, timeZone }), categories);
  return {
    heading: CRISIS_TEXT.heading,
    message: CRISIS_TEXT.message,
    resources,
    abuse: categories.includes("abuse") ? CRISIS_TEXT.abuse(resources) : null,
  };
}
