/** Test support: terse builders for the records the health-score tests feed in. Not imported by production code. */
import fc from "fast-check";
import { PARTNER_CHECKIN_FEELINGS, type PartnerCheckinFeeling } from "../emotions";
import type { Clock, MoodRecord, PartnerCheckinRecord, RitualRecord } from "../types";
import type { HealthScore } from "./score";

export const UTC_NOON_2026_03_10: Clock = { now: new Date("2026-03-10T12:00:00Z"), timeZone: "UTC" };

/** An instant at `hour`:00 UTC on the given date. */
export function utc(day: string, hour = 12): Date {
  return new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
}

export function mood(at: Date, value: number, notes: string | null = null): MoodRecord {
  return { value, keywords: [], notes, emotionMetadata: null, at };
}

let nextId = 0;
export function checkin(
  at: Date,
  score: number,
  feeling: PartnerCheckinFeeling = "loved",
  note: string | null = null,
): PartnerCheckinRecord {
  nextId += 1;
  return { id: `c${nextId}`, authorId: "me", subjectId: "partner", score, feeling, note, shared: true, at };
}

export function ritual(createdAt: Date, completions: readonly Date[], deletedAt: Date | null = null): RitualRecord {
  nextId += 1;
  const last = completions.length === 0 ? null : new Date(Math.max(...completions.map((d) => d.getTime())));
  return {
    id: `r${nextId}`,
    title: "Ritual",
    type: "connection",
    createdAt,
    deletedAt,
    streakCount: 0,
    lastCompletedAt: last,
    completions,
  };
}

// ---- fast-check arbitraries: one person's records around a fixed "now" ----

export const PROPERTY_NOW = new Date("2026-03-10T15:00:00Z");
const PROPERTY_ZONES = ["UTC", "America/New_York", "Asia/Kolkata", "Pacific/Auckland"] as const;
const NOTES = [null, "", "so happy together", "feeling distant and sad", "had dinner", "grateful", "not good"];
const FEELINGS = PARTNER_CHECKIN_FEELINGS;
const DAY = 86_400_000;

/** An instant from 40 days before PROPERTY_NOW to a day after it (some records fall outside every window). */
const instantArb = fc
  .integer({ min: PROPERTY_NOW.getTime() - 40 * DAY, max: PROPERTY_NOW.getTime() + DAY })
  .map((ms) => new Date(ms));

const moodArb = fc
  .tuple(instantArb, fc.integer({ min: -3, max: 3 }), fc.constantFrom(...NOTES))
  .map(([at, value, notes]) => mood(at, value, notes));

export const checkinArb = fc
  .tuple(instantArb, fc.integer({ min: -3, max: 3 }), fc.constantFrom(...FEELINGS), fc.constantFrom(...NOTES))
  .map(([at, score, feeling, note]) => checkin(at, score, feeling, note));

const ritualArb = fc
  .tuple(instantArb, fc.array(instantArb, { maxLength: 20 }), fc.option(instantArb, { nil: null }))
  .map(([createdAt, completions, deletedAt]) => ritual(createdAt, completions, deletedAt));

export const dataArb = fc.record({
  moods: fc.array(moodArb, { maxLength: 40 }),
  checkins: fc.array(checkinArb, { maxLength: 40 }),
  rituals: fc.array(ritualArb, { maxLength: 5 }),
});

export const clockArb = fc.constantFrom(...PROPERTY_ZONES).map((timeZone): Clock => ({ now: PROPERTY_NOW, timeZone }));

/** A copy of `items` in an order chosen by fast-check. */
export function permutationArb<T>(items: readonly T[]): fc.Arbitrary<T[]> {
  return fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length });
}

// ---- the worked examples of docs/health-score.md (clock: UTC_NOON_2026_03_10) ----

/** Worked example 1: an established week. */
export function workedExample1() {
  return {
    moods: [
      mood(utc("2026-03-04"), 1),
      mood(utc("2026-03-05"), 0),
      mood(utc("2026-03-07"), 1),
      mood(utc("2026-03-08"), 1),
      mood(utc("2026-03-10", 9), 2, "Feeling hopeful and grateful"),
    ],
    checkins: [
      checkin(utc("2026-03-04"), 2, "loved"),
      checkin(utc("2026-03-05"), 3, "cherished"),
      checkin(utc("2026-03-07"), 1, "grateful", "A bit tense today"),
      checkin(utc("2026-03-08"), -1, "distant", "Thank you for the lovely dinner"),
      checkin(utc("2026-03-10", 8), 2, "appreciated"),
    ],
    rituals: [
      ritual(utc("2026-03-01"), [
        utc("2026-03-04", 20),
        utc("2026-03-06", 20),
        utc("2026-03-08", 20),
        utc("2026-03-10", 7),
      ]),
    ],
  };
}

/** Worked example 2: the building phase. */
export function workedExample2() {
  return {
    moods: [mood(utc("2026-03-09"), -2, "Exhausted and stressed about work"), mood(utc("2026-03-10", 9), -1)],
    checkins: [checkin(utc("2026-03-09"), -1, "distant"), checkin(utc("2026-03-10", 8), 0, "supported")],
    rituals: [] as RitualRecord[],
  };
}

/** A score with every component at 50 and a full week of data: tests change only what they look at. */
export function scoreOf(finalScore: number, overrides: Partial<HealthScore> = {}): HealthScore {
  return {
    finalScore,
    partnerInteractionScore: 50,
    moodTrendScore: 50,
    checkinFrequencyScore: 50,
    ritualCompletionScore: 50,
    emotionSentimentBonus: 0,
    isBuildingPhase: false,
    dataDays: 7,
    timeframeDays: 7,
    ...overrides,
  };
}
