/**
 * The mood log form's state and its rules (spec 2 §2.1, §4.1, §5), kept free of React so they can be unit-tested:
 * feeling selection (simple keywords, detailed emotions with their emotion_metadata, custom feelings), the payload
 * sent to logMoodAction and the form's wording. Submitting (timeout, idempotency key) is components/forms'.
 *
 * Choices where the spec is silent:
 * - Selecting a detailed emotion makes sure its mapped keyword is selected (it never turns a keyword the user already
 *   chose off); deselecting it removes its metadata entry and the keyword, unless another selected detailed emotion
 *   maps to the same keyword. Deselecting a simple keyword also drops the detailed emotions mapped to it, so the
 *   saved metadata never names a feeling that is not among the saved keywords.
 * - The selected emotions are kept as the catalogue describes them (lib/domain/emotions.ts describeEmotions), with
 *   the intensity the mood slider gives them, so a draft holds what will be stored. Only their ids are sent: the
 *   server derives the rest again and trusts none of it from here.
 * - A custom feeling that is one of the 16 common feelings selects that chip instead of adding a copy.
 */
// feelings.ts, not emotions.ts: the detailed catalogue is for the detailed picker and the suggestions, which load
// after the page (detailed-emotions.ts; issue #34).
import { COMMON_FEELINGS, emotionIntensity, normalizeCustomFeeling } from "@/lib/domain/feelings";
import { MOOD_VALUE_MAX, MOOD_VALUE_MIN } from "@/lib/domain/labels";
import {
  CUSTOM_FEELING_MAX_LENGTH,
  MOOD_KEYWORDS_MAX,
  SLEEP_HOURS_DEFAULT,
  STRESS_LEVEL_DEFAULT,
} from "@/lib/domain/mood-entry";
import type { EmotionSelection } from "@/lib/domain/types";
import type { SubmitWording } from "@/components/forms/submit-wording";

export interface MoodFormState {
  moodValue: number;
  /** Chosen common feelings (directly or through a detailed emotion), in the order chosen. */
  selectedKeywords: string[];
  customKeywords: string[];
  contextNotes: string;
  healthMetrics: { sleepHours: number; stressLevel: number };
  emotionMetadata: EmotionSelection[];
}

export const EMPTY_MOOD_FORM: MoodFormState = {
  moodValue: 0,
  selectedKeywords: [],
  customKeywords: [],
  contextNotes: "",
  healthMetrics: { sleepHours: SLEEP_HOURS_DEFAULT, stressLevel: STRESS_LEVEL_DEFAULT },
  emotionMetadata: [],
};

/** True when nothing differs from the defaults: there is nothing worth keeping as a draft. */
export function isMoodFormEmpty(state: MoodFormState): boolean {
  return (
    state.moodValue === EMPTY_MOOD_FORM.moodValue &&
    state.selectedKeywords.length === 0 &&
    state.customKeywords.length === 0 &&
    state.contextNotes.trim() === "" &&
    state.healthMetrics.sleepHours === SLEEP_HOURS_DEFAULT &&
    state.healthMetrics.stressLevel === STRESS_LEVEL_DEFAULT &&
    state.emotionMetadata.length === 0
  );
}

export function setMoodValue(state: MoodFormState, value: number): MoodFormState {
  const moodValue = Math.max(MOOD_VALUE_MIN, Math.min(MOOD_VALUE_MAX, Math.round(value)));
  const intensity = emotionIntensity(moodValue);
  return {
    ...state,
    moodValue,
    emotionMetadata: state.emotionMetadata.map((entry) => ({ ...entry, intensity })),
  };
}

const isCommonFeeling = (keyword: string) => (COMMON_FEELINGS as readonly string[]).includes(keyword);

