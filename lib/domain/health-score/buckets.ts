/**
 * Per-local-day aggregates of one person's records, built once per computation so that a score (or 30 history
 * points) reads a handful of numbers per day instead of walking every record again.
 *
 * Records are placed by comparing their instant with the local midnights of the range (computed through
 * startOfLocalDay, so 23- and 25-hour DST days are exact) instead of calling localDayKey per record: the caller may
 * pass years of history, and an out-of-range record then costs two comparisons and no Intl call.
 */
import type { MoodRecord, PartnerCheckinRecord, RitualRecord } from "../types";
import { addDays, startOfLocalDay, type DayKey } from "../time";
import { clamp } from "../stats";
import { NEGATIVE_PARTNER_FEELINGS, POSITIVE_PARTNER_FEELINGS, SCALE_MAX, SCALE_MIN } from "./constants";
import { noteSentiment } from "./sentiment";

export interface DayBucket {
  day: DayKey;
  moodCount: number;
  moodSum: number;
  checkinCount: number;
  checkinScoreSum: number;
  /** Gottman-style signals: a check-in's score sign and its feeling's tone each count once. */
  positiveSignals: number;
  negativeSignals: number;
  noteCount: number;
  noteScoreSum: number;
  /** Rituals that existed (created, not yet deleted) on this day. */
  ritualsActive: number;
  /** Of those, how many were completed at least once on this day. */
  ritualsCompleted: number;
  /** Answers to the question for two (shared with a partner) given this day: connection activity (issue #37). */
  questionAnswers: number;
}

export function emptyBucket(day: DayKey): DayBucket {
  return {
    day,
    moodCount: 0,
    moodSum: 0,
    checkinCount: 0,
    checkinScoreSum: 0,
    positiveSignals: 0,
    negativeSignals: 0,
    noteCount: 0,
    noteScoreSum: 0,
    ritualsActive: 0,
    ritualsCompleted: 0,
    questionAnswers: 0,
  };
}

/** Local midnights of `days` plus the one after the last: boundaries[i] ≤ t < boundaries[i + 1] is day i. */
function dayBoundaries(days: readonly DayKey[], timeZone: string): number[] {
  const bounds = days.map((day) => startOfLocalDay(day, timeZone).getTime());
  bounds.push(startOfLocalDay(addDays(days[days.length - 1]!, 1), timeZone).getTime());
  return bounds;
}

/** Index of the day containing `ms`: −1 before the range, days.length at or after its end. */
function dayIndex(bounds: readonly number[], ms: number): number {
  const last = bounds.length - 1;
  if (!(ms >= bounds[0]!)) return -1; // also NaN (an invalid Date), which then counts nowhere
  if (ms >= bounds[last]!) return last;
  let lo = 0;
  let hi = last - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (bounds[mid]! <= ms) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function addNote(bucket: DayBucket, note: string | null): void {
  const score = noteSentiment(note);
  if (score === null) return;
  bucket.noteCount += 1;
  bucket.noteScoreSum += score;
}

/**
 * Buckets for the consecutive local days `days` (oldest first, at least one). Records outside the range are ignored,
 * as are values that are not finite numbers; scores are clamped to the −3..3 scale.
 */
export function bucketByDay(
  days: readonly DayKey[],
  timeZone: string,
  moods: readonly MoodRecord[],
  checkins: readonly PartnerCheckinRecord[],
  rituals: readonly RitualRecord[],
  /** When the person answered a question for two shared with their partner (optional: none by default). */
  questionAnswers: readonly Date[] = [],
): DayBucket[] {
  const buckets = days.map(emptyBucket);
  if (buckets.length === 0) return buckets;
  const bounds = dayBoundaries(days, timeZone);
  const n = buckets.length;

  for (const mood of moods) {
    const i = dayIndex(bounds, mood.at.getTime());
    if (i < 0 || i >= n || !Number.isFinite(mood.value)) continue;
    const bucket = buckets[i]!;
    bucket.moodCount += 1;
    bucket.moodSum += clamp(mood.value, SCALE_MIN, SCALE_MAX);
    addNote(bucket, mood.notes);
  }

  for (const checkin of checkins) {
    const i = dayIndex(bounds, checkin.at.getTime());
    if (i < 0 || i >= n || !Number.isFinite(checkin.score)) continue;
    const bucket = buckets[i]!;
    const score = clamp(checkin.score, SCALE_MIN, SCALE_MAX);
    bucket.checkinCount += 1;
    bucket.checkinScoreSum += score;
    if (score > 0) bucket.positiveSignals += 1;
    else if (score < 0) bucket.negativeSignals += 1;
    if (POSITIVE_PARTNER_FEELINGS.has(checkin.feeling)) bucket.positiveSignals += 1;
    else if (NEGATIVE_PARTNER_FEELINGS.has(checkin.feeling)) bucket.negativeSignals += 1;
    addNote(bucket, checkin.note);
  }

  for (const ritual of rituals) {
    // Active on days [first, end): from its creation day up to (not including) the day it was deleted.
    const first = Math.max(0, dayIndex(bounds, ritual.createdAt.getTime()));
    const end = ritual.deletedAt === null ? n : Math.min(n, dayIndex(bounds, ritual.deletedAt.getTime()));
    if (first >= end) continue;
    for (let i = first; i < end; i++) buckets[i]!.ritualsActive += 1;
    const completedDays = new Set<number>();
    const mark = (at: Date) => {
      const i = dayIndex(bounds, at.getTime());
      if (i >= first && i < end) completedDays.add(i);
    };
    for (const at of ritual.completions) mark(at);
    if (ritual.lastCompletedAt !== null) mark(ritual.lastCompletedAt);
    for (const i of completedDays) buckets[i]!.ritualsCompleted += 1;
  }

  for (const at of questionAnswers) {
    const i = dayIndex(bounds, at.getTime());
    if (i >= 0 && i < n) buckets[i]!.questionAnswers += 1;
  }

  return buckets;
}
