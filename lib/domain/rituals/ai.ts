import { z } from "zod";
import type { GeneratedRitual } from "./generate";
import { moodBandOf } from "./generate";
import { RITUAL_KINDS, type RitualKind } from "./library";

/**
 * Ritual generation with a model (spec 3 §7 generate-ritual; issue #16): what it must return, checked with zod, and
 * what it is told. It is told bands, never figures or notes: "a low week", not the person's moods.
 */
export const generatedRitualSchema = z.object({
  title: z.string().trim().min(1).max(60),
  type: z.enum(RITUAL_KINDS as unknown as [RitualKind, ...RitualKind[]]),
  description: z.string().trim().min(1).max(300),
  mood_based: z.boolean(),
  backup_emergency: z.boolean(),
});
export type ModelRitual = z.infer<typeof generatedRitualSchema>;

export function ritualPrompt(input: {
  recentMood: number | null;
  recentConnection: number | null;
  hasPartner: boolean;
  existingTitles: readonly string[];
}): { system: string; prompt: string } {
  return {
    system: [
      "You suggest one small daily ritual for Attune, a wellbeing app for couples and individuals.",
      "It takes 2 to 20 minutes, is concrete and kind, and needs no purchase. Intimacy rituals are about affection and closeness, never explicit.",
      "Never repeat or rephrase one of the existing titles. No medical or therapy claims.",
      "Set mood_based when you chose it for the mood given; set backup_emergency for a tiny, no-pressure ritual for a very hard week.",
    ].join("\n"),
    prompt: JSON.stringify({
      mood: moodBandOf(input.recentMood) ?? "unknown",
      connection:
        input.recentConnection === null
          ? "unknown"
          : input.recentConnection <= -1
            ? "strained"
            : input.recentConnection >= 2
              ? "warm"
              : "okay",
      withPartner: input.hasPartner,
      existingTitles: input.existingTitles,
    }),
  };
}

/** The model's answer as the app stores it; null when it repeats a title the person already has. */
export function fromModel(answer: ModelRitual, existingTitles: readonly string[]): GeneratedRitual | null {
  const taken = new Set(existingTitles.map((t) => t.trim().toLowerCase()));
  if (taken.has(answer.title.trim().toLowerCase())) return null;
  return {
    title: answer.title,
    description: answer.description,
    type: answer.type,
    moodBased: answer.mood_based || answer.backup_emergency,
    backup: answer.backup_emergency,
  };
}

/** Ours (spec 3 §4 says each kind of result has its own success message, not its words). */
export function generatedMessage(ritual: Pick<GeneratedRitual, "backup" | "moodBased">): string {
  if (ritual.backup) return "A gentle ritual for a hard week: small on purpose.";
  if (ritual.moodBased) return "A ritual chosen for how you've been feeling.";
  return "A new ritual to try.";
}
