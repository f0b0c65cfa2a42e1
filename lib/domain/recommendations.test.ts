import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  AFTERNOON_BEFORE_HOUR,
  BEST_TIME_MIN_BUCKETS,
  BEST_TIME_MIN_MARGIN,
  BEST_TIME_MIN_MOODS_PER_BUCKET,
  LOW_MOOD_AVERAGE_BELOW,
  LOW_RITUAL_COMPLETION_BELOW,
  MIN_RECOMMENDATIONS,
  MIN_MOODS_FOR_MOOD_RULES,
  MIN_WEEKLY_PARTNER_CHECKINS,
  MOOD_VOLATILITY_ABOVE,
  MORNING_BEFORE_HOUR,
  PRIORITY_RANK,
  RECOMMENDATION_MOOD_WINDOW_DAYS,
  RECOMMENDATION_RECENT_WINDOW_DAYS,
  RECOMMENDATION_RULES,
  SPEC_RECOMMENDATION_RULES,
  generateRecommendations,
  recommendationCompletionRate,
  recommendationCompletionRateText,
  recommendationId,
  recommendationRuleOf,
  sortRecommendations,
  type RecommendationRule,
  type RecommendationStateRecord,
  summarizeTimesOfDay,
  recommendationConfidenceText,
  timeOfDay,
  type Recommendation,
} from "./recommendations";
import { MS_PER_DAY } from "./time";
import type { MoodRecord, PartnerCheckinRecord, RitualRecord } from "./types";

const NY = "America/New_York";
// 19:00 EDT on Tuesday 10 March 2026, two days after the US spring-forward change.
const NOW = new Date("2026-03-10T23:00:00Z");
const clock = { now: NOW, timeZone: NY };
const at = (iso: string) => new Date(iso);
const mood = (when: Date, value: number): MoodRecord => ({
  value,
  keywords: [],
  notes: null,
  emotionMetadata: null,
  at: when,
});
/** Moods one day apart at 10:00 EDT (a single "morning" bucket), newest yesterday. */
const morningMoods = (values: number[]) =>
  values.map((v, i) => mood(new Date(at("2026-03-09T14:00:00Z").getTime() - i * MS_PER_DAY), v));
const checkin = (when: Date): PartnerCheckinRecord => ({
  id: when.toISOString(),
  authorId: "me",
  subjectId: "sam",
  score: 1,
  feeling: "loved",
  note: null,
  shared: true,
  at: when,
});
const ritual = (id: string, completions: Date[], extra: Partial<RitualRecord> = {}): RitualRecord => ({
  id,
  title: id,
  type: "connection",
  createdAt: at("2026-01-01T00:00:00Z"),
  deletedAt: null,
  streakCount: 0,
  lastCompletedAt: completions.length > 0 ? new Date(Math.max(...completions.map((d) => d.getTime()))) : null,
  completions,
  ...extra,
});
const yesterday = at("2026-03-09T15:00:00Z");
/** Context in which only the rule under test can fire. */
const quiet = {
  rituals: [ritual("r", [yesterday])],
  checkins: [1, 2, 3].map((d) => checkin(new Date(NOW.getTime() - d * MS_PER_DAY))),
};
/** What the six spec rules found: the next steps that fill the card after them are tested on their own below. */
const bySpecRule = (result: ReturnType<typeof generateRecommendations>) => ({
  ...result,
  recommendations: result.recommendations.filter((r) =>
    Object.hasOwn(SPEC_RECOMMENDATION_RULES, recommendationRuleOf(r.id) ?? ""),
  ),
});
const gen = (patch: Partial<Parameters<typeof generateRecommendations>[0]>) =>
  bySpecRule(generateRecommendations({ clock, moods: [], ...quiet, ...patch }));
const ids = (patch: Partial<Parameters<typeof generateRecommendations>[0]>) =>
  gen(patch).recommendations.map((r) => r.id);

