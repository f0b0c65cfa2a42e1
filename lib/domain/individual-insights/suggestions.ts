/**
 * Smart emotion suggestions for the mood log's detailed picker (spec 2 §4.7, §2.1 "Smart suggestions").
 *
 * Input: the value on the slider now (not yet saved) and the user's saved moods. Only moods of the last 30 local
 * days count, and of those the 50 newest (the data layer's "30 days, newest first, limit 50").
 *
 * Three sources, merged, deduplicated by emotion name (case-insensitive, highest confidence wins), ordered by
 * confidence (ties keep the source order: frequent, trend, tone) and capped at 8:
 *  1. Frequent: detailed emotions (emotion_metadata emotionName) used on 2 or more of those moods, top 3 by uses
 *     (ties: most recently used, then name); confidence min(95, 60 + 10 × uses). A mood counts once per emotion.
 *  2. Trend: the slider value against the average of the 7 newest moods. A difference of exactly 1 counts (the
 *     spec's "threshold of 1": one full step on the slider is a change the user would notice). Improving suggests
 *     Relieved / Optimistic / Refreshed, declining Disappointed / Discouraged / Drained (confidence 80). With no
 *     saved mood there is no trend.
 *  3. Tone: above 1 positive, below −1 difficult, else balanced (1 and −1 themselves are balanced). Each tone is fed
 *     by a primary category (5 emotions, confidence 70) and secondary categories (3 emotions, confidence 60), see
 *     TONE_SOURCES; within a source the emotions are spread over their simple keywords first (one "sad", one
 *     "anxious", one "frustrated" before a second "sad"), so the few suggestions shown cover different feelings.
 * `frequency` is the number of those moods that used the emotion (0 when never), for every suggestion.
 *
 * Without a saved mood in the window there are no suggestions at all (issue #32): a person on day one was offered
 * "Jealous, Conflicted…" as if chosen for them, though nothing was known about them yet; the 16 common feelings are
 * right below, so nothing is missing. Each suggestion says which source it came from (`kind`), so the picker can say
 * why in words (groupSuggestions) instead of showing its confidence as an unexplained percentage.
 */
import { EMOTION_CATEGORIES, tagTone, type DetailedEmotion, type EmotionCategory, type TagTone } from "../emotions";
import { mean, roundTo } from "../stats";
import type { Clock, MoodRecord } from "../types";
import { inWindow, localWindow } from "./insight";
import {
  SUGGESTION_REASONS,
  SUGGESTION_WINDOW_DAYS,
  type EmotionSuggestion,
  type MoodTone,
  type MoodTrend,
} from "./suggestion-groups";

// The suggestions' shape, their reasons in words and their grouping are in suggestion-groups.ts (the mood log's
// island shows a list with that alone; this engine is fetched after hydration, issue #34, decision 066).
export * from "./suggestion-groups";

export const SUGGESTION_MAX_MOODS = 50;
export const SUGGESTION_MAX_RESULTS = 8;
/** Strictly above: positive. */
const POSITIVE_MOOD_ABOVE = 1;
/** Strictly below: difficult. */
const DIFFICULT_MOOD_BELOW = -1;
const TREND_RECENT_MOODS = 7;
/** Inclusive: a difference of exactly 1 is a trend. */
const TREND_THRESHOLD = 1;
const FREQUENT_MIN_USES = 2;
const FREQUENT_TOP = 3;
const FREQUENT_BASE_CONFIDENCE = 60;
const FREQUENT_CONFIDENCE_PER_USE = 10;
export const SUGGESTION_CONFIDENCE_CAP = 95;
export const TREND_CONFIDENCE = 80;
const TONE_PRIMARY_CONFIDENCE = 70;
const TONE_SECONDARY_CONFIDENCE = 60;
const TONE_PRIMARY_COUNT = 5;
const TONE_SECONDARY_COUNT = 3;

interface ToneSource {
  categoryId: EmotionCategory["id"];
  /** Tones of the mapped simple keyword that fit (Social holds both "Connected" and "Isolated"). */
  keywordTones: readonly TagTone[];
}

const ANY: readonly TagTone[] = ["positive", "negative", "neutral"];

