import type { SafetyCategory } from "@/lib/domain/safety/screen";

/**
 * The moderation endpoint's categories (omni-moderation-latest) that call for the crisis response, in our words.
 * Only these: sexual, hate or illicit content is not a crisis, and the coach's own prompt handles the rest. The
 * endpoint has no category for abuse or coercion aimed at the person; the local lexicon covers that.
 */
const CRISIS_CATEGORIES: Readonly<Record<string, SafetyCategory>> = {
  "self-harm": "self_harm",
  "self-harm/intent": "suicide",
  "self-harm/instructions": "self_harm",
  violence: "harm_to_others",
  "violence/graphic": "harm_to_others",
  "harassment/threatening": "harm_to_others",
  "hate/threatening": "harm_to_others",
};

const ORDER: readonly SafetyCategory[] = ["suicide", "self_harm", "harm_to_others", "abuse", "medical_emergency"];

export function moderationCategories(flagged: readonly string[]): SafetyCategory[] {
  const found = new Set(flagged.flatMap((name) => (CRISIS_CATEGORIES[name] ? [CRISIS_CATEGORIES[name]] : [])));
  return ORDER.filter((category) => found.has(category));
}