test("spec constants and card strings", () => {
  expect([LOW_MOOD_AVERAGE_BELOW, MOOD_VOLATILITY_ABOVE, LOW_RITUAL_COMPLETION_BELOW]).toEqual([-0.5, 1.5, 0.5]);
  expect([MIN_WEEKLY_PARTNER_CHECKINS, MORNING_BEFORE_HOUR, AFTERNOON_BEFORE_HOUR]).toEqual([3, 12, 17]);
  expect([RECOMMENDATION_MOOD_WINDOW_DAYS, RECOMMENDATION_RECENT_WINDOW_DAYS, MIN_MOODS_FOR_MOOD_RULES]).toEqual([
    14, 7, 3,
  ]);
  expect([BEST_TIME_MIN_MOODS_PER_BUCKET, BEST_TIME_MIN_BUCKETS, BEST_TIME_MIN_MARGIN]).toEqual([3, 2, 0.5]);
});

test("card labels: every type and priority has words, confidence reads as a whole percent", () => {
  expect(recommendationConfidenceText(85)).toBe("85% confidence");
  expect(recommendationConfidenceText(72.6)).toBe("73% confidence");
});

describe("no data, no recommendations", () => {
  test("a new user sees the empty text; stats are empty", () => {
    expect(generateRecommendations({ clock, moods: [], rituals: [], checkins: [] })).toEqual({
      recommendations: [],
      stats: { bestTime: null, completionRate: null },
    });
    // Deleted rituals and old moods are no data either.
    const old = mood(at("2026-02-01T12:00:00Z"), -3);
    const deleted = ritual("gone", [], { deletedAt: at("2026-03-01T00:00:00Z") });
    expect(generateRecommendations({ clock, moods: [old], rituals: [deleted], checkins: [] }).recommendations).toEqual(
      [],
    );
  });

  test("any data opens the rules: one ritual never completed", () => {
    expect(bySpecRule(generateRecommendations({ clock, moods: [], rituals: [ritual("r", [])], checkins: [] }))).toEqual(
      {
        recommendations: [
          expect.objectContaining({
            id: "rec-low_completion",
            reason: "You completed 0 of 1 ritual (0%) in the last 7 days.",
          }),
          expect.objectContaining({
            id: "rec-few_checkins",
            reason: "You've logged 0 partner check-ins in the last 7 days.",
          }),
        ],
        stats: { bestTime: null, completionRate: 0 },
      },
    );
  });
});

describe("mood average below −0.5", () => {
  test("exactly −0.5 no; −0.49 no; −0.51 yes (self-care, 85, high)", () => {
    expect(ids({ moods: morningMoods([-0.5, -0.5, -0.5]) })).toEqual([]);
    expect(ids({ moods: morningMoods([-0.49, -0.49, -0.49]) })).toEqual([]);
    expect(gen({ moods: morningMoods([-0.51, -0.51, -0.51]) }).recommendations).toEqual([
      {
        id: "rec-low_mood",
        type: "self_care",
        title: "Make time for self-care",
        description: expect.any(String),
        reason: "Your average mood over the last 14 days is −0.5.",
        confidence: 85,
        priority: "high",
        actionable: true,
        route: "/emotional-checkin",
      },
    ]);
  });

  test("needs at least 3 moods", () => {
    expect(ids({ moods: morningMoods([-3, -3]) })).toEqual([]);
    expect(ids({ moods: morningMoods([-3, -3, -3]) })).toEqual(["rec-low_mood"]);
  });

  test("the window is 14 local days: from local midnight 13 days ago (EST) up to now", () => {
    const start = at("2026-02-25T05:00:00Z"); // 00:00 EST, 25 Feb
    const before = new Date(start.getTime() - 1);
    const later = new Date(NOW.getTime() + 1);
    const two = morningMoods([-3, -3]);
    expect(ids({ moods: [...two, mood(start, -3)] })).toEqual(["rec-low_mood"]);
    expect(ids({ moods: [...two, mood(before, -3)] })).toEqual([]);
    expect(ids({ moods: [...two, mood(later, -3)] })).toEqual([]);
  });
});

