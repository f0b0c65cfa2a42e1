import { findAccount } from "@/lib/data/users";
import {
  CRISIS_TEXT,
  crisisCountry,
  crisisResources,
  type CrisisCountry,
  type CrisisResource,
} from "@/lib/domain/safety/crisis-resources";
import type { SafetyCategory } from "@/lib/domain/safety/screen";
import { countryOfPhone } from "@/lib/validation/phone";

/** The fixed crisis response (decision 035), the same for a coach message and a mood note. */
export interface CrisisSupport {
  heading: string;
  message: string;
  resources: CrisisResource[];
  /** Said only when abuse or coercion came up: where to turn, and that nothing is told to the partner. */
  abuse: string | null;
  /** Whose lines these are; "INTL" when no signal placed the person, and the card then asks for the country. */
  country: CrisisCountry;
  /** What the screen matched, so the card can order another country's lines the same way when one is tapped. */
  categories: SafetyCategory[];
}

/**
 * Help lines for the person's country: from the phone number on the account (its country, by libphonenumber), else
 * the time zone, else the international fallback with a one-tap choice of country on the card. Read only when a
 * screen has already matched, so the common path pays no query for it. The result goes to the author alone.
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
  const country = crisisCountry({ phoneCountry: countryOfPhone(account?.phone), timeZone });
  const resources = crisisResources(country, categories);
  return {
    heading: CRISIS_TEXT.heading,
    message: CRISIS_TEXT.message,
    resources,
    abuse: categories.includes("abuse") ? CRISIS_TEXT.abuse(resources) : null,
    country,
    categories: [...categories],
  };
}
