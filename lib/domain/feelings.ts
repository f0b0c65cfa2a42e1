/**
 * The feeling vocabularies of spec 2 §3: the simple mood view's 16 common feelings, the personal check-in's primary
 * emotions and the partner check-in's feelings (warm or hurt). Plain lists, apart from emotions.ts (which re-exports
 * them with the detailed catalogue) so that the check-in forms in the browser carry these and not the catalogue
 * (issue #34, decision 066). With them, the two rules the mood form applies on every change: a chosen emotion's
 * intensity and a custom feeling's check.
 */
import { MOOD_VALUE_MAX } from "./labels";

/** Spec 2 §3, in the spec's order (the simple view lists them so). */
export const COMMON_FEELINGS = [
  "happy",
  "sad",
  "anxious",
  "excited",
  "calm",
  "frustrated",
  "grateful",
  "overwhelmed",
  "peaceful",
  "energetic",
  "tired",
  "hopeful",
  "stressed",
  "content",
  "lonely",
  "loved",
] as const;
export type CommonFeeling = (typeof COMMON_FEELINGS)[number];

/** Personal check-in primary emotions (spec 2 §3). */
export const PERSONAL_CHECKIN_EMOTIONS = [
  "happy",
  "sad",
  "anxious",
  "excited",
  "calm",
  "frustrated",
  "grateful",
  "overwhelmed",
] as const;
export type PersonalCheckinEmotion = (typeof PERSONAL_CHECKIN_EMOTIONS)[number];

/** Partner check-in feelings (spec 2 §3). */
export const PARTNER_CHECKIN_FEELINGS = [
  "loved",
  "cherished",
  "appreciated",
  "supported",
  "understood",
  "grateful",
  "ignored",
  "unheard",
  "misunderstood",
  "distant",
  "disconnected",
] as const;
export type PartnerCheckinFeeling = (typeof PARTNER_CHECKIN_FEELINGS)[number];

/** Every partner feeling is either warm or hurt; the score's Gottman ratio counts them (docs/health-score.md). */
export const POSITIVE_PARTNER_FEELINGS: ReadonlySet<PartnerCheckinFeeling> = new Set<PartnerCheckinFeeling>([
  "loved",
  "cherished",
  "appreciated",
  "supported",
  "understood",
  "grateful",
]);
export const NEGATIVE_PARTNER_FEELINGS: ReadonlySet<PartnerCheckinFeeling> = new Set<PartnerCheckinFeeling>([
  "ignored",
  "unheard",
  "misunderstood",
  "distant",
  "disconnected",
]);

/** A feeling of one's own (spec 2 §5): at most this many characters. */
export const CUSTOM_FEELING_MAX_LENGTH = 20;

const EMOTION_INTENSITY_MIN = 1;
const EMOTION_INTENSITY_MAX = 10;

/**
 * A chosen emotion's intensity (1–10) is not picked by the person: it follows how far the mood is from "Okay",
 * 4 + 2 × |mood| (4, 6, 8, 10), so every emotion of one mood carries that mood's intensity.
 */
export function emotionIntensity(moodValue: number): number {
  const distance = Math.min(Math.abs(Math.round(moodValue)), MOOD_VALUE_MAX);
  return Math.max(EMOTION_INTENSITY_MIN, Math.min(EMOTION_INTENSITY_MAX, 4 + 2 * distance));
}

export type CustomFeelingResult =
  { ok: true; feeling: string } | { ok: false; reason: "empty" | "duplicate" | "too_long" };

/** Trimmed and lower-cased; empty ones are ignored, duplicates (of any chosen feeling) refused, 20 characters at most. */
export function normalizeCustomFeeling(raw: string, alreadyChosen: Iterable<string>): CustomFeelingResult {
  const feeling = raw.trim().toLowerCase();
  if (feeling.length === 0) return { ok: false, reason: "empty" };
  // Counted in code points so an emoji is one character, as the user sees it.
  if ([...feeling].length > CUSTOM_FEELING_MAX_LENGTH) return { ok: false, reason: "too_long" };
  for (const chosen of alreadyChosen) if (chosen === feeling) return { ok: false, reason: "duplicate" };
  return { ok: true, feeling };
}
