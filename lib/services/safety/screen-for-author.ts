import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { findViewerContext } from "@/lib/data/profiles";
import { withReader } from "@/lib/data/transaction";
import { findAccount } from "@/lib/data/users";
import { firstName } from "@/lib/domain/names";
import { authorSupport, screenConcerns } from "@/lib/domain/safety/author-support";
import { crisisCountry, type CrisisCountry } from "@/lib/domain/safety/crisis-resources";
import { screenText, type SafetyCategory, type ScreenResult } from "@/lib/domain/safety/screen";
import { moderationCategories } from "@/lib/domain/coach/moderation";
import { aiModel, type AiModel } from "@/lib/integrations/ai";
import { countryOfPhone } from "@/lib/validation/phone";
import type { CrisisSupport } from "./find-crisis-support";

/**
 * The screen of every free text a person writes (issue #38 item 4, decisions 071 and 080): check-in and gratitude
 * notes, mood notes and reflections, ritual reflections, goal text, special-date text, question answers and replies,
 * notes on a reaction. The crisis screen and the partner-harm lexicon over all of the form's texts at once, with the
 * partner's first name read as "my partner"; with a model connected and the lexicon silent, the moderation endpoint
 * as a second crisis screen (as for the coach).
 *
 * The result goes to the author's own response and nowhere else: nothing here writes, logs, queues or notifies, and
 * the caller stores only what it stores for any text (a shared note held back is stored `private`,
 * screened-visibility.ts). `support` is the card for the form's response, in the shape the crisis card already draws
 * (lib/domain/safety/author-support.ts gives its words and lines).
 */
export interface AuthorScreen {
  screen: ScreenResult;
  support: CrisisSupport | null;
}

const NOTHING: AuthorScreen = { screen: { categories: [], partnerHarm: [] }, support: null };

export async function screenForAuthor({
  userId,
  timeZone,
  texts,
}: {
  userId: string;
  /** For the country of the lines; read from the profile (only on a match) when the caller has none at hand. */
  timeZone?: string;
  /** The form's free texts; empty and missing ones are skipped. */
  texts: readonly (string | null | undefined)[];
}): Promise<AuthorScreen> {
  const written = texts.filter((text): text is string => typeof text === "string" && text.trim() !== "");
  if (written.length === 0) return NOTHING;
  const partnerNames = await partnerNamesOf(userId);
  // Each text alone, so a negation or a name in one field never reaches into the next.
  const results = written.map((text) => screenText(text, { partnerNames }));
  const local: ScreenResult = {
    categories: union(results.map((result) => result.categories)),
    partnerHarm: union(results.map((result) => result.partnerHarm)),
  };
  const screen =
    local.categories.length > 0 || local.partnerHarm.length > 0
      ? local
      : { ...local, categories: await moderated(written) };
  return { screen, support: await authorSupportFor({ userId, timeZone, screen }) };
}

/** The author's card for a screen already made, or null when it found nothing (screenForAuthor's `support`). */
async function authorSupportFor({
  userId,
  timeZone,
  screen,
}: {
  userId: string;
  timeZone?: string;
  screen: ScreenResult;
}): Promise<CrisisSupport | null> {
  const concerns = screenConcerns(screen);
  if (!concerns.crisis && !concerns.partnerHarm) return null;
  return supportCard(screen, await authorCountry(userId, timeZone));
}

/** Whose help lines the author gets: their phone number's country, else their zone's (decision 065). */
export async function authorCountry(userId: string, timeZone?: string): Promise<CrisisCountry> {
  const account = await findAccount(userId);
  const zone = timeZone ?? (await findViewerContext(userId)).timeZone;
  return crisisCountry({ phoneCountry: countryOfPhone(account?.phone), timeZone: zone });
}

/**
 * The card for a screen and a country, or null when the screen found nothing. Pure: a caller that screens many texts
 * itself (the bulk import, lib/domain/import/screen-rows.ts) reads the country first and builds the card later.
 */
export function supportCard(screen: ScreenResult, country: CrisisCountry): CrisisSupport | null {
  const concerns = screenConcerns(screen);
  const lines = authorSupport(screen, country);
  if (!lines || (!concerns.crisis && !concerns.partnerHarm)) return null;
  // The card's one-tap country choice reorders another country's lines by these categories: "abuse" brings that
  // country's domestic-abuse line, as the partner-harm lines do here.
  const categories: SafetyCategory[] = concerns.partnerHarm
    ? union([screen.categories, ["abuse"]])
    : [...screen.categories];
  return {
    heading: lines.heading,
    message: lines.message,
    resources: lines.resources,
    abuse: null,
    country,
    categories,
  };
}

/** The moderation endpoint as a second screen, when a model is connected; its failure leaves the lexicon's verdict. */
export async function moderatedCategories(
  model: AiModel | null,
  text: string,
  signal?: AbortSignal,
): Promise<SafetyCategory[]> {
  if (!model) return [];
  try {
    const verdict = await model.moderate(text, signal);
    return verdict.flagged ? moderationCategories(verdict.categories) : [];
  } catch {
    return [];
  }
}

async function moderated(texts: readonly string[]): Promise<SafetyCategory[]> {
  const model = aiModel();
  if (!model) return [];
  return union(await Promise.all(texts.map((text) => moderatedCategories(model, text))));
}

/** The partner's first name, so "Sam hit me" reads as "my partner hit me"; used for that reading only. */
export async function partnerNamesOf(userId: string): Promise<string[]> {
  const name = await withReader(async (reader) => {
    const access = await resolvePartnerAccess(userId, reader);
    return access ? firstName(await findPartnerDisplayName(access, reader)) : null;
  });
  return name ? [name] : [];
}

function union<T>(lists: readonly (readonly T[])[]): T[] {
  return [...new Set(lists.flat())];
}

/**
 * Compiles the screen's patterns (1–1.8 s the first time in a process, decision 071) before the first request needs
 * them; called once at start-up (instrumentation.ts). A failure only means the first screen pays the cost.
 */
export function warmScreen(): void {
  try {
    screenText("warming the screen: he checks my phone and I want to feel safe", { partnerNames: ["Sam"] });
  } catch {
    // Nothing to do: the first real screen compiles them.
  }
}
