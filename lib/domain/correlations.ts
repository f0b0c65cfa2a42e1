/**
 * Emotional correlations (spec 2 §4.8, §3 emotional_correlation_insights): which of the partner's mood tags tend to
 * come before which of the user's check-in feelings, the 'Did you know?' cards built from them, and mood influences
 * (how the user's own mood differs on days they use a tag).
 *
 * Matching (the spec does not say how rows are produced):
 *  - One occurrence of pattern ({T}, F) is one user check-in with feeling F such that the partner logged at least one
 *    mood tagged T in the 24 hours before it (inclusive at both ends: a mood at exactly t − 24 h or at t counts; a
 *    mood after the check-in does not, since it cannot have shaped it). Several partner moods tagged T in that window
 *    still make one occurrence: the unit is the user's check-in, and one partner mood may precede several check-ins.
 *  - Patterns are single tags. The row keeps the table's tag-list shape (always sorted, here of length 1) so stored
 *    rows stay compatible, but tag combinations are not emitted: a pair ({tired, stressed}, F) can never match more
 *    often than either of its tags alone, so under the card query (match_count desc, limit 3) it would only repeat a
 *    single-tag card in more words, and the number of combinations grows fast with the tags per mood.
 *  - Tags and feelings are trimmed and lower-cased; empty ones are ignored. With a clock, records after "now" are
 *    ignored (a skewed client clock must not create a pattern from the future).
 *  - Output order: match count desc, last occurrence desc, feeling, tags (plain code-unit order, not locale order,
 *    so the result is the same on every machine).
 */
import { partnerInSentence } from "./names";
import { roundTo } from "./stats";
import type { Clock, MoodRecord } from "./types";

export const CORRELATION_LOOKBACK_HOURS = 24;
export const CORRELATION_MIN_MATCHES = 3;
const CORRELATION_STRENGTH_PER_MATCH = 20;
const CORRELATION_STRENGTH_CAP = 100;
export const CORRELATION_CARD_LIMIT = 3;
export const CORRELATION_CARD_HEADING = "Did you know?";
/**
 * Ours: the Relationship Patterns card lists the strongest patterns and links to the whole list (spec 2 §7 reads them
 * all, most matches first); a year of check-ins makes hundreds, too many to render on every visit. Three since
 * issue #32 (was ten): the strongest few say what matters, and the year couple's dashboard fits in about three
 * screens (decision 049).
 */
export const RELATIONSHIP_PATTERNS_SHOWN = 3;

export const INFLUENCE_MIN_OCCURRENCES = 3;
export const INFLUENCE_CONFIDENCE_CAP = 95;
const INFLUENCE_BASE_CONFIDENCE = 50;
/** Per mood on the smaller side of the comparison (with / without the tag). */
const INFLUENCE_CONFIDENCE_PER_SAMPLE = 5;
const INFLUENCE_SAMPLE_BONUS_CAP = 25;
/** Per point of mood difference on the −3..3 scale. */
const INFLUENCE_CONFIDENCE_PER_POINT = 10;

const LOOKBACK_MS = CORRELATION_LOOKBACK_HOURS * 3_600_000;

export interface CorrelationRow {
  partnerMoodTags: string[];
  checkinFeeling: string;
  matchCount: number;
  lastOccurrence: Date;
}

export interface CorrelationCheckin {
  feeling: string;
  at: Date;
}