/**
 * Positive moods draw on Positive and the warm Social emotions; difficult ones on Difficult, then the draining
 * Physical and lonely Social ones; a balanced "Okay" on Complex (mixed feelings) and Physical (tired, tense, rested).
 */
const TONE_SOURCES: Readonly<Record<MoodTone, { primary: ToneSource; secondary: readonly ToneSource[] }>> = {
  positive: {
    primary: { categoryId: "positive", keywordTones: ANY },
    secondary: [{ categoryId: "social", keywordTones: ["positive"] }],
  },
  difficult: {
    primary: { categoryId: "difficult", keywordTones: ANY },
    secondary: [
      { categoryId: "physical", keywordTones: ["negative"] },
      { categoryId: "social", keywordTones: ["negative"] },
    ],
  },
  balanced: {
    primary: { categoryId: "complex", keywordTones: ANY },
    secondary: [{ categoryId: "physical", keywordTones: ANY }],
  },
};

const TREND_EMOTIONS: Readonly<Record<Exclude<MoodTrend, "stable">, readonly string[]>> = {
  improving: ["Relieved", "Optimistic", "Refreshed"],
  declining: ["Disappointed", "Discouraged", "Drained"],
};

export function moodTone(value: number): MoodTone {
  if (value > POSITIVE_MOOD_ABOVE) return "positive";
  if (value < DIFFICULT_MOOD_BELOW) return "difficult";
  return "balanced";
}

/** `recent` are the values of the newest moods (at most 7 are used by the caller). */
export function moodTrend(current: number, recent: readonly number[]): MoodTrend {
  if (recent.length === 0) return "stable";
  // Rounded so that 1.0000000000000002 from float averaging does not flip an exact-threshold case.
  const difference = roundTo(current - mean(recent), 9);
  if (difference >= TREND_THRESHOLD) return "improving";
  if (difference <= -TREND_THRESHOLD) return "declining";
  return "stable";
}

export function frequentConfidence(uses: number): number {
  return Math.min(SUGGESTION_CONFIDENCE_CAP, FREQUENT_BASE_CONFIDENCE + FREQUENT_CONFIDENCE_PER_USE * uses);
}

interface Located {
  emotion: DetailedEmotion;
  categoryName: string;
}

const BY_NAME = new Map<string, Located>();
for (const category of EMOTION_CATEGORIES) {
  for (const emotion of category.emotions) BY_NAME.set(emotion.name, { emotion, categoryName: category.name });
}

/** Round-robin over the simple keywords in order of first appearance. */
function spreadByKeyword(emotions: readonly Located[]): Located[] {
  const groups = new Map<string, Located[]>();
  for (const item of emotions) {
    const group = groups.get(item.emotion.mappedKeyword);
    if (group) group.push(item);
    else groups.set(item.emotion.mappedKeyword, [item]);
  }
  const spread: Located[] = [];
  for (let round = 0; spread.length < emotions.length; round++) {
    for (const group of groups.values()) if (round < group.length) spread.push(group[round]!);
  }
  return spread;
}

function fromSources(sources: readonly ToneSource[]): Located[] {
  const picked: Located[] = [];
  for (const source of sources) {
    const category = EMOTION_CATEGORIES.find((c) => c.id === source.categoryId);
    if (!category) continue;
    for (const emotion of category.emotions) {
      if (source.keywordTones.includes(tagTone(emotion.mappedKeyword))) {
        picked.push({ emotion, categoryName: category.name });
      }
    }
  }
  return spreadByKeyword(picked);
}

/** The tone suggestions are fixed per tone, so they are computed once. */
const TONE_PICKS: Readonly<Record<MoodTone, { primary: Located[]; secondary: Located[] }>> = {
  positive: tonePicks("positive"),
  difficult: tonePicks("difficult"),
  balanced: tonePicks("balanced"),
};

function tonePicks(tone: MoodTone): { primary: Located[]; secondary: Located[] } {
  const sources = TONE_SOURCES[tone];
  return {
    primary: fromSources([sources.primary]).slice(0, TONE_PRIMARY_COUNT),
    secondary: fromSources(sources.secondary).slice(0, TONE_SECONDARY_COUNT),
  };
}

function metadataSignature(mood: MoodRecord): string {
  return (mood.emotionMetadata ?? [])
    .map((m) => `${m.emotionName}\u0000${m.categoryName}`)
    .sort()
    .join("\u0001");
}

