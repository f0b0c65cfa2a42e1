/**
 * Labels and mappings of spec 2 §5, §4.10 and §2.6: connection labels (two readings), check-in emoji, the partner
 * screen's mood status and the mood chart's axis. Pure lookups, so screens and charts name values the same way.
 *
 * Choices where the spec is silent (also in docs/engines/weekly-charts-and-messages.md):
 * - Check-in reading: the slider only yields integers; any other value is first rounded half away from zero
 *   (−0.5 → −1, 0.5 → 1), so the seven words stay the only ones it can return.
 * - Chart reading: every band is "k or more" (the spec's wording on every other line), so "0 Neutral" is read as
 *   "0 or more": a fractional average between 0 and 1 is Neutral and one between −1 and 0 is Disconnected (it is
 *   "−1 or more"). Bands are then contiguous and the label never goes down as the value goes up.
 * - NaN (no value) reads as Neutral in both readings rather than as the bottom band.
 * - Partner screen words for −3..3 extend the slider's Very Difficult / Okay / Excellent: Very Difficult, Difficult,
 *   Low, Okay, Good, Great, Excellent.
 */
import { clamp, roundTo } from "./stats";

/** Mood and connection values share the −3..3 scale (spec 2 §5, §9). */
export const MOOD_VALUE_MIN = -3;
export const MOOD_VALUE_MAX = 3;
export const MOOD_VALUE_STEP = 1;

/** Mood slider labels at the ends and the middle (spec 2 §2.1). */
export const MOOD_SLIDER_LABELS = { min: "Very Difficult", middle: "Okay", max: "Excellent" } as const;

// ---------------------------------------------------------------------------------------------------------------
// Connection labels (spec 2 §5): two readings, both kept.

export const CHECKIN_CONNECTION_LABELS = {
  3: "Deeply Connected",
  2: "Very Connected",
  1: "Connected",
  0: "Neutral",
  [-1]: "Slightly Disconnected",
  [-2]: "Disconnected",
  [-3]: "Very Disconnected",
} as const;
export type CheckinConnectionLabel = (typeof CHECKIN_CONNECTION_LABELS)[keyof typeof CHECKIN_CONNECTION_LABELS];

/** The check-in screen's label: 3 or more, 2, 1, 0, −1, −2, below that. */
export function checkinConnectionLabel(score: number): CheckinConnectionLabel {
  if (Number.isNaN(score)) return CHECKIN_CONNECTION_LABELS[0];
  const step = roundTo(score, 0);
  if (step >= 3) return CHECKIN_CONNECTION_LABELS[3];
  if (step <= -3) return CHECKIN_CONNECTION_LABELS[-3];
  return CHECKIN_CONNECTION_LABELS[(step === 0 ? 0 : step) as -2 | -1 | 0 | 1 | 2];
}

/** The dashboard chart's scale, highest band first: a value gets the first label whose minimum it reaches. */
export const CHART_CONNECTION_BANDS = [
  { min: 3, label: "Deeply Connected" },
  { min: 2, label: "Very Connected" },
  { min: 1, label: "Connected" },
  { min: 0, label: "Neutral" },
  { min: -1, label: "Disconnected" },
  { min: -2, label: "Very Disconnected" },
  { min: Number.NEGATIVE_INFINITY, label: "Deeply Disconnected" },
] as const;
export type ChartConnectionLabel = (typeof CHART_CONNECTION_BANDS)[number]["label"];

/** The dashboard chart's label for a (possibly fractional, averaged) connection value. */
export function chartConnectionLabel(value: number): ChartConnectionLabel {
  if (Number.isNaN(value)) return "Neutral";
  for (const band of CHART_CONNECTION_BANDS) if (value >= band.min) return band.label;
  return "Deeply Disconnected";
}

// ---------------------------------------------------------------------------------------------------------------
// Personal check-in emoji (spec 2 §2.2, §5).

export type CheckinEmojiName = "very_happy" | "happy" | "neutral" | "sad" | "crying";
export interface CheckinEmoji {
  emoji: string;
  name: CheckinEmojiName;
}

/** Highest band first: 2 or more very happy, 1 or more happy, 0 or more neutral, −1 or more sad, otherwise crying. */
const CHECKIN_EMOJI_BANDS: readonly (CheckinEmoji & { min: number })[] = [
  { min: 2, emoji: "😄", name: "very_happy" },
  { min: 1, emoji: "🙂", name: "happy" },
  { min: 0, emoji: "😐", name: "neutral" },
  { min: -1, emoji: "🙁", name: "sad" },
  { min: Number.NEGATIVE_INFINITY, emoji: "😢", name: "crying" },
];

export function checkinEmoji(value: number): CheckinEmoji {
  const v = Number.isNaN(value) ? 0 : value;
  const band = CHECKIN_EMOJI_BANDS.find((b) => v >= b.min)!;
  return { emoji: band.emoji, name: band.name };
}

// ---------------------------------------------------------------------------------------------------------------
// Partner screen status (spec 2 §2.6): "mood emoji and label from mood value".

export interface MoodStatus {
  value: number;
  label: string;
  emoji: string;
}

/** Indexed by mood value + 3, so MOOD_STATUSES[0] is −3. */
export const MOOD_STATUSES: readonly MoodStatus[] = [
  { value: -3, label: MOOD_SLIDER_LABELS.min, emoji: "😢" },
  { value: -2, label: "Difficult", emoji: "😟" },
  { value: -1, label: "Low", emoji: "😕" },
  { value: 0, label: MOOD_SLIDER_LABELS.middle, emoji: "😐" },
  { value: 1, label: "Good", emoji: "🙂" },
  { value: 2, label: "Great", emoji: "😊" },
  { value: 3, label: MOOD_SLIDER_LABELS.max, emoji: "😄" },
];

/** Rounds to the nearest step (half away from zero) and clamps to −3..3, so a stored value always gets a label. */
export function moodStatus(value: number): MoodStatus {
  const v = Number.isNaN(value) ? 0 : clamp(roundTo(value, 0), MOOD_VALUE_MIN, MOOD_VALUE_MAX);
  return MOOD_STATUSES[v - MOOD_VALUE_MIN]!;
}

// ---------------------------------------------------------------------------------------------------------------
// Mood chart axis (spec 2 §4.10).

export const MOOD_CHART_AXIS = { min: MOOD_VALUE_MIN, max: MOOD_VALUE_MAX } as const;
export const MOOD_CHART_TICKS = [
  { value: 2, label: "Positive" },
  { value: 0, label: "Neutral" },
  { value: -2, label: "Challenging" },
] as const;

/** A mood at or above 1 is positive (spec 2 §4.10). */
export const POSITIVE_MOOD_MIN = 1;

export function isPositiveMood(value: number): boolean {
  return value >= POSITIVE_MOOD_MIN;
}