function normalize(word: string): string {
  return word.trim().toLowerCase();
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareRows(a: CorrelationRow, b: CorrelationRow): number {
  return (
    b.matchCount - a.matchCount ||
    b.lastOccurrence.getTime() - a.lastOccurrence.getTime() ||
    compareStrings(a.checkinFeeling, b.checkinFeeling) ||
    compareStrings(a.partnerMoodTags.join("\u0000"), b.partnerMoodTags.join("\u0000"))
  );
}

export function computeCorrelationInsights(input: {
  clock?: Clock;
  partnerMoods: readonly MoodRecord[];
  userCheckins: readonly CorrelationCheckin[];
}): CorrelationRow[] {
  const limit = input.clock ? input.clock.now.getTime() : Number.POSITIVE_INFINITY;
  const moods: { ms: number; tags: string[] }[] = [];
  for (const mood of input.partnerMoods) {
    const ms = mood.at.getTime();
    if (!(ms <= limit)) continue;
    const tags = [...new Set(mood.keywords.map(normalize))].filter((tag) => tag.length > 0);
    if (tags.length > 0) moods.push({ ms, tags });
  }
  moods.sort((a, b) => a.ms - b.ms);
  const checkins: { ms: number; feeling: string }[] = [];
  for (const checkin of input.userCheckins) {
    const ms = checkin.at.getTime();
    const feeling = normalize(checkin.feeling);
    if (ms <= limit && feeling.length > 0) checkins.push({ ms, feeling });
  }
  checkins.sort((a, b) => a.ms - b.ms);

  // Sliding window over the moods in [t − 24 h, t]: both lists are walked once, O(n log n) for the sorts.
  const inWindow = new Map<string, number>();
  const rows = new Map<string, CorrelationRow>();
  let enter = 0;
  let leave = 0;
  for (const checkin of checkins) {
    for (; enter < moods.length && moods[enter]!.ms <= checkin.ms; enter++) {
      for (const tag of moods[enter]!.tags) inWindow.set(tag, (inWindow.get(tag) ?? 0) + 1);
    }
    for (; leave < enter && moods[leave]!.ms < checkin.ms - LOOKBACK_MS; leave++) {
      for (const tag of moods[leave]!.tags) {
        const left = inWindow.get(tag)! - 1;
        if (left === 0) inWindow.delete(tag);
        else inWindow.set(tag, left);
      }
    }
    for (const tag of inWindow.keys()) {
      const key = `${tag}\u0000${checkin.feeling}`;
      const row = rows.get(key);
      if (row) {
        row.matchCount += 1;
        row.lastOccurrence = new Date(checkin.ms);
      } else {
        rows.set(key, {
          partnerMoodTags: [tag],
          checkinFeeling: checkin.feeling,
          matchCount: 1,
          lastOccurrence: new Date(checkin.ms),
        });
      }
    }
  }
  return [...rows.values()].sort(compareRows);
}

export function correlationCardStrength(matchCount: number): number {
  return Math.min(CORRELATION_STRENGTH_CAP, CORRELATION_STRENGTH_PER_MATCH * matchCount);
}

export interface CorrelationCard {
  /** Stable key of the pattern ("stressed>distant"), used to remember a dismissal. */
  id: string;
  heading: typeof CORRELATION_CARD_HEADING;
  title: string;
  description: string;
  /** 0..100. */
  strength: number;
  matchCount: number;
  partnerMoodTags: string[];
  checkinFeeling: string;
  lastOccurrence: Date;
}

export function correlationKey(row: Pick<CorrelationRow, "partnerMoodTags" | "checkinFeeling">): string {
  return `${[...row.partnerMoodTags].sort().join("+")}>${row.checkinFeeling}`;
}

function quotedList(tags: readonly string[]): string {
  const quoted = tags.map((tag) => `“${tag}”`);
  return quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

/**
 * The card model of the 'Did you know?' cards: rows with 3 or more matches, top 3 by match count (the spec's card
 * query), strength min(100, 20 × matches). Dismissed cards are removed before the top 3 are taken, so dismissing one
 * lets the next pattern take its place.
 */
export function correlationCards(
  rows: readonly CorrelationRow[],
  options: { dismissed?: Iterable<string>; partnerName?: string } = {},
): CorrelationCard[] {
  const dismissed = new Set(options.dismissed ?? []);
  // Named by first name whatever the caller passes (issue #32): the dashboard hands over the display name.
  const partner = partnerInSentence(options.partnerName);
  return rows
    .filter((row) => row.matchCount >= CORRELATION_MIN_MATCHES && !dismissed.has(correlationKey(row)))
    .map((row) => ({ ...row, partnerMoodTags: [...row.partnerMoodTags].sort() }))
    .sort(compareRows)
    .slice(0, CORRELATION_CARD_LIMIT)
    .map((row) => ({
      id: correlationKey(row),
      heading: CORRELATION_CARD_HEADING,
      title: `When ${partner} feels ${quotedList(row.partnerMoodTags)}, you often feel “${row.checkinFeeling}”`,
      description:
        `${row.matchCount} times, you checked in feeling “${row.checkinFeeling}” within ` +
        `${CORRELATION_LOOKBACK_HOURS} hours of ${partner} logging ${quotedList(row.partnerMoodTags)}.`,
      strength: correlationCardStrength(row.matchCount),
      matchCount: row.matchCount,
      partnerMoodTags: row.partnerMoodTags,
      checkinFeeling: row.checkinFeeling,
      lastOccurrence: row.lastOccurrence,
    }));
}

export type InfluenceEffect = "lifts" | "lowers" | "neutral";

export interface MoodInfluence {
  tag: string;
  /** Moods carrying the tag. */
  occurrences: number;
  averageWith: number;
  averageWithout: number;
  /** averageWith − averageWithout, 2 decimals. */
  difference: number;
  effect: InfluenceEffect;
  /** Percent, at most 95. */
  confidence: number;
}

/**
 * Confidence grows with the evidence on the thinner side of the comparison (5 per mood, at most 25) and with the
 * size of the difference (10 per point of mood): 50 + min(25, 5 × min(with, without)) + 10 × |difference|, rounded,
 * capped at 95.
 */
export function influenceConfidence(withCount: number, withoutCount: number, difference: number): number {
  const samples = Math.min(
    INFLUENCE_SAMPLE_BONUS_CAP,
    INFLUENCE_CONFIDENCE_PER_SAMPLE * Math.min(withCount, withoutCount),
  );
  const raw = INFLUENCE_BASE_CONFIDENCE + samples + INFLUENCE_CONFIDENCE_PER_POINT * Math.abs(difference);
  return Math.min(INFLUENCE_CONFIDENCE_CAP, roundTo(raw, 0));
}

/**
 * Moods counted with their values summed: all of them, and those carrying each tag (trimmed and lower-cased, once per
 * mood, as normalizeTags reads them).
 */
export interface TagFigures {
  total: { count: number; sum: number };
  tags: ReadonlyMap<string, { count: number; sum: number }>;
}

/**
 * For each tag on 3 or more of the moods counted: the user's average mood with it against the average without it. A
 * tag on every mood has nothing to compare with and is left out. Ordered by the size of the difference, then
 * confidence, then tag. The caller chooses the window: Mood Analytics adds up the daily rollups of its range
 * (lib/domain/analytics/daily-rollup.ts).
 */
export function moodInfluences({ total: { count, sum: total }, tags: byTag }: TagFigures): MoodInfluence[] {
  const influences: MoodInfluence[] = [];
  for (const [tag, entry] of byTag) {
    const withoutCount = count - entry.count;
    if (entry.count < INFLUENCE_MIN_OCCURRENCES || withoutCount === 0) continue;
    const averageWith = entry.sum / entry.count;
    const averageWithout = (total - entry.sum) / withoutCount;
    const difference = roundTo(averageWith - averageWithout, 2);
    influences.push({
      tag,
      occurrences: entry.count,
      averageWith: roundTo(averageWith, 2),
      averageWithout: roundTo(averageWithout, 2),
      difference,
      effect: difference > 0 ? "lifts" : difference < 0 ? "lowers" : "neutral",
      confidence: influenceConfidence(entry.count, withoutCount, difference),
    });
  }
  return influences.sort(
    (a, b) =>
      Math.abs(b.difference) - Math.abs(a.difference) || b.confidence - a.confidence || compareStrings(a.tag, b.tag),
  );
}
