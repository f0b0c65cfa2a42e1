/**
 * The feeling vocabularies of spec 2 §3: the simple mood view's 16 common feelings, the personal check-in's primary
 * emotions and the partner check-in's feelings (warm or hurt). Plain lists, apart from emotions.ts (which re-exports
 * them with the detailed catalogue) so that the check-in forms in the browser carry these and not the catalogue
 * (issue #34, decision 066).
 */

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