describe("volatility (population standard deviation) above 1.5", () => {
  test("SD exactly 1.5 no; 1.49 no; 1.51 yes (ritual, 75, medium)", () => {
    const swing = (x: number) => morningMoods([-x, x, -x, x]);
    expect(ids({ moods: swing(1.5) })).toEqual([]);
    expect(ids({ moods: swing(1.49) })).toEqual([]);
    expect(gen({ moods: swing(1.51) }).recommendations).toEqual([
      expect.objectContaining({
        id: "rec-volatile_mood",
        type: "ritual",
        confidence: 75,
        priority: "medium",
        route: "/rituals",
        reason: "Your mood varied by about 1.5 points (standard deviation) over the last 14 days.",
      }),
    ]);
  });

  test("needs at least 3 moods", () => {
    expect(ids({ moods: morningMoods([-3, 3]) })).toEqual([]);
    expect(ids({ moods: morningMoods([-3, 3, 3]) })).toEqual(["rec-volatile_mood"]);
  });
});

describe("rituals", () => {
  const many = (completed: number) =>
    Array.from({ length: 100 }, (_, i) => ritual(`r${i}`, i < completed ? [yesterday] : []));

  test("completion 50% no; 49% yes (80, high); 51% no", () => {
    expect(gen({ rituals: many(50) })).toEqual({
      recommendations: [],
      stats: { bestTime: null, completionRate: 0.5 },
    });
    expect(gen({ rituals: many(51) }).recommendations).toEqual([]);
    expect(gen({ rituals: many(49) }).recommendations).toEqual([
      expect.objectContaining({
        id: "rec-low_completion",
        type: "ritual",
        confidence: 80,
        priority: "high",
        reason: "You completed 49 of 100 rituals (49%) in the last 7 days.",
      }),
    ]);
  });

  test("no rituals: create rituals (90, high) and the completion rule is skipped", () => {
    const result = gen({ rituals: [] });
    expect(result.recommendations.map((r) => [r.id, r.confidence, r.priority])).toEqual([
      ["rec-no_rituals", 90, "high"],
    ]);
    expect(result.stats.completionRate).toBeNull();
    expect(ids({ rituals: [ritual("gone", [], { deletedAt: yesterday })] })).toEqual(["rec-no_rituals"]);
  });

  test("completed = a completion within the last 7 local days, up to now", () => {
    const weekStart = at("2026-03-04T05:00:00Z"); // 00:00 EST, 4 March
    const rate = (completions: Date[], extra: Partial<RitualRecord> = {}) =>
      gen({ rituals: [ritual("a", completions, extra), ritual("b", [yesterday])] }).stats.completionRate;
    expect(rate([weekStart])).toBe(1);
    expect(rate([new Date(weekStart.getTime() - 1)])).toBe(0.5);
    expect(rate([new Date(NOW.getTime() + 1)])).toBe(0.5);
    // The completion log counts even when the stored column lags behind.
    expect(rate([yesterday], { lastCompletedAt: null })).toBe(1);
    // A ritual created after now does not exist yet.
    expect(rate([], { createdAt: new Date(NOW.getTime() + 1) })).toBe(1);
  });
});

