import { describeEmotions, EMOTION_CATEGORIES, findEmotion, type LocatedEmotion } from "@/lib/domain/emotions";
import type { MoodFormState } from "./mood-form";

/*
 * The mood form's rules for detailed emotions (spec 2 §3), apart from mood-form.ts because they need the detailed
 * catalogue, which only the detailed picker and the suggestions use; both load after the page (issue #34), so the
 * page's first load carries neither the catalogue nor these.
 */

/** The picker names an emotion by its tab and id; one from another tab is not that emotion. */
export function findDetailedEmotion(categoryId: string, emotionId: string): LocatedEmotion | null {
  const located = findEmotion(emotionId);
  return located?.category.id === categoryId ? located : null;
}

/** Suggestions name emotions by display name (case-insensitive); names are unique across the categories. */
export function findDetailedEmotionByName(name: string): LocatedEmotion | null {
  const wanted = name.trim().toLowerCase();
  for (const category of EMOTION_CATEGORIES) {
    const emotion = category.emotions.find((e) => e.name.toLowerCase() === wanted);
    if (emotion) return { category, emotion };
  }
  return null;
}

export function isDetailedEmotionSelected(state: MoodFormState, categoryId: string, emotionId: string): boolean {
  return state.emotionMetadata.some((entry) => entry.categoryId === categoryId && entry.emotionId === emotionId);
}

export function toggleDetailedEmotion(state: MoodFormState, categoryId: string, emotionId: string): MoodFormState {
  const located = findDetailedEmotion(categoryId, emotionId);
  if (!located) return state;
  const { emotion } = located;
  if (isDetailedEmotionSelected(state, categoryId, emotionId)) {
    const emotionMetadata = state.emotionMetadata.filter(
      (entry) => !(entry.categoryId === categoryId && entry.emotionId === emotionId),
    );
    const stillMapped = emotionMetadata.some((entry) => entry.mappedKeyword === emotion.mappedKeyword);
    return {
      ...state,
      emotionMetadata,
      selectedKeywords: stillMapped
        ? state.selectedKeywords
        : state.selectedKeywords.filter((k) => k !== emotion.mappedKeyword),
    };
  }
  return {
    ...state,
    emotionMetadata: [...state.emotionMetadata, ...describeEmotions([emotion.id], state.moodValue)],
    selectedKeywords: state.selectedKeywords.includes(emotion.mappedKeyword)
      ? state.selectedKeywords
      : [...state.selectedKeywords, emotion.mappedKeyword],
  };
}
