import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { PARTNER_CHECKIN_FEELINGS, type PartnerCheckinFeeling } from "./emotions";
import { MS_PER_DAY } from "./time";
import type { MoodRecord, PartnerCheckinRecord } from "./types";
import {
  POSITIVE_CHECKIN_FEELINGS,
  POSITIVE_OPPORTUNITY_MIN_CHECKINS,
  POSITIVE_OPPORTUNITY_MIN_MOODS,
  WELLBEING_SEVERITY_WEIGHT,
  analyzePartnerWellbeing,
  type WellbeingInsight,
} from "./wellbeing-insights";

const NOW = new Date("2026-03-10T12:00:00Z");
const clock = { now: NOW, timeZone: "America/New_York" };
const ago = (days: number) => new Date(NOW.getTime() - days * MS_PER_DAY);
const mood = (daysAgo: number, value: number, keywords: string[] = [], notes: string | null = null): MoodRecord => ({
  value,
  keywords,
  notes,
  emotionMetadata: null,
  at: ago(daysAgo),
});
const checkin = (
  daysAgo: number,
  score: number,
  feeling: PartnerCheckinFeeling = "understood",
): PartnerCheckinRecord => ({
  id: `c${daysAgo}-${score}-${feeling}`,
  authorId: "me",
  subjectId: "sam",
  score,
  feeling,
  note: null,
  shared: true,
  at: ago(daysAgo),
});
const run = (moods: MoodRecord[], checkins: PartnerCheckinRecord[], partnerName = "Sam") =>
  analyzePartnerWellbeing({ clock, partnerName, moods, checkins });
const types = (insights: WellbeingInsight[]) => insights.map((i) => i.type);
const byType = (insights: WellbeingInsight[], type: WellbeingInsight["type"]) => insights.find((i) => i.type === type);
const quiet = [checkin(1, 1)]; // one neutral check-in: no communication gap, no positive tag

test("spec constants", () => {
  expect([POSITIVE_OPPORTUNITY_MIN_MOODS, POSITIVE_OPPORTUNITY_MIN_CHECKINS]).toEqual([1, 1]);
  expect([...POSITIVE_CHECKIN_FEELINGS]).toEqual(["loved", "grateful", "appreciated", "connected", "supported"]);
});

describe("window: rolling 7 × 24 h up to now", () => {
  test("a record exactly 7 days old counts; 1 ms older or in the future does not", () => {
    const edge = new Date(NOW.getTime() - 7 * MS_PER_DAY);
    const older = new Date(edge.getTime() - 1);
    const future = new Date(NOW.getTime() + 1);
    const bright = (at: Date) => ({ ...mood(0, 2), at });
    expect(types(run([bright(edge)], quiet))).toEqual(["positive_opportunity"]);
    expect(run([bright(older)], quiet)).toEqual([]);
    expect(run([bright(future)], quiet)).toEqual([]);
    expect(types(run([], [{ ...checkin(0, 1), at: edge }]))).toEqual([]);
    expect(types(run([], [{ ...checkin(0, 1), at: older }]))).toEqual(["communication_gap"]);
  });
});

describe("communication gap", () => {
  test("no check-ins: medium, 75", () => {
    expect(run([], [])).toEqual([
      expect.objectContaining({
        id: "wellbeing-communication_gap",
        type: "communication_gap",
        severity: "medium",
        confidence: 75,
        title: "Time to reconnect with Sam",
        dataPoints: ["0 check-ins (last 7 days)"],
      }),
    ]);
  });

  test("a full display name: the words use the first name only (issue #32)", () => {
    const [gap] = run([], [], "Taylor Reyes");
    expect(gap!.title).toBe("Time to reconnect with Taylor");
    expect(JSON.stringify(gap)).not.toContain("Reyes");
  });

  test("1 negative score: nothing; 2: high, 85, 'feeling disconnected'; 3: still high", () => {
    expect(run([], [checkin(1, -2), checkin(2, 1)])).toEqual([]);
    const two = byType(run([], [checkin(1, -2), checkin(2, -1), checkin(3, 3)]), "communication_gap")!;
    expect(two).toMatchObject({ severity: "high", confidence: 85, title: "Feeling disconnected lately" });
    expect(two.description).toContain("feeling disconnected");
    expect(two.dataPoints).toEqual(["2 of 3 check-ins negative", "Avg connection 0.0"]);
    expect(byType(run([], [checkin(1, -2), checkin(2, -1), checkin(3, -3)]), "communication_gap")!.severity).toBe(
      "high",
    );
  });

  test("a score of 0 is not negative", () => {
    expect(run([], [checkin(1, 0), checkin(2, 0), checkin(3, -1)])).toEqual([]);
  });
});