/** Newest first; ties broken on content so the 50-mood cut never depends on input order. */
function compareMoodsNewestFirst(a: MoodRecord, b: MoodRecord): number {
  const byTime = b.at.getTime() - a.at.getTime();
  if (byTime !== 0) return byTime;
  if (a.value !== b.value) return b.value - a.value;
  const sa = metadataSignature(a);
  const sb = metadataSignature(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

interface Usage {
  name: string;
  categoryName: string;
  uses: number;
  lastMs: number;
}

/** Uses per emotion name (case-insensitive); `moods` newest first, so the first sighting is the latest use. */
function emotionUsage(moods: readonly MoodRecord[]): Map<string, Usage> {
  const usage = new Map<string, Usage>();
  for (const mood of moods) {
    const seen = new Set<string>();
    for (const selection of mood.emotionMetadata ?? []) {
      const name = selection.emotionName?.trim();
      if (!name) continue;
      const key = name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = usage.get(key);
      if (entry) entry.uses += 1;
      else usage.set(key, { name, categoryName: selection.categoryName ?? "", uses: 1, lastMs: mood.at.getTime() });
    }
  }
  return usage;
}

export function suggestEmotions(input: {
  clock: Clock;
  currentMoodValue: number;
  moods: readonly MoodRecord[];
}): EmotionSuggestion[] {
  const window = localWindow(input.clock, SUGGESTION_WINDOW_DAYS);
  const moods = input.moods
    .filter((mood) => inWindow(mood.at, window))
    .sort(compareMoodsNewestFirst)
    .slice(0, SUGGESTION_MAX_MOODS);
  // Nothing saved in the window: nothing is known about the person, so nothing is suggested "for" them.
  if (moods.length === 0) return [];
  const usage = emotionUsage(moods);
  const usesOf = (name: string) => usage.get(name.toLowerCase())?.uses ?? 0;

  const candidates: EmotionSuggestion[] = [];

  const frequent = [...usage.values()]
    .filter((u) => u.uses >= FREQUENT_MIN_USES)
    .sort((a, b) => b.uses - a.uses || b.lastMs - a.lastMs || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, FREQUENT_TOP);
  for (const u of frequent) {
    candidates.push({
      emotionName: u.name,
      categoryName: u.categoryName,
      confidence: frequentConfidence(u.uses),
      reason: SUGGESTION_REASONS.frequent(u.uses),
      frequency: u.uses,
      kind: "frequent",
    });
  }

  const trend = moodTrend(
    input.currentMoodValue,
    moods.slice(0, TREND_RECENT_MOODS).map((m) => m.value),
  );
  if (trend !== "stable") {
    for (const name of TREND_EMOTIONS[trend]) {
      const located = BY_NAME.get(name);
      if (!located) continue;
      candidates.push({
        emotionName: located.emotion.name,
        categoryName: located.categoryName,
        confidence: TREND_CONFIDENCE,
        reason: SUGGESTION_REASONS[trend],
        frequency: usesOf(located.emotion.name),
        kind: trend,
      });
    }
  }

  const tone = moodTone(input.currentMoodValue);
  const picks = TONE_PICKS[tone];
  for (const [list, confidence] of [
    [picks.primary, TONE_PRIMARY_CONFIDENCE],
    [picks.secondary, TONE_SECONDARY_CONFIDENCE],
  ] as const) {
    for (const located of list) {
      candidates.push({
        emotionName: located.emotion.name,
        categoryName: located.categoryName,
        confidence,
        reason: SUGGESTION_REASONS[tone],
        frequency: usesOf(located.emotion.name),
        kind: tone,
      });
    }
  }

  const best = new Map<string, EmotionSuggestion>();
  for (const candidate of candidates) {
    const key = candidate.emotionName.toLowerCase();
    const kept = best.get(key);
    if (!kept || candidate.confidence > kept.confidence) best.set(key, candidate);
  }
  // Map keeps first-insertion order and Array#sort is stable, so equal confidences stay in source order.
  return [...best.values()].sort((a, b) => b.confidence - a.confidence).slice(0, SUGGESTION_MAX_RESULTS);
}
