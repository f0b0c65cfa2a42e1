/**
 * The emotion vocabularies of spec 2 §3 and §4.7. The detailed categories are ours (the spec names the five
 * categories and says each holds 6–8 emotions that map to a simple keyword): every detailed emotion maps to one of
 * the 16 common feelings, so choosing "thrilled" in the detailed picker toggles "excited" in the simple view.
 */
import { emotionIntensity, type CommonFeeling } from "./feelings";
import type { EmotionSelection } from "./types";

// The vocabularies of spec 2 §3, the emotions' intensity and custom feelings' rule are in feelings.ts (the forms in the
// browser import that file alone).
export * from "./feelings";

export interface DetailedEmotion {
  id: string;
  name: string;
  mappedKeyword: CommonFeeling;
}

export interface EmotionCategory {
  id: "positive" | "difficult" | "complex" | "physical" | "social";
  name: "Positive" | "Difficult" | "Complex" | "Physical" | "Social";
  emotions: readonly DetailedEmotion[];
}

const e = (name: string, mappedKeyword: CommonFeeling): DetailedEmotion => ({
  id: name.toLowerCase().replace(/\s+/g, "-"),
  name,
  mappedKeyword,
});

export const EMOTION_CATEGORIES: readonly EmotionCategory[] = [
  {
    id: "positive",
    name: "Positive",
    emotions: [
      e("Joyful", "happy"),
      e("Delighted", "happy"),
      e("Thrilled", "excited"),
      e("Enthusiastic", "excited"),
      e("Thankful", "grateful"),
      e("Serene", "peaceful"),
      e("Optimistic", "hopeful"),
      e("Satisfied", "content"),
    ],
  },
  {
    id: "difficult",
    name: "Difficult",
    emotions: [
      e("Heartbroken", "sad"),
      e("Disappointed", "sad"),
      e("Discouraged", "sad"),
      e("Worried", "anxious"),
      e("Nervous", "anxious"),
      e("Irritated", "frustrated"),
      e("Angry", "frustrated"),
    ],
  },
  {
    id: "complex",
    name: "Complex",
    emotions: [
      e("Conflicted", "overwhelmed"),
      e("Bittersweet", "sad"),
      e("Nostalgic", "content"),
      e("Restless", "anxious"),
      e("Guilty", "sad"),
      e("Jealous", "frustrated"),
      e("Relieved", "calm"),
    ],
  },
  {
    id: "physical",
    name: "Physical",
    emotions: [
      e("Exhausted", "tired"),
      e("Drained", "tired"),
      e("Sleepy", "tired"),
      e("Tense", "stressed"),
      e("Wired", "stressed"),
      e("Refreshed", "energetic"),
      e("Restored", "energetic"),
      e("Relaxed", "calm"),
    ],
  },
  {
    id: "social",
    name: "Social",
    emotions: [
      e("Connected", "loved"),
      e("Cherished", "loved"),
      e("Supported", "loved"),
      e("Appreciated", "grateful"),
      e("Included", "content"),
      e("Isolated", "lonely"),
      e("Left Out", "lonely"),
      e("Misunderstood", "frustrated"),
    ],
  },
];

export interface LocatedEmotion {
  category: EmotionCategory;
  emotion: DetailedEmotion;
}

/** Ids are unique across the categories (emotions.test.ts holds the catalogue to it), so an id alone names one. */
const EMOTIONS_BY_ID: ReadonlyMap<string, LocatedEmotion> = new Map(
  EMOTION_CATEGORIES.flatMap((category) => category.emotions.map((emotion) => [emotion.id, { category, emotion }])),
);

export function findEmotion(emotionId: string): LocatedEmotion | null {
  return EMOTIONS_BY_ID.get(emotionId) ?? null;
}

/**
 * The stored emotion_metadata of a mood, from the ids the person chose (house rule 4): names, category and mapped
 * keyword come from the catalogue and the intensity from the mood, never from the client. Unknown ids (the schema
 * has refused them already) and repeats are dropped, in the order chosen.
 */
export function describeEmotions(emotionIds: readonly string[], moodValue: number): EmotionSelection[] {
  const intensity = emotionIntensity(moodValue);
  const seen = new Set<string>();
  return emotionIds.flatMap((id) => {
    const located = findEmotion(id);
    if (!located || seen.has(id)) return [];
    seen.add(id);
    const { category, emotion } = located;
    return [
      {
        emotionId: emotion.id,
        emotionName: emotion.name,
        categoryId: category.id,
        categoryName: category.name,
        mappedKeyword: emotion.mappedKeyword,
        intensity,
      },
    ];
  });
}

/** Weekly tag sets (spec 2 §4.7); a tag in neither set (e.g. "calm" or a custom one) is neutral. */
export const POSITIVE_TAGS: ReadonlySet<string> = new Set([
  "happy",
  "grateful",
  "excited",
  "content",
  "peaceful",
  "loved",
  "energetic",
  "hopeful",
]);
export const NEGATIVE_TAGS: ReadonlySet<string> = new Set([
  "sad",
  "anxious",
  "frustrated",
  "overwhelmed",
  "stressed",
  "tired",
  "lonely",
]);

export type TagTone = "positive" | "negative" | "neutral";

export function tagTone(tag: string): TagTone {
  return POSITIVE_TAGS.has(tag) ? "positive" : NEGATIVE_TAGS.has(tag) ? "negative" : "neutral";
}