describe("positive opportunity", () => {
  test("a mood of exactly 1 is not enough; above 1 is (low, 70)", () => {
    expect(run([mood(1, 1)], quiet)).toEqual([]);
    expect(run([mood(1, 1.01)], quiet)).toEqual([
      expect.objectContaining({ type: "positive_opportunity", severity: "low", confidence: 70 }),
    ]);
    expect(byType(run([mood(1, 3), mood(2, 2)], quiet), "positive_opportunity")!.dataPoints).toEqual([
      "2 moods above +1",
      "Best mood +3.0",
    ]);
  });

  test("one check-in tagged loved, grateful, appreciated or supported is enough; others are not", () => {
    for (const feeling of ["loved", "grateful", "appreciated", "supported"] as const) {
      expect(types(run([], [checkin(1, 1, feeling)]))).toEqual(["positive_opportunity"]);
    }
    for (const feeling of ["cherished", "understood", "distant"] as const) {
      expect(run([], [checkin(1, 1, feeling)])).toEqual([]);
    }
    expect(
      byType(
        run([], [checkin(1, 1, "loved"), checkin(2, 2, "grateful"), checkin(3, 2, "loved")]),
        "positive_opportunity",
      )!.dataPoints,
    ).toEqual(["Check-ins: grateful, loved"]);
  });
});

describe("ranking by severity weight × confidence", () => {
  test("a disconnected high 85 (255) beats a high mood decline 77 (231) and a low positive 70", () => {
    const moods = [mood(6, 2), mood(5, 1), mood(4, 0), mood(3, -1), mood(2, -1), mood(1, 0)];
    const insights = run(moods, [checkin(1, -2), checkin(2, -2)]);
    expect(insights.map((i) => [i.type, i.severity, i.confidence])).toEqual([
      ["communication_gap", "high", 85],
      ["mood_decline", "high", 77],
      ["positive_opportunity", "low", 70],
    ]);
  });

  test("ties keep the fixed order: a medium 75 decline before a medium 75 communication gap", () => {
    const moods = [mood(6, 2), mood(5, 2), mood(4, 2), mood(3, 0.49), mood(2, 0.49), mood(1, 0.49)];
    const insights = run(moods, []);
    expect(insights.map((i) => [i.type, WELLBEING_SEVERITY_WEIGHT[i.severity] * i.confidence])).toEqual([
      ["mood_decline", 150],
      ["communication_gap", 150],
      ["positive_opportunity", 70],
    ]);
  });

  test("a stressed week ends in a stress insight with its chips", () => {
    const moods = [
      mood(0.5, -2, ["overwhelmed"]),
      mood(1.5, -1, [], "So anxious about work"),
      mood(5, -2, ["panic"]),
      mood(5.5, -2, ["crisis"]),
      mood(2.5, 2, ["happy"]),
      mood(4, 1, []),
    ];
    const stress = byType(run(moods, quiet), "stress_pattern")!;
    expect(stress).toMatchObject({
      id: "wellbeing-stress_pattern",
      severity: "high",
      confidence: 93,
      title: "Sam seems to be carrying some stress",
    });
    expect(stress.dataPoints).toEqual([
      "Stress in 4 of 6 entries (67%)",
      "Stress score 3.0 / 3",
      "Trend: stable",
      "Words: anxious, crisis, overwhelmed",
      "Last sign of stress within the last day",
    ]);
    expect(stress.suggestions.length).toBeGreaterThanOrEqual(3);
  });
});

