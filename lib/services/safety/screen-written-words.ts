import { moderationCategories } from "@/lib/domain/coach/moderation";
import { screenText, type SafetyCategory } from "@/lib/domain/safety/screen";
import { aiModel, type AiModel } from "@/lib/integrations/ai";
import { findCrisisSupport, type CrisisSupport } from "./find-crisis-support";

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

/**
 * Screens words a person wrote for someone else to read (the question for two's answers and replies, issue #37) exactly
 * as a coach message is screened (decisions 035, 045): the local lexicon first, then, with a model connected and the
 * lexicon silent, the moderation endpoint. On a match the help lines for the author's country come back, for the
 * author alone: nothing is stored, queued or told to anyone else, and the words are kept as written.
 */
export async function screenWrittenWords({
  userId,
  timeZone,
  text,
}: {
  userId: string;
  timeZone: string;
  text: string;
}): Promise<CrisisSupport | null> {
  const local = screenText(text).categories;
  const categories = local.length > 0 ? local : await moderatedCategories(aiModel(), text);
  return categories.length > 0 ? findCrisisSupport({ userId, timeZone, categories }) : null;
}