describe("partner check-ins in the last 7 days", () => {
  const n = (count: number) =>
    Array.from({ length: count }, (_, i) => checkin(new Date(NOW.getTime() - i * 3_600_000)));

  test("2 → connection (75, medium); 3 → none; 4 → none", () => {
    expect(gen({ checkins: n(2) }).recommendations).toEqual([
      expect.objectContaining({
        id: "rec-few_checkins",
        type: "connection",
        confidence: 75,
        priority: "medium",
        route: "/checkin",
        reason: "You've logged 2 partner check-ins in the last 7 days.",
      }),
    ]);
    expect(ids({ checkins: n(3) })).toEqual([]);
    expect(ids({ checkins: n(4) })).toEqual([]);
  });

  test("without a partner the rule stays quiet: nobody to check in with", () => {
    expect(ids({ checkins: n(2), hasPartner: false })).toEqual([]);
    expect(ids({ checkins: n(2), hasPartner: true })).toEqual(["rec-few_checkins"]);
  });

  test("the week starts at local midnight 6 days ago, across the DST change", () => {
    const weekStart = at("2026-03-04T05:00:00Z");
    expect(ids({ checkins: [...n(2), checkin(weekStart)] })).toEqual([]);
    expect(ids({ checkins: [...n(2), checkin(new Date(weekStart.getTime() - 1))] })).toEqual(["rec-few_checkins"]);
  });
});

describe("time of day by the user's local hour", () => {
  test("morning before 12, afternoon before 17, evening otherwise", () => {
    expect([0, 11, 12, 16, 17, 23].map(timeOfDay)).toEqual([
      "morning",
      "morning",
      "afternoon",
      "afternoon",
      "evening",
      "evening",
    ]);
  });

  test("boundaries in New York on both sides of the spring-forward change", () => {
    const counts = (isos: string[]) =>
      summarizeTimesOfDay(
        isos.map((iso) => mood(at(iso), 0)),
        NY,
      ).map((s) => s.count);
    // 9 March (EDT, UTC−4): 11:59, 12:00, 16:59, 17:00 local.
    expect(counts(["2026-03-09T15:59:00Z"])).toEqual([1, 0, 0]);
    expect(counts(["2026-03-09T16:00:00Z"])).toEqual([0, 1, 0]);
    expect(counts(["2026-03-09T20:59:00Z"])).toEqual([0, 1, 0]);
    expect(counts(["2026-03-09T21:00:00Z"])).toEqual([0, 0, 1]);
    // 6 March (EST, UTC−5): the same local hours are an hour later in UTC.
    expect(counts(["2026-03-06T16:59:00Z"])).toEqual([1, 0, 0]);
    expect(counts(["2026-03-06T17:00:00Z"])).toEqual([0, 1, 0]);
    expect(counts(["2026-03-06T21:59:00Z"])).toEqual([0, 1, 0]);
    expect(counts(["2026-03-06T22:00:00Z"])).toEqual([0, 0, 1]);
  });
});

describe("best time of day", () => {
  /** `n` moods at 09:00 EDT and at 19:00 EDT on the days before today. */
  const day = (i: number, hourUtc: number) => new Date(Date.UTC(2026, 2, 9 - i, hourUtc));
  const mornings = (values: number[]) => values.map((v, i) => mood(day(i, 13), v));
  const evenings = (values: number[]) => values.map((v, i) => mood(day(i, 23), v));

  test("best beats the next by exactly 0.5 → timing (70, low); by 0.49 → no card but stats still report it", () => {
    const at05 = gen({ moods: [...mornings([2, 2, 2]), ...evenings([1.5, 1.5, 1.5])] });
    expect(at05.stats.bestTime).toEqual({ bucket: "morning", averageMood: 2, count: 3 });
    expect(at05.recommendations).toEqual([
      expect.objectContaining({
        id: "rec-best_time",
        type: "timing",
        confidence: 70,
        priority: "low",
        title: "Make the most of your mornings",
        reason: "Your average mood in the morning is +2.0 across 3 entries, compared with +1.5 in the evening.",
      }),
    ]);
    const at049 = gen({ moods: [...mornings([2, 2, 2]), ...evenings([1.51, 1.51, 1.51])] });
    expect(at049.recommendations).toEqual([]);
    expect(at049.stats.bestTime).toEqual({ bucket: "morning", averageMood: 2, count: 3 });
    expect(ids({ moods: [...mornings([2, 2, 2]), ...evenings([1.49, 1.49, 1.49])] })).toEqual(["rec-best_time"]);
  });

  test("a bucket needs 3 moods and 2 buckets must qualify", () => {
    const two = gen({ moods: [...mornings([3, 3]), ...evenings([0, 0, 0])] });
    expect(two.stats.bestTime).toBeNull();
    expect(two.recommendations).toEqual([]);
    expect(gen({ moods: [...mornings([3, 3, 3]), ...evenings([0, 0, 0])] }).stats.bestTime).toEqual({
      bucket: "morning",
      averageMood: 3,
      count: 3,
    });
  });

  test("equal averages: the bucket with more moods", () => {
    expect(gen({ moods: [...mornings([1, 1, 1]), ...evenings([1, 1, 1, 1])] }).stats.bestTime).toEqual({
      bucket: "evening",
      averageMood: 1,
      count: 4,
    });
  });
});

