/**
 * Weekly Emotional Reflection (spec 2 §2.4, §4.9): once the user has logged at least 3 moods this week, the 3 tags
 * they used most and a short reflection on the week; before that, a prompt.
 *
 * Choices where the spec is silent (also in docs/engines/weekly-charts-and-messages.md):
 * - "This week" is the local Sunday-start week containing today, the same week as the Weekly Emotional Summary, so
 *   the cards agree and the count restarts every Sunday.
 * - With 1–2 moods the 3-mood prompt still shows ('Log at least 3 moods this week...'), with how many are still
 *   needed; the 3-mood minimum is checked before tags, so 'Add tags to your mood logs...' appears only once the
 *   user has 3 or more moods and none of them carries a tag.
 * - Tags count once per mood; ties go to the most recently used tag, then alphabetical order.
 * - The reflection text is ours: its tone comes from the week's average mood (1 or more bright, −1 or less heavy,
 *   otherwise balanced, or "ups and downs" when the top tags mix positive and negative feelings).
 */
import type { Clock, MoodRecord } from "./types";
import type { TagTone } from "./emotions";
import { POSITIVE_MOOD_MIN } from "./labels";
import { type TagCount, rankTags } from "./mood-tags";
import { roundTo } from "./stats";
import type { DayKey } from "./time";
import { currentWeeks, moodsInWeek } from "./weekly-summary";

/** Spec 2 §4.9, §9. */
export const REFLECTION_MIN_MOODS = 3;
const REFLECTION_TOP_TAGS = 3;
/** Ours: averages at or beyond these colour the reflection; 1 is also where a mood counts as positive (§4.10). */
export const REFLECTION_BRIGHT_AVERAGE = POSITIVE_MOOD_MIN;
export const REFLECTION_HEAVY_AVERAGE = -1;
const REFLECTION_AVERAGE_DECIMALS = 2;

export const REFLECTION_TITLE = "Weekly Emotional Reflection";
const REFLECTION_NEEDS_MOODS_TEXT = `Log at least ${REFLECTION_MIN_MOODS} moods this week...`;
const REFLECTION_NEEDS_TAGS_TEXT = "Add tags to your mood logs...";

export type ReflectionTone = "bright" | "balanced" | "mixed" | "heavy";

export type WeeklyReflection =
  | {
      status: "needs_moods";
      weekStart: DayKey;
      weekEnd: DayKey;
      moodCount: number;
      moodsRemaining: number;
      prompt: string;
    }
  | { status: "needs_tags"; weekStart: DayKey; weekEnd: DayKey; moodCount: number; prompt: string }
  | {
      status: "ready";
      weekStart: DayKey;
      weekEnd: DayKey;
      moodCount: number;
      topTags: TagCount[];
      averageMood: number;
      tone: ReflectionTone;
      reflection: string;
    };

/** "a", "a and b", "a, b and c". */
function listTags(tags: readonly TagCount[]): string {
  const names = tags.map((t) => t.tag);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export function reflectionTone(averageMood: number, topTags: readonly { tone: TagTone }[]): ReflectionTone {
  if (averageMood >= REFLECTION_BRIGHT_AVERAGE) return "bright";
  if (averageMood <= REFLECTION_HEAVY_AVERAGE) return "heavy";
  const tones = new Set(topTags.map((t) => t.tone));
  return tones.has("positive") && tones.has("negative") ? "mixed" : "balanced";
}

const REFLECTION_TEXT: Record<ReflectionTone, (tags: string) => string> = {
  bright: (tags) => `A bright week: you felt ${tags} most often. Notice what helped, so you can come back to it.`,
  balanced: (tags) => `A balanced week, with ${tags} showing up most. Small moments count.`,
  mixed: (tags) => `A week of ups and downs: ${tags}. Both sides are part of the picture.`,
  heavy: (tags) => `This week asked a lot of you, with ${tags} showing up most. Be gentle with yourself.`,
};

export function weeklyReflection({
  clock,
  moods,
}: {
  clock: Clock;
  moods: readonly Pick<MoodRecord, "value" | "keywords" | "at">[];
}): WeeklyReflection {
  const { thisWeek } = currentWeeks(clock);
  const week = moodsInWeek(thisWeek, moods, clock.timeZone);
  const base = { weekStart: thisWeek.start, weekEnd: thisWeek.end, moodCount: week.length };
  if (week.length < REFLECTION_MIN_MOODS) {
    return {
      status: "needs_moods",
      ...base,
      moodsRemaining: REFLECTION_MIN_MOODS - week.length,
      prompt: REFLECTION_NEEDS_MOODS_TEXT,
    };
  }
  const topTags = rankTags(week, REFLECTION_TOP_TAGS);
  if (topTags.length === 0) return { status: "needs_tags", ...base, prompt: REFLECTION_NEEDS_TAGS_TEXT };
  const averageMood = roundTo(week.reduce((total, m) => total + m.value, 0) / week.length, REFLECTION_AVERAGE_DECIMALS);
  const tone = reflectionTone(averageMood, topTags);
  return { status: "ready", ...base, topTags, averageMood, tone, reflection: REFLECTION_TEXT[tone](listTags(topTags)) };
}
