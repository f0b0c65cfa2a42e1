import { MOOD_VALUE_MAX, MOOD_VALUE_MIN } from "./labels";

/**
 * Mood reflection (the mood_reflection switch, decision 061): after a mood is logged, ONE short question to reflect
 * on, which the person may answer or skip. The questions are ours: open, about the person's own day, never clinical
 * and never about anyone's body. Which one is asked follows the mood (a low mood is not asked what went well) and a
 * seed (the mood's id), so a retried submission is asked the same question and the stored answer names it.
 */
export const MOOD_REFLECTION_MAX_LENGTH = 1_000;

export type ReflectionBand = "low" | "middle" | "high";

export interface ReflectionPrompt {
  id: string;
  band: ReflectionBand;
  text: string;
}

export const REFLECTION_PROMPTS: readonly ReflectionPrompt[] = [
  { id: "low-weighing", band: "low", text: "What is weighing on you most right now?" },
  { id: "low-kindness", band: "low", text: "What is one small, kind thing you could do for yourself today?" },
  { id: "low-support", band: "low", text: "Who or what usually helps when you feel like this?" },
  { id: "middle-notice", band: "middle", text: "What is one thing you noticed about today?" },
  { id: "middle-shift", band: "middle", text: "What might shift your day a little for the better?" },
  { id: "middle-need", band: "middle", text: "What do you need more of this week?" },
  { id: "high-helped", band: "high", text: "What helped you feel this way today?" },
  { id: "high-keep", band: "high", text: "How could you keep a little of this feeling for tomorrow?" },
  { id: "high-share", band: "high", text: "Is there someone you'd like to share this moment with?" },
];

/** −3..−1 low, 0 in the middle, 1..3 high. */
export function reflectionBand(moodValue: number): ReflectionBand {
  if (!Number.isInteger(moodValue) || moodValue < MOOD_VALUE_MIN || moodValue > MOOD_VALUE_MAX) {
    throw new RangeError(`mood value out of range: ${moodValue}`);
  }
  return moodValue < 0 ? "low" : moodValue === 0 ? "middle" : "high";
}

/** The question for a mood: one of its band's, chosen by the seed (any string; the same seed, the same question). */
export function reflectionPromptFor(moodValue: number, seed: string): ReflectionPrompt {
  const band = REFLECTION_PROMPTS.filter((p) => p.band === reflectionBand(moodValue));
  // FNV-1a: small, stable across runtimes, and evenly spread for ids.
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return band[hash % band.length]!;
}

/** A stored prompt id back to its question; null for an id no longer in the list. */
export function findReflectionPrompt(id: string | null): ReflectionPrompt | null {
  return REFLECTION_PROMPTS.find((p) => p.id === id) ?? null;
}

export const MOOD_REFLECTION_TEXT = {
  title: "A moment to reflect",
  intro: "Optional, and only for you. Skip it if you'd rather not.",
  label: "Your reflection",
  save: "Save reflection",
  saving: "Saving...",
  skip: "Skip",
  saved: "Reflection saved",
  tooLong: `A reflection can be at most ${MOOD_REFLECTION_MAX_LENGTH} characters`,
  required: "Write a few words, or skip",
  off: "Mood reflection is off in Settings.",
} as const;