describe("ordering and the cap of 3", () => {
  // Mornings +2 ×3, evenings −3 ×4: average −0.86, SD 2.47, mornings beat evenings by 5.
  const rough = [2, 2, 2].map((v, i) => mood(new Date(Date.UTC(2026, 2, 9 - i, 13)), v));
  rough.push(...[-3, -3, -3, -3].map((v, i) => mood(new Date(Date.UTC(2026, 2, 9 - i, 23)), v)));

  test("everything fires: no rituals 90, low mood 85, then the medium 75s in rule order", () => {
    const result = generateRecommendations({ clock, moods: rough, rituals: [], checkins: [] });
    expect(result.recommendations.map((r) => r.id)).toEqual(["rec-no_rituals", "rec-low_mood", "rec-volatile_mood"]);
  });

  test("with a neglected ritual: low mood 85, low completion 80, volatility 75", () => {
    const result = generateRecommendations({ clock, moods: rough, rituals: [ritual("r", [])], checkins: [] });
    expect(result.recommendations.map((r) => r.id)).toEqual([
      "rec-low_mood",
      "rec-low_completion",
      "rec-volatile_mood",
    ]);
  });

  test("sortRecommendations: priority, then confidence, then rule order", () => {
    const all = (Object.keys(SPEC_RECOMMENDATION_RULES) as (keyof typeof SPEC_RECOMMENDATION_RULES)[]).map(
      (rule): Recommendation => ({
        id: `rec-${rule}`,
        title: "",
        description: "",
        reason: "",
        actionable: true,
        ...RECOMMENDATION_RULES[rule],
      }),
    );
    const expected = ["no_rituals", "low_mood", "low_completion", "volatile_mood", "few_checkins", "best_time"];
    expect(sortRecommendations([...all].reverse()).map((r) => r.id)).toEqual(expected.map((r) => `rec-${r}`));
  });
});

const arbInstant = fc.integer({ min: -MS_PER_DAY, max: 20 * MS_PER_DAY }).map((ms) => new Date(NOW.getTime() - ms));
const arbMood = fc.record({
  value: fc.integer({ min: -3, max: 3 }),
  keywords: fc.constant([]),
  notes: fc.constant(null),
  emotionMetadata: fc.constant(null),
  at: arbInstant,
});
const arbRitual = fc
  .tuple(fc.uuid(), fc.array(arbInstant, { maxLength: 4 }), fc.boolean())
  .map(([id, completions, deleted]) => ritual(id, completions, deleted ? { deletedAt: yesterday } : {}));
const arbCheckin = arbInstant.map(checkin);
const shuffled = <T>(arb: fc.Arbitrary<T[]>) =>
  arb.chain((xs) => fc.tuple(fc.constant(xs), fc.shuffledSubarray(xs, { minLength: xs.length })));