describe("failures return []", () => {
  test("invalid clock, invalid record date, keywords that are not a list, non-finite values", () => {
    expect(
      analyzePartnerWellbeing({
        clock: { ...clock, now: new Date("nope") },
        partnerName: "Sam",
        moods: [],
        checkins: [],
      }),
    ).toEqual([]);
    expect(run([{ ...mood(1, 2), at: new Date(Number.NaN) }], quiet)).toEqual([]);
    expect(run([{ ...mood(1, 2), keywords: "stressed" as unknown as string[] }], quiet)).toEqual([]);
    expect(run([mood(1, Number.NaN)], quiet)).toEqual([]);
    expect(run([], [checkin(1, Number.POSITIVE_INFINITY)])).toEqual([]);
    expect(run([null as unknown as MoodRecord], quiet)).toEqual([]);
    expect(
      analyzePartnerWellbeing({ clock, partnerName: "Sam", moods: undefined as unknown as MoodRecord[], checkins: [] }),
    ).toEqual([]);
  });
});

const arbMood = fc.record({
  value: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ min: -3, max: 3, noNaN: true })),
  keywords: fc.subarray(["stressed", "tired", "happy", "worried", "busy", "calm", "panic", "tense"]),
  notes: fc.option(fc.constantFrom("not stressed", "so busy and tired", "Overwhelmed!", "fine", "no longer anxious")),
  emotionMetadata: fc.constant(null),
  at: fc.integer({ min: -MS_PER_DAY, max: 9 * MS_PER_DAY }).map((ms) => new Date(NOW.getTime() - ms)),
});
const arbCheckin = fc.record({
  id: fc.uuid(),
  authorId: fc.constant("me"),
  subjectId: fc.constant("sam"),
  score: fc.integer({ min: -3, max: 3 }),
  feeling: fc.constantFrom(...PARTNER_CHECKIN_FEELINGS),
  note: fc.constant(null),
  shared: fc.boolean(),
  at: fc.integer({ min: -MS_PER_DAY, max: 9 * MS_PER_DAY }).map((ms) => new Date(NOW.getTime() - ms)),
});
const rank = (i: WellbeingInsight) => WELLBEING_SEVERITY_WEIGHT[i.severity] * i.confidence;

describe("properties", () => {
  test("well-formed, sorted by severity × confidence, confidences integers within 0..95", () => {
    fc.assert(
      fc.property(fc.array(arbMood, { maxLength: 25 }), fc.array(arbCheckin, { maxLength: 10 }), (moods, checkins) => {
        const insights = run(moods, checkins);
        for (let i = 1; i < insights.length; i++)
          expect(rank(insights[i - 1]!)).toBeGreaterThanOrEqual(rank(insights[i]!));
        expect(new Set(types(insights)).size).toBe(insights.length);
        for (const insight of insights) {
          expect(Number.isInteger(insight.confidence)).toBe(true);
          expect(insight.confidence).toBeGreaterThanOrEqual(0);
          expect(insight.confidence).toBeLessThanOrEqual(95);
          expect(insight.id).toBe(`wellbeing-${insight.type}`);
          expect(insight.suggestions.length).toBeGreaterThanOrEqual(3);
          expect(insight.dataPoints.length).toBeGreaterThanOrEqual(1);
        }
        // Valid input never falls into the failure path: without check-ins in the window the gap insight is there.
        const inWindow = checkins.filter((c) => c.at <= NOW && NOW.getTime() - c.at.getTime() <= 7 * MS_PER_DAY);
        if (inWindow.length === 0) expect(types(insights)).toContain("communication_gap");
      }),
    );
  });

  test("input order does not matter", () => {
    fc.assert(
      fc.property(
        fc
          .array(arbMood, { maxLength: 20 })
          .chain((m) => fc.tuple(fc.constant(m), fc.shuffledSubarray(m, { minLength: m.length }))),
        fc
          .array(arbCheckin, { maxLength: 8 })
          .chain((c) => fc.tuple(fc.constant(c), fc.shuffledSubarray(c, { minLength: c.length }))),
        ([moods, shuffledMoods], [checkins, shuffledCheckins]) => {
          expect(run(shuffledMoods, shuffledCheckins)).toEqual(run(moods, checkins));
        },
      ),
    );
  });

  test("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(
        fc.array(fc.anything(), { maxLength: 5 }),
        fc.array(fc.anything(), { maxLength: 5 }),
        (moods, checkins) => {
          const result = analyzePartnerWellbeing({
            clock,
            partnerName: "Sam",
            moods: moods as MoodRecord[],
            checkins: checkins as PartnerCheckinRecord[],
          });
          expect(Array.isArray(result)).toBe(true);
        },
      ),
    );
  });
});
