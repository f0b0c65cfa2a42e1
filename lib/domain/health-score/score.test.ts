import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { PARTNER_CHECKIN_FEELINGS } from "../emotions";
import { clamp, roundTo } from "../stats";
import type { Clock, MoodRecord, PartnerCheckinRecord, RitualRecord } from "../types";
import { BUILDING_PHASE_WEIGHTS, ESTABLISHED_WEIGHTS } from "./constants";
import {
  checkin,
  checkinArb,
  clockArb,
  dataArb,
  mood,
  permutationArb,
  PROPERTY_NOW,
  ritual,
  utc,
  UTC_NOON_2026_03_10 as clock,
  workedExample1,
  workedExample2,
} from "./fixtures";
import { computeHealthScore, type HealthScore } from "./score";

function score(
  data: { moods?: MoodRecord[]; checkins?: PartnerCheckinRecord[]; rituals?: RitualRecord[] },
  timeframeDays: 7 | 30 = 7,
  c: Clock = clock,
): HealthScore {
  return computeHealthScore({
    clock: c,
    timeframeDays,
    moods: data.moods ?? [],
    checkins: data.checkins ?? [],
    rituals: data.rituals ?? [],
  });
}

const isTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

describe("worked examples (docs/health-score.md)", () => {
  test("worked example 1: an established week", () => {
    const result = score(workedExample1());
    expect(result).toEqual({
      partnerInteractionScore: 83.2,
      moodTrendScore: 72.09,
      checkinFrequencyScore: 75.71,
      ritualCompletionScore: 57.14,
      emotionSentimentBonus: 5.33,
      finalScore: 82.95,
      isBuildingPhase: false,
      dataDays: 5,
      timeframeDays: 7,
    });
  });

  test("worked example 2: the building phase", () => {
    const result = score(workedExample2());
    expect(result).toEqual({
      partnerInteractionScore: 35.07,
      moodTrendScore: 43.75,
      checkinFrequencyScore: 28.57,
      ritualCompletionScore: 0,
      emotionSentimentBonus: -8,
      finalScore: 30.54,
      isBuildingPhase: true,
      dataDays: 2,
      timeframeDays: 7,
    });
  });
});

describe("building phase threshold: 4 data days", () => {
  // Every data day has one mood of 1 and one check-in of 2 ("loved"), ending today; no rituals, no notes.
  // partner_interaction = ½ × 83.33 + ½ × 100 = 91.67; mood_trend = ¾ × 66.67 + ¼ × 50 = 62.5.
  const daysOfData = (n: number) => {
    const days = Array.from({ length: n }, (_, i) => `2026-03-${String(10 - i).padStart(2, "0")}`);
    return score({ moods: days.map((d) => mood(utc(d, 6), 1)), checkins: days.map((d) => checkin(utc(d, 6), 2)) });
  };
  test("3 days (just below): building, 60/40/0/0", () => {
    const r = daysOfData(3);
    expect(r).toMatchObject({
      dataDays: 3,
      isBuildingPhase: true,
      partnerInteractionScore: 91.67,
      moodTrendScore: 62.5,
    });
    expect(r.checkinFrequencyScore).toBe(42.86); // computed but weighted 0
    expect(r.finalScore).toBe(80); // 0.6 × 91.67 + 0.4 × 62.5 = 80.002
  });
  test("4 days (at it): established, 60/20/10/10", () => {
    const r = daysOfData(4);
    expect(r).toMatchObject({
      dataDays: 4,
      isBuildingPhase: false,
      checkinFrequencyScore: 57.14,
      ritualCompletionScore: 0,
    });
    expect(r.finalScore).toBe(73.22); // 55.002 + 12.5 + 5.714 + 0
  });
  test("5 days (just above): established", () => {
    const r = daysOfData(5);
    expect(r).toMatchObject({ dataDays: 5, isBuildingPhase: false, checkinFrequencyScore: 71.43 });
    expect(r.finalScore).toBe(74.65); // 55.002 + 12.5 + 7.143 + 0
  });
  test("a day with both a mood and a check-in is one data day; rituals are not data days", () => {
    const r = score({
      moods: [mood(utc("2026-03-10", 6), 0), mood(utc("2026-03-10", 7), 0)],
      checkins: [checkin(utc("2026-03-10", 8), 0)],
      rituals: [
        ritual(utc("2026-03-01"), [utc("2026-03-05"), utc("2026-03-06"), utc("2026-03-07"), utc("2026-03-08")]),
      ],
    });
    expect(r.dataDays).toBe(1);
    expect(r.isBuildingPhase).toBe(true);
  });
});

