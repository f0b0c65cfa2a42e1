/**
 * Mood tags (spec 2 §2.4, §3, §9): the 'Your Recent Mood Tags (Last 7 Days)' card with its suggestions, and the
 * 'Mood Log Private Thoughts' list. Both are counted from the moods themselves; the weekly mood_tag_summary counts
 * are no longer written (decision 063).
 *
 * Choices where the spec is silent (also in docs/engines/weekly-charts-and-messages.md):
 * - Tags are compared trimmed and lower-cased (custom feelings are stored so already, spec 2 §5); empty ones are
 *   dropped, and a tag repeated within one mood counts once.
 * - "Last 7 days" and "30 days" are whole local days of the user ending today (today and the 6 or 29 days before).
 * - Ties in tag counts go to the tag used most recently, then alphabetical order, so input order never matters.
 * - Suggestions are positive common feelings (spec 2 §3, §4.7) not used in the last 7 days, then 'calm' (neutral)
 *   if unused, starting from a place that moves by one each local day so the two suggestions rotate; fewer than 2
 *   when the user has used nearly all of them.
 * - Private thoughts: newest first; two notes at the same instant are ordered by text, for determinism.
 */
import type { Clock, MoodRecord } from "./types";
import { COMMON_FEELINGS, type TagTone, tagTone } from "./emotions";
import { daysBetween, localDayKey, localDayWindow } from "./time";

/** Spec 2 §9. */
const RECENT_MOOD_TAGS_DAYS = 7;
const RECENT_MOOD_TAGS_SHOWN = 6;
const MOOD_TAG_SUGGESTIONS = 2;
const PRIVATE_THOUGHTS_DAYS = 30;
const PRIVATE_THOUGHTS_LIMIT = 20;

export const RECENT_MOOD_TAGS_TITLE = "Your Recent Mood Tags (Last 7 Days)";
export const PRIVATE_THOUGHTS_TITLE = "Mood Log Private Thoughts";

/** Trimmed, lower-cased, non-empty, each once, in first-seen order. */
export function normalizeTags(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of keywords) {
    const tag = raw.trim().toLowerCase();
    if (tag.length > 0) seen.add(tag);
  }
  return [...seen];
}

// ---------------------------------------------------------------------------------------------------------------
// Tag ranking, shared with the weekly reflection

export interface TagCount {
  tag: string;
  count: number;
  tone: TagTone;
}

/** Counts each tag once per mood and ranks by count, then most recent use, then name. */
export function rankTags(moods: readonly Pick<MoodRecord, "keywords" | "at">[], limit: number): TagCount[] {
  const stats = new Map<string, { count: number; lastMs: number }>();
  for (const mood of moods) {
    const ms = mood.at.getTime();
    for (const tag of normalizeTags(mood.keywords)) {
      const entry = stats.get(tag);
      if (entry) {
        entry.count += 1;
        if (ms > entry.lastMs) entry.lastMs = ms;
      } else stats.set(tag, { count: 1, lastMs: ms });
    }
  }
  return [...stats]
    .sort(([ta, a], [tb, b]) => b.count - a.count || b.lastMs - a.lastMs || (ta < tb ? -1 : ta > tb ? 1 : 0))
    .slice(0, Math.max(0, limit))
    .map(([tag, { count }]) => ({ tag, count, tone: tagTone(tag) }));
}

/** Moods whose local day is one of the last `days` days ending today. */
export function moodsInLastDays<T extends Pick<MoodRecord, "at">>(
  clock: Clock,
  moods: readonly T[],
  days: number,
): T[] {
  const { from, to } = localDayWindow(clock.now, clock.timeZone, days);
  const fromMs = from.getTime();
  const toMs = to.getTime();
  return moods.filter((m) => {
    const ms = m.at.getTime();
    return ms >= fromMs && ms < toMs;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// (b) Your Recent Mood Tags (Last 7 Days)

export interface TagSuggestion {
  tag: string;
  tone: TagTone;
}

export interface RecentMoodTags {
  tags: TagCount[];
  /** Distinct tags used in the window (the card may say "+N more" beyond the 6 shown). */
  distinctTags: number;
  suggestions: TagSuggestion[];
}

const SUGGESTION_POOL: readonly string[] = [
  ...COMMON_FEELINGS.filter((f) => tagTone(f) === "positive"),
  ...COMMON_FEELINGS.filter((f) => tagTone(f) === "neutral"),
];
const positiveCount = COMMON_FEELINGS.filter((f) => tagTone(f) === "positive").length;

export function recentMoodTags({
  clock,
  moods,
}: {
  clock: Clock;
  moods: readonly Pick<MoodRecord, "keywords" | "at">[];
}): RecentMoodTags {
  const recent = moodsInLastDays(clock, moods, RECENT_MOOD_TAGS_DAYS);
  const all = rankTags(recent, Number.POSITIVE_INFINITY);
  const used = new Set(all.map((t) => t.tag));
  // Rotate through the positive feelings one step per local day; neutral ones only fill in after them.
  const today = localDayKey(clock.now, clock.timeZone);
  const offset = ((daysBetween("1970-01-01", today) % positiveCount) + positiveCount) % positiveCount;
  const positives = SUGGESTION_POOL.slice(0, positiveCount);
  const ordered = [...positives.slice(offset), ...positives.slice(0, offset), ...SUGGESTION_POOL.slice(positiveCount)];
  const suggestions = ordered
    .filter((tag) => !used.has(tag))
    .slice(0, MOOD_TAG_SUGGESTIONS)
    .map((tag) => ({ tag, tone: tagTone(tag) }));
  return { tags: all.slice(0, RECENT_MOOD_TAGS_SHOWN), distinctTags: all.length, suggestions };
}

// ---------------------------------------------------------------------------------------------------------------
// (c) Mood Log Private Thoughts

export interface PrivateThought {
  at: Date;
  note: string;
  moodValue: number;
  tags: string[];
}

export function privateThoughts({
  clock,
  moods,
}: {
  clock: Clock;
  moods: readonly Pick<MoodRecord, "value" | "keywords" | "notes" | "at">[];
}): PrivateThought[] {
  const thoughts: PrivateThought[] = [];
  for (const mood of moodsInLastDays(clock, moods, PRIVATE_THOUGHTS_DAYS)) {
    const note = mood.notes?.trim() ?? "";
    if (note.length > 0)
      thoughts.push({ at: mood.at, note, moodValue: mood.value, tags: normalizeTags(mood.keywords) });
  }
  return thoughts
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.note < b.note ? -1 : a.note > b.note ? 1 : 0))
    .slice(0, PRIVATE_THOUGHTS_LIMIT);
}
