import { describe, expect, test } from "vitest";
import type { MoodRecord, PartnerCheckinRecord } from "@/lib/domain/types";
import { buildCoachContext, COACH_NOTE_MAX_CHARS, type CoachContextInput } from "./build-context";

const now = new Date("2026-11-24T15:00:00Z");
const clock = { now, timeZone: "America/New_York" };
const daysAgo = (days: number, hour = 15) => new Date(Date.UTC(2026, 10, 24 - days, hour));
const mood = (days: number, value: number, keywords: string[] = [], notes: string | null = null): MoodRecord => ({
  value,
  keywords,
  notes,
  emotionMetadata: null,
  at: daysAgo(days),
});
const checkin = (days: number): PartnerCheckinRecord => ({
  id: `c${days}`,
  authorId: "me",
  subjectId: "them",
  score: 7,
  feeling: "grateful" as PartnerCheckinRecord["feeling"],
  note: null,
  shared: true,
  at: daysAgo(days),
});

const input = (overrides: Partial<CoachContextInput> = {}): CoachContextInput => ({
  clock,
  firstName: "Alex",
  partnerName: "Sam",
  currentPage: "/dashboard",
  moods: [],
  checkins: [],
  rituals: [],
  notesAllowed: false,
  jointSuggestionsOff: false,
  ...overrides,
});

describe("mood figures", () => {
  test("this week against the one before: averages, logged days and the direction", () => {
    const moods = [mood(0, 2), mood(1, 2), mood(1, 1), mood(8, 0), mood(9, -1)];
    const { mood: figures } = buildCoachContext(input({ moods }));
    expect(figures).toMatchObject({ averageLast7: 1.67, averagePrior7: -0.5, daysLogged7: 2, direction: "rising" });
  });

  test("a change under half a point is steady; a drop of half a point is falling", () => {
    expect(buildCoachContext(input({ moods: [mood(0, 1), mood(8, 0.6)] })).mood.direction).toBe("steady");
    expect(buildCoachContext(input({ moods: [mood(0, 0), mood(8, 0.5)] })).mood.direction).toBe("falling");
  });

  test("without moods in either week the direction is unknown and no average is made up", () => {
    const { mood: figures } = buildCoachContext(input({ moods: [mood(1, 2)] }));
    expect(figures).toMatchObject({ direction: "unknown", averageLast7: 2, averagePrior7: null });
    expect(buildCoachContext(input()).mood).toMatchObject({ averageLast7: null, daysLogged7: 0, topFeelings: [] });
  });

  test("the three most frequent feelings of the two weeks, ties alphabetically; older moods ignored", () => {
    const moods = [
      mood(0, 1, ["tired", "calm"]),
      mood(2, 1, ["calm", "anxious"]),
      mood(10, 0, ["tired", "hopeful"]),
      mood(20, 0, ["angry", "angry"]),
    ];
    expect(buildCoachContext(input({ moods })).mood.topFeelings).toEqual(["calm", "tired", "anxious"]);
  });
});

describe("the partner", () => {
  test("days since the last check-in about them, in local days", () => {
    expect(buildCoachContext(input({ checkins: [checkin(5), checkin(2)] })).daysSincePartnerCheckin).toBe(2);
    expect(buildCoachContext(input()).daysSincePartnerCheckin).toBeNull();
  });

  test("without a partner there is no check-in gap, whatever was written", () => {
    expect(buildCoachContext(input({ partnerName: null, checkins: [checkin(1)] })).daysSincePartnerCheckin).toBeNull();
  });
});

describe("notes", () => {
  const moods = [mood(0, 1, [], "  Long day  "), mood(1, 1, [], "x".repeat(400)), mood(2, 1, [], "   ")];

  test("never read unless the person allowed it", () => {
    expect(buildCoachContext(input({ moods })).ownNotes).toEqual([]);
  });

  test("when allowed: newest first, trimmed, blank ones left out, each cut short", () => {
    const notes = buildCoachContext(input({ moods, notesAllowed: true })).ownNotes;
    expect(notes).toEqual(["Long day", "x".repeat(COACH_NOTE_MAX_CHARS)]);
  });
});

test("at most 3 recommendations, each with an in-app route; the joint-suggestion switch is passed through", () => {
  const moods = [mood(0, -2), mood(1, -2), mood(2, -3), mood(3, -2)];
  const context = buildCoachContext(input({ moods, jointSuggestionsOff: true }));
  expect(context.recommendations.length).toBeLessThanOrEqual(3);
  expect(context.recommendations.length).toBeGreaterThan(0);
  for (const recommendation of context.recommendations) expect(recommendation.route).toMatch(/^\//);
  expect(context.jointSuggestionsOff).toBe(true);
});