describe("window", () => {
  test("no data at all: neutral interaction and mood, zero frequency and rituals, building phase", () => {
    expect(score({})).toEqual({
      partnerInteractionScore: 50,
      moodTrendScore: 50,
      checkinFrequencyScore: 0,
      ritualCompletionScore: 0,
      emotionSentimentBonus: 0,
      finalScore: 50,
      isBuildingPhase: true,
      dataDays: 0,
      timeframeDays: 7,
    });
  });

  test("the final score is clamped to 0..100: a −5 weighted sum reads 0, a 105 reads 100", () => {
    const days = ["2026-03-09", "2026-03-10"];
    const worstNote = "terrible awful horrible, hate this";
    const worst = score({
      moods: days.map((d) => mood(utc(d, 9), -3, worstNote)),
      checkins: days.map((d) => checkin(utc(d, 10), -3, "distant", worstNote)),
    });
    // Building phase: 0.6 × 0 + 0.4 × 12.5 = 5, bonus −10.
    expect(worst).toMatchObject({ partnerInteractionScore: 0, moodTrendScore: 12.5, emotionSentimentBonus: -10 });
    expect(worst.finalScore).toBe(0);
    const bestNote = "amazing wonderful love, so happy and grateful";
    const best = score({
      moods: days.map((d) => mood(utc(d, 9), 3, bestNote)),
      checkins: days.map((d) => checkin(utc(d, 10), 3, "loved", bestNote)),
    });
    // 0.6 × 100 + 0.4 × 87.5 = 95, bonus +10.
    expect(best).toMatchObject({ partnerInteractionScore: 100, moodTrendScore: 87.5, emotionSentimentBonus: 10 });
    expect(best.finalScore).toBe(100);
  });

  test("only the 7 (or 30) whole local days ending today count", () => {
    const data = { moods: [mood(utc("2026-03-03", 23), -3)], checkins: [checkin(utc("2026-03-11", 1), -3, "distant")] };
    expect(score(data, 7).moodTrendScore).toBe(50); // 3 Mar is the 8th day back; 11 Mar is tomorrow
    expect(score(data, 7).partnerInteractionScore).toBe(50);
    expect(score({ moods: [mood(utc("2026-03-04", 0), -3)] }, 7).moodTrendScore).toBe(12.5); // first instant of the window
    expect(score(data, 30).moodTrendScore).toBe(12.5); // ¾ × 0 + ¼ × 50
    expect(score(data, 30).timeframeDays).toBe(30);
  });

  test("the window follows the user's zone (New York, across the spring-forward day)", () => {
    const ny: Clock = { now: new Date("2026-03-10T03:30:00Z"), timeZone: "America/New_York" }; // 9 Mar 23:30 EDT
    // 3 Mar 00:30 EST is the first local day of the window; 2 Mar 23:30 EST is just outside it.
    const inside = mood(new Date("2026-03-03T05:30:00Z"), -3);
    const outside = mood(new Date("2026-03-03T04:30:00Z"), -3);
    expect(score({ moods: [inside] }, 7, ny).moodTrendScore).toBe(12.5);
    expect(score({ moods: [outside] }, 7, ny).moodTrendScore).toBe(50);
    // A check-in at 23:30 local every evening from 3 to 9 Mar: 23:30 EST is 04:30Z the next day, 23:30 EDT 03:30Z.
    const evenings = [
      "2026-03-04T04:30:00Z",
      "2026-03-05T04:30:00Z",
      "2026-03-06T04:30:00Z",
      "2026-03-07T04:30:00Z",
      "2026-03-08T04:30:00Z", // 7 Mar 23:30 EST
      "2026-03-09T03:30:00Z", // 8 Mar 23:30 EDT, the 23-hour day
      "2026-03-10T03:30:00Z", // 9 Mar 23:30 EDT, today
    ].map((iso) => checkin(new Date(iso), 1));
    expect(score({ checkins: evenings }, 7, ny).checkinFrequencyScore).toBe(100);
    // Without 7 Mar's: 6 of 7 days, one-day gap → 0.7 × 6/7 + 0.3 × 6/7.
    expect(score({ checkins: evenings.filter((_, i) => i !== 4) }, 7, ny).checkinFrequencyScore).toBe(85.71);
  });

  test("today is pending: no check-in or ritual yet today does not count against, anything done today counts", () => {
    const earlier = ["04", "05", "06", "07", "08", "09"].map((d) => `2026-03-${d}`);
    const r = ritual(
      utc("2026-03-01"),
      earlier.map((d) => utc(d)),
    );
    const base = score({ checkins: earlier.map((d) => checkin(utc(d), 1)), rituals: [r] });
    expect(base.checkinFrequencyScore).toBe(100);
    expect(base.ritualCompletionScore).toBe(100);
  });
});