describe("properties", () => {
  test("none or exactly 3, sorted by priority then confidence, confidences within 0..100, stats in range", () => {
    fc.assert(
      fc.property(
        fc.array(arbMood, { maxLength: 40 }),
        fc.array(arbRitual, { maxLength: 6 }),
        fc.array(arbCheckin, { maxLength: 6 }),
        fc.constantFrom(NY, "UTC", "Asia/Kolkata"),
        (moods, rituals, checkins, timeZone) => {
          const { recommendations, stats } = generateRecommendations({
            clock: { now: NOW, timeZone },
            moods,
            rituals,
            checkins,
          });
          expect([0, MIN_RECOMMENDATIONS]).toContain(recommendations.length);
          // A live ritual is activity: never silent then.
          if (rituals.some((r) => r.deletedAt === null)) expect(recommendations).toHaveLength(MIN_RECOMMENDATIONS);
          expect(new Set(recommendations.map((r) => r.id)).size).toBe(recommendations.length);
          for (let i = 1; i < recommendations.length; i++) {
            const [a, b] = [recommendations[i - 1]!, recommendations[i]!];
            const order = PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.confidence - b.confidence;
            expect(order).toBeGreaterThanOrEqual(0);
          }
          for (const r of recommendations) {
            expect(r.confidence).toBeGreaterThanOrEqual(0);
            expect(r.confidence).toBeLessThanOrEqual(100);
            expect(r.route).toMatch(/^\/[a-z-]+$/);
          }
          if (stats.completionRate !== null) {
            expect(stats.completionRate).toBeGreaterThanOrEqual(0);
            expect(stats.completionRate).toBeLessThanOrEqual(1);
          }
          if (stats.bestTime) expect(stats.bestTime.count).toBeGreaterThanOrEqual(BEST_TIME_MIN_MOODS_PER_BUCKET);
        },
      ),
    );
  });

  test("input order does not matter", () => {
    fc.assert(
      fc.property(
        shuffled(fc.array(arbMood, { maxLength: 30 })),
        shuffled(fc.array(arbRitual, { maxLength: 5 })),
        shuffled(fc.array(arbCheckin, { maxLength: 5 })),
        ([m, m2], [r, r2], [c, c2]) => {
          expect(generateRecommendations({ clock, moods: m2, rituals: r2, checkins: c2 })).toEqual(
            generateRecommendations({ clock, moods: m, rituals: r, checkins: c }),
          );
        },
      ),
    );
  });
});

describe("recommendation ids", () => {
  test("every rule round-trips through its id; the engine's ids are these", () => {
    for (const rule of Object.keys(RECOMMENDATION_RULES) as RecommendationRule[]) {
      expect(recommendationId(rule)).toBe(`rec-${rule}`);
      expect(recommendationRuleOf(recommendationId(rule))).toBe(rule);
    }
    expect(ids({ rituals: [ritual("r", [])], checkins: [] })).toEqual(["rec-low_completion", "rec-few_checkins"]);
  });

  test("anything else has no rule: other prefixes, inherited keys, near misses", () => {
    for (const id of ["", "rec-", "low_mood", "self_care:low_mood", "rec-LOW_MOOD", "rec-low_mood ", "xrec-low_mood"]) {
      expect(recommendationRuleOf(id)).toBeNull();
    }
    for (const id of ["rec-constructor", "rec-__proto__", "rec-toString", "rec-hasOwnProperty"]) {
      expect(recommendationRuleOf(id)).toBeNull();
    }
  });
});