export function toggleCommonFeeling(state: MoodFormState, keyword: string): MoodFormState {
  if (state.selectedKeywords.includes(keyword)) {
    return {
      ...state,
      selectedKeywords: state.selectedKeywords.filter((k) => k !== keyword),
      emotionMetadata: state.emotionMetadata.filter((entry) => entry.mappedKeyword !== keyword),
    };
  }
  if (!isCommonFeeling(keyword)) return state;
  return { ...state, selectedKeywords: [...state.selectedKeywords, keyword] };
}

export const CUSTOM_FEELING_MESSAGES = {
  duplicate: "You've already added that feeling",
  too_long: `Custom feelings can be at most ${CUSTOM_FEELING_MAX_LENGTH} characters`,
  too_many: `Choose at most ${MOOD_KEYWORDS_MAX} feelings`,
} as const;

export type AddCustomFeelingResult =
  | { ok: true; state: MoodFormState }
  | { ok: false; reason: "empty" }
  | { ok: false; reason: keyof typeof CUSTOM_FEELING_MESSAGES; message: string };

/** Spec 2 §5: trimmed, lower-cased, non-empty (empty ones are ignored), no duplicates, at most 20 characters. */
export function addCustomFeeling(state: MoodFormState, raw: string): AddCustomFeelingResult {
  const result = normalizeCustomFeeling(raw, [...state.selectedKeywords, ...state.customKeywords]);
  if (!result.ok) {
    return result.reason === "empty"
      ? { ok: false, reason: "empty" }
      : { ok: false, reason: result.reason, message: CUSTOM_FEELING_MESSAGES[result.reason] };
  }
  if (moodKeywords(state).length >= MOOD_KEYWORDS_MAX) {
    return { ok: false, reason: "too_many", message: CUSTOM_FEELING_MESSAGES.too_many };
  }
  if (isCommonFeeling(result.feeling)) return { ok: true, state: toggleCommonFeeling(state, result.feeling) };
  return { ok: true, state: { ...state, customKeywords: [...state.customKeywords, result.feeling] } };
}

export function removeCustomFeeling(state: MoodFormState, feeling: string): MoodFormState {
  return { ...state, customKeywords: state.customKeywords.filter((k) => k !== feeling) };
}

/** Keywords sent with the mood: the selected common feelings, then the custom ones. */
export function moodKeywords(state: MoodFormState): string[] {
  return [...new Set([...state.selectedKeywords, ...state.customKeywords])];
}

/**
 * The input of logMoodAction (moodLogSchema). Both metrics are sent; the service stores only the changed ones. Of
 * each chosen emotion only the id goes: names, category, keyword and intensity are the server's to derive.
 */
export function moodLogPayload(state: MoodFormState) {
  return {
    moodValue: state.moodValue,
    keywords: moodKeywords(state),
    emotionMetadata: state.emotionMetadata.map((entry) => ({ emotionId: entry.emotionId })),
    contextNotes: state.contextNotes.trim() === "" ? null : state.contextNotes,
    sleepHours: state.healthMetrics.sleepHours,
    stressLevel: state.healthMetrics.stressLevel,
  };
}

export const MOOD_TOASTS = {
  success: { title: "Mood logged successfully!", description: "Thank you for sharing how you're feeling." },
  failed: { title: "Error saving mood", description: "Failed to save your mood. Please try again." },
  timeout: {
    title: "Mood submission timeout",
    description: "The mood submission is taking longer than expected. Please try again.",
  },
  draftSaved: "Draft saved",
  draftRestored: "Draft restored",
} as const;

/** What useIdempotentSubmit shows when a mood save fails (spec 2 §8). */
export const MOOD_SUBMIT_WORDING: SubmitWording = {
  timeout: MOOD_TOASTS.timeout,
  failedTitle: MOOD_TOASTS.failed.title,
  failedDescription: MOOD_TOASTS.failed.description,
};

export const SAVING_MESSAGES = [
  "Saving your mood...",
  "Saving health metrics...",
  "Updating your dashboard...",
] as const;
/** How long each overlay message stays before the next; the last one stays until the save ends. */
export const SAVING_MESSAGE_INTERVAL_MS = 1_200;