describe("properties", () => {
  const timeframeArb = fc.constantFrom(7 as const, 30 as const);

  test("every component and the final score stay within 0..100, 2 decimals; bonus within ±10", () => {
    fc.assert(
      fc.property(clockArb, timeframeArb, dataArb, (c, timeframeDays, data) => {
        const r = computeHealthScore({ clock: c, timeframeDays, ...data });
        for (const v of [
          r.finalScore,
          r.partnerInteractionScore,
          r.moodTrendScore,
          r.checkinFrequencyScore,
          r.ritualCompletionScore,
        ]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(100);
          expect(isTwoDecimals(v)).toBe(true);
        }
        expect(Math.abs(r.emotionSentimentBonus)).toBeLessThanOrEqual(10);
        expect(r.dataDays).toBeLessThanOrEqual(timeframeDays);
        expect(r.isBuildingPhase).toBe(r.dataDays < 4);
      }),
      { numRuns: 150 },
    );
  });

  test("the final score is the weighted sum of its stored components plus the bonus, clamped", () => {
    fc.assert(
      fc.property(clockArb, timeframeArb, dataArb, (c, timeframeDays, data) => {
        const r = computeHealthScore({ clock: c, timeframeDays, ...data });
        const w = r.isBuildingPhase ? BUILDING_PHASE_WEIGHTS : ESTABLISHED_WEIGHTS;
        const expected =
          w.partnerInteraction * r.partnerInteractionScore +
          w.moodTrend * r.moodTrendScore +
          w.checkinFrequency * r.checkinFrequencyScore +
          w.ritualCompletion * r.ritualCompletionScore +
          r.emotionSentimentBonus;
        expect(r.finalScore).toBe(roundTo(clamp(expected, 0, 100), 2));
      }),
      { numRuns: 100 },
    );
  });

  test("the order of the records does not matter", () => {
    fc.assert(
      fc.property(
        clockArb,
        timeframeArb,
        dataArb.chain((data) =>
          fc.record({
            data: fc.constant(data),
            moods: permutationArb(data.moods),
            checkins: permutationArb(data.checkins),
            rituals: permutationArb(data.rituals.map((r) => ({ ...r, completions: [...r.completions].reverse() }))),
          }),
        ),
        (c, timeframeDays, { data, ...shuffled }) => {
          expect(computeHealthScore({ clock: c, timeframeDays, ...shuffled })).toEqual(
            computeHealthScore({ clock: c, timeframeDays, ...data }),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  describe("partner interaction monotonicity", () => {
    const interaction = (c: Clock, checkins: PartnerCheckinRecord[]) =>
      computeHealthScore({ clock: c, timeframeDays: 30, moods: [], checkins, rituals: [] }).partnerInteractionScore;
    const checkinsArb = fc.array(checkinArb, { maxLength: 30 });
    const todayAt = (c: Clock) => new Date(c.now.getTime() - 60_000);

    test("adding a top check-in (3, a positive feeling) never lowers it", () => {
      fc.assert(
        fc.property(clockArb, checkinsArb, fc.constantFrom("loved", "cherished", "grateful" as const), (c, list, f) => {
          expect(interaction(c, [...list, checkin(todayAt(c), 3, f)])).toBeGreaterThanOrEqual(interaction(c, list));
        }),
      );
    });

    test("adding a positive check-in scored at least the current mean never lowers it", () => {
      // Instants within the last 25 days are inside the 30-day window in every zone.
      const recentArb = fc
        .tuple(
          fc.integer({ min: 0, max: 25 * 86_400_000 }),
          fc.integer({ min: -3, max: 3 }),
          fc.constantFrom(...PARTNER_CHECKIN_FEELINGS),
        )
        .map(([ago, s, f]) => checkin(new Date(PROPERTY_NOW.getTime() - ago), s, f));
      fc.assert(
        fc.property(clockArb, fc.array(recentArb, { maxLength: 30 }), fc.integer({ min: 1, max: 3 }), (c, list, s) => {
          const mean = list.reduce((a, x) => a + x.score, 0) / Math.max(1, list.length);
          fc.pre(s >= mean);
          expect(interaction(c, [...list, checkin(todayAt(c), s, "supported")])).toBeGreaterThanOrEqual(
            interaction(c, list),
          );
        }),
      );
    });

    test("making one check-in more positive (higher score, or a positive feeling) never lowers it", () => {
      fc.assert(
        fc.property(clockArb, fc.array(checkinArb, { minLength: 1, maxLength: 30 }), fc.nat(), (c, list, k) => {
          const i = k % list.length;
          const raised = list.map((x, j) => (j === i ? { ...x, score: Math.min(3, x.score + 1) } : x));
          const warmer = list.map((x, j) => (j === i ? { ...x, feeling: "understood" as const } : x));
          expect(interaction(c, raised)).toBeGreaterThanOrEqual(interaction(c, list));
          expect(interaction(c, warmer)).toBeGreaterThanOrEqual(interaction(c, list));
        }),
      );
    });

    test("adding a bottom check-in (−3, a negative feeling) never raises it", () => {
      fc.assert(
        fc.property(clockArb, checkinsArb, (c, list) => {
          expect(interaction(c, [...list, checkin(todayAt(c), -3, "ignored")])).toBeLessThanOrEqual(
            interaction(c, list),
          );
        }),
      );
    });

    test("by design, a mildly positive day after a run of 3s lowers the level a little", () => {
      const top = [checkin(utc("2026-03-09"), 3, "loved")];
      expect(interaction(clock, top)).toBe(100);
      // mean 2 → 83.33 level, ratio still 4:0 → 100: 91.67
      expect(interaction(clock, [...top, checkin(utc("2026-03-10"), 1, "loved")])).toBe(91.67);
    });
  });
});