describe("recommendationCompletionRate (decision 029)", () => {
  // NOW is 19:00 EDT on Tuesday 10 March: the last 7 local days are 4–10 March, and 4 March began at 00:00 EST.
  const windowStart = at("2026-03-04T05:00:00Z");
  const state = (key: string, updatedAt: Date, status: RecommendationStateRecord["status"] = "completed") => ({
    key,
    status,
    updatedAt,
  });
  const offered = (...keys: string[]) => keys.map((id) => ({ id }));
  const rate = (states: RecommendationStateRecord[], offer: { id: string }[], timeZone = NY) =>
    recommendationCompletionRate({ clock: { now: NOW, timeZone }, states, offered: offer });

  test("completed this week ÷ (those + offered and not completed), as a whole percent", () => {
    const three = offered("rec-no_rituals", "rec-few_checkins", "rec-low_mood");
    expect(rate([state("rec-no_rituals", yesterday)], three)).toBe(33);
    expect(rate([state("rec-no_rituals", yesterday), state("rec-low_mood", NOW)], three)).toBe(67);
    expect(
      rate(
        ["rec-no_rituals", "rec-few_checkins", "rec-low_mood"].map((k) => state(k, yesterday)),
        three,
      ),
    ).toBe(100);
    expect(rate([], three)).toBe(0);
  });

  test("a completion no longer offered still counts, in both parts of the share", () => {
    // low_mood was completed and has gone from the list; two others are offered: 1 of 3.
    expect(rate([state("rec-low_mood", yesterday)], offered("rec-no_rituals", "rec-few_checkins"))).toBe(33);
    // Nothing offered any more, one completion this week: 100%.
    expect(rate([state("rec-low_mood", yesterday)], [])).toBe(100);
  });

  test("null when nothing is offered and nothing was completed this week", () => {
    expect(rate([], [])).toBeNull();
    expect(rate([state("rec-low_mood", at("2026-02-01T12:00:00Z"))], [])).toBeNull();
    expect(rate([state("rec-low_mood", yesterday, "dismissed")], [])).toBeNull();
  });

  test("the window is today and the 6 local days before it, up to now, in the user's zone", () => {
    const one = offered("rec-no_rituals");
    const completedAt = (when: Date) => rate([state("rec-no_rituals", when)], one);
    expect(completedAt(windowStart)).toBe(100);
    expect(completedAt(new Date(windowStart.getTime() - 1))).toBe(0);
    expect(completedAt(NOW)).toBe(100);
    // After "now" (another clock ran ahead): not yet part of this week's count.
    expect(completedAt(new Date(NOW.getTime() + 1))).toBe(0);
    // In Kolkata (UTC+5:30) it is already 04:30 on 11 March: the week there began at 00:00 IST on 5 March, so the
    // first instant of the New York week is outside it.
    const kolkataStart = at("2026-03-04T18:30:00Z");
    expect(rate([state("rec-no_rituals", windowStart)], one, "Asia/Kolkata")).toBe(0);
    expect(rate([state("rec-no_rituals", kolkataStart)], one, "Asia/Kolkata")).toBe(100);
    expect(rate([state("rec-no_rituals", new Date(kolkataStart.getTime() - 1))], one, "Asia/Kolkata")).toBe(0);
  });

  test("dismissed is never a completion; each key counts once", () => {
    const two = offered("rec-no_rituals", "rec-few_checkins");
    expect(rate([state("rec-no_rituals", yesterday, "dismissed")], two)).toBe(0);
    expect(rate([state("rec-no_rituals", yesterday), state("rec-no_rituals", NOW)], two)).toBe(50);
  });

  test("always a whole percent within 0..100 or null", () => {
    const keys = Object.keys(RECOMMENDATION_RULES).map((rule) => `rec-${rule}`);
    const arbState = fc.record({
      key: fc.constantFrom(...keys),
      status: fc.constantFrom("completed" as const, "dismissed" as const),
      updatedAt: arbInstant,
    });
    fc.assert(
      fc.property(fc.array(arbState, { maxLength: 8 }), fc.subarray(keys, { maxLength: 3 }), (states, offer) => {
        const value = rate(states, offered(...offer));
        if (value === null) expect(offer).toEqual([]);
        else {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  test("the card's stat line", () => {
    expect(recommendationCompletionRateText(33)).toBe("Completion rate (last 7 days): 33%");
    expect(recommendationCompletionRateText(0)).toBe("Completion rate (last 7 days): 0%");
  });
});

describe("never silent for an active person (issue #32)", () => {
  // 27 days in a row: a good mood every morning, the ritual done every day, a check-in every other day and today.
  const streak = Array.from({ length: 27 }, (_, i) => new Date(at("2026-03-10T14:00:00Z").getTime() - i * MS_PER_DAY));
  const engaged = {
    clock,
    moods: streak.map((d) => mood(d, 2)),
    rituals: [ritual("walk", streak, { title: "Evening walk" })],
    checkins: streak.filter((_, i) => i % 2 === 0).map(checkin),
    partnerName: "Robin Alvarez",
  };

  test("a 27-day streak with nothing to fix: three next steps, no spec rule, each with its own page", () => {
    const { recommendations } = generateRecommendations(engaged);
    // 10 March 2026 is local day 20522 since 1970: 20522 mod 3 = 2 starts the rotation at its third candidate.
    expect(recommendations.map((r) => r.id)).toEqual(["rec-step_tools", "rec-step_program", "rec-step_goal"]);
    expect(recommendations.map((r) => r.title)).toEqual([
      expect.any(String),
      expect.stringMatching(/^Try the “.+” program$/),
      "Set a shared goal",
    ]);
    for (const r of recommendations) {
      expect(r).toMatchObject({ priority: "low", confidence: 60, actionable: true });
      // 'Take Action' finds the same route from the id (lib/services/recommendations/complete-recommendation.ts).
      expect(RECOMMENDATION_RULES[recommendationRuleOf(r.id)!].route).toBe(r.route);
    }
  });

  test("the spec rules come first; next steps fill up to 3 without repeating them", () => {
    const { recommendations } = generateRecommendations({ ...engaged, checkins: [] });
    expect(recommendations[0]!.id).toBe("rec-few_checkins");
    expect(recommendations).toHaveLength(3);
    expect(recommendations.map((r) => r.id)).not.toContain("rec-step_checkin");
    // With a check-in still to make today and no rule saying so, the step names the partner by first name.
    const open = generateRecommendations({ ...engaged, checkins: engaged.checkins.slice(1, 4) });
    expect(nextIds(open)).toContain("rec-step_checkin");
    expect(open.recommendations.find((r) => r.id === "rec-step_checkin")?.title).toBe("Check in with Robin");
  });

  test("it rotates with the local day, pinned: one day after another, the step moves on", () => {
    // A neglected ritual and no check-ins: two spec rules, one step from program, goal, mood and tool.
    const on = (days: number, hourUtc = 23) =>
      nextIds(
        generateRecommendations({
          clock: { now: new Date(Date.UTC(2026, 2, 10 + days, hourUtc)), timeZone: NY },
          moods: [],
          rituals: [ritual("walk", [])],
          checkins: [],
        }),
      );
    expect([0, 1, 2, 3].map((days) => on(days))).toEqual([
      ["rec-low_completion", "rec-few_checkins", "rec-step_mood"],
      ["rec-low_completion", "rec-few_checkins", "rec-step_tools"],
      ["rec-low_completion", "rec-few_checkins", "rec-step_program"],
      ["rec-low_completion", "rec-few_checkins", "rec-step_goal"],
    ]);
    // Same local day, another hour (05:00 EDT): the same list.
    expect(on(0, 9)).toEqual(on(0));
  });

  test("no data at all: still nothing, so the card keeps its empty text", () => {
    expect(generateRecommendations({ clock, moods: [], rituals: [], checkins: [], partnerName: "Robin" })).toEqual({
      recommendations: [],
      stats: { bestTime: null, completionRate: null },
    });
  });
});

function nextIds(result: ReturnType<typeof generateRecommendations>) {
  return result.recommendations.map((r) => r.id);
}
