import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { emptyBucket, type DayBucket } from "./buckets";
import {
  checkinFrequency,
  dailyMoodSlope,
  dataDays,
  gottmanRatioScore,
  interactionScore,
  moodDirectionScore,
  moodTrend,
  ritualCompletion,
  scaleToScore,
} from "./components";

function day(over: Partial<DayBucket> = {}): DayBucket {
  return { ...emptyBucket("2026-03-01"), ...over };
}
const week = (...over: Partial<DayBucket>[]) => Array.from({ length: 7 }, (_, i) => day(over[i] ?? {}));
const checkinDays = (...has: boolean[]) => has.map((h) => day({ checkinCount: h ? 1 : 0 }));

describe("scaleToScore", () => {
  test("−3..3 maps linearly onto 0..100 and clamps outside", () => {
    expect(scaleToScore(-3)).toBe(0);
    expect(scaleToScore(0)).toBe(50);
    expect(scaleToScore(3)).toBe(100);
    expect(scaleToScore(1.5)).toBe(75);
    expect(scaleToScore(9)).toBe(100);
    expect(scaleToScore(-9)).toBe(0);
  });
});

describe("gottmanRatioScore", () => {
  test("1:1 → 50, 5:1 → 100, 1:5 → 0, beyond the target stays at the ends", () => {
    expect(gottmanRatioScore(3, 3)).toBe(50);
    expect(gottmanRatioScore(5, 1)).toBeCloseTo(100, 10);
    expect(gottmanRatioScore(1, 5)).toBeCloseTo(0, 10);
    expect(gottmanRatioScore(50, 1)).toBe(100);
    expect(gottmanRatioScore(1, 50)).toBe(0);
  });
  test("2:1 and 1:2 mirror around 50 (log scale)", () => {
    expect(gottmanRatioScore(2, 1)).toBeCloseTo(71.5338, 3);
    expect(gottmanRatioScore(1, 2)).toBeCloseTo(28.4662, 3);
    expect(gottmanRatioScore(4, 1)).toBeCloseTo(93.0677, 3);
  });
  test("no signals → neutral 50; only positive → 100; only negative → 0", () => {
    expect(gottmanRatioScore(0, 0)).toBe(50);
    expect(gottmanRatioScore(1, 0)).toBe(100);
    expect(gottmanRatioScore(0, 1)).toBe(0);
  });
  test("never decreases with more positive signals, never increases with more negative ones", () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(40), fc.integer({ min: 1, max: 10 }), (p, n, more) => {
        expect(gottmanRatioScore(p + more, n)).toBeGreaterThanOrEqual(gottmanRatioScore(p, n));
        expect(gottmanRatioScore(p, n + more)).toBeLessThanOrEqual(gottmanRatioScore(p, n));
      }),
    );
  });
});

describe("interactionScore", () => {
  test("no check-ins → neutral 50", () => {
    expect(interactionScore({ count: 0, scoreSum: 0, positive: 0, negative: 0 })).toBe(50);
  });
  test("half level, half ratio", () => {
    // mean 1.4 → 73.33; 8:2 = 4:1 → 93.07; blend 83.20
    expect(interactionScore({ count: 5, scoreSum: 7, positive: 8, negative: 2 })).toBeCloseTo(83.2005, 3);
    // all at 3 with positive feelings → 100
    expect(interactionScore({ count: 2, scoreSum: 6, positive: 4, negative: 0 })).toBe(100);
    // all at −3 with negative feelings → 0
    expect(interactionScore({ count: 2, scoreSum: -6, positive: 0, negative: 4 })).toBe(0);
  });
});

describe("moodTrend", () => {
  test("no moods → neutral 50", () => {
    expect(moodTrend(week())).toBe(50);
  });
  test("a single mood: level only, direction flat", () => {
    // mean 2 → 83.33; 0.75 × 83.33 + 0.25 × 50 = 75
    expect(moodTrend(week({ moodCount: 1, moodSum: 2 }))).toBeCloseTo(75, 10);
  });
  test("slope is fitted on daily means against day index", () => {
    const w = week({ moodCount: 2, moodSum: -2 }, {}, {}, {}, {}, {}, { moodCount: 1, moodSum: 1 });
    expect(dailyMoodSlope(w)).toBeCloseTo(2 / 6, 10);
    // mean of the 3 moods = −1/3 → 44.44; slope 1/3 a day = 2.33 a week → capped → 100
    expect(moodTrend(w)).toBeCloseTo(0.75 * ((-1 / 3 + 3) / 6) * 100 + 25, 10);
  });
  test("direction: ±2 points a week saturate, flat is 50", () => {
    expect(moodDirectionScore(0)).toBe(50);
    expect(moodDirectionScore(1 / 7)).toBeCloseTo(75, 10);
    expect(moodDirectionScore(2 / 7)).toBeCloseTo(100, 10);
    expect(moodDirectionScore(-2 / 7)).toBeCloseTo(0, 10);
    expect(moodDirectionScore(5)).toBe(100);
  });
  test("raising every mood by the same amount never lowers it", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: -3, max: 2 }), { nil: null }), { minLength: 7, maxLength: 7 }),
        (values) => {
          const build = (shift: number) =>
            values.map((v) => (v === null ? day() : day({ moodCount: 1, moodSum: v + shift })));
          expect(moodTrend(build(1))).toBeGreaterThanOrEqual(moodTrend(build(0)));
        },
      ),
    );
  });
});

describe("checkinFrequency", () => {
  test("every day → 100; no day → 0", () => {
    expect(checkinFrequency(checkinDays(true, true, true, true, true, true, true), false)).toBeCloseTo(100, 10);
    expect(checkinFrequency(checkinDays(false, false, false, false, false, false, false), false)).toBe(0);
  });
  test("spread beats bunched: every other day vs four in a row", () => {
    // 4/7 coverage; longest gap 1 → 0.7 × 4/7 + 0.3 × 6/7 = 65.71
    expect(checkinFrequency(checkinDays(true, false, true, false, true, false, true), false)).toBeCloseTo(65.714, 3);
    // 4/7 coverage; longest gap 3 → 0.7 × 4/7 + 0.3 × 4/7 = 57.14
    expect(checkinFrequency(checkinDays(true, true, true, true, false, false, false), false)).toBeCloseTo(57.143, 3);
  });
  test("today without a check-in yet is left out while pending, counted once over", () => {
    const w = checkinDays(true, true, true, true, true, true, false);
    expect(checkinFrequency(w, true)).toBeCloseTo(100, 10);
    expect(checkinFrequency(w, false)).toBeCloseTo(100 * (0.7 * (6 / 7) + 0.3 * (6 / 7)), 10);
    // A check-in already made today counts.
    expect(checkinFrequency(checkinDays(false, false, false, false, false, false, true), true)).toBeCloseTo(
      100 * (0.7 / 7 + (0.3 * 1) / 7),
      10,
    );
  });
  test("no finished day to judge (an empty window, or only today still pending) reads 0, not NaN", () => {
    expect(checkinFrequency([], true)).toBe(0);
    expect(checkinFrequency([], false)).toBe(0);
    expect(checkinFrequency(checkinDays(false), true)).toBe(0);
    expect(checkinFrequency(checkinDays(true), true)).toBeCloseTo(100, 10);
  });
  test("a day with only an answer to the question for two counts half, and breaks a gap (issue #37)", () => {
    const answered = day({ questionAnswers: 1 });
    const none = day();
    // Coverage (1 + 0.5) / 7, longest gap 3 (the answer day ends the first run of empty days).
    expect(checkinFrequency([day({ checkinCount: 1 }), none, none, none, answered, none, none], false)).toBeCloseTo(
      100 * ((0.7 * 1.5) / 7 + 0.3 * (1 - 3 / 7)),
      10,
    );
    // A check-in and an answer on one day count as the check-in.
    expect(checkinFrequency([day({ checkinCount: 1, questionAnswers: 2 })], false)).toBeCloseTo(100, 10);
    // docs/health-score.md's example: check-ins Monday and Thursday, answers only Tuesday and Saturday.
    const week = [day({ checkinCount: 1 }), answered, none, day({ checkinCount: 1 }), none, answered, none];
    expect(checkinFrequency(week, false)).toBeCloseTo(55.714, 3);
    expect(
      checkinFrequency(
        week.map((b) => ({ ...b, questionAnswers: 0 })),
        false,
      ),
    ).toBeCloseTo(37.143, 3);
    // Today with only an answer is counted, not left pending.
    expect(checkinFrequency([none, answered], true)).toBeCloseTo(100 * ((0.7 * 0.5) / 2 + 0.3 * (1 - 1 / 2)), 10);
  });
  test("adding a check-in on any day never lowers it", () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 7, maxLength: 30 }),
        fc.nat(),
        fc.boolean(),
        (has, k, pending) => {
          const more = [...has];
          more[k % has.length] = true;
          expect(checkinFrequency(checkinDays(...more), pending)).toBeGreaterThanOrEqual(
            checkinFrequency(checkinDays(...has), pending),
          );
        },
      ),
    );
  });
});

describe("ritualCompletion", () => {
  test("completed ritual-days over active ritual-days", () => {
    const w = week(
      { ritualsActive: 2, ritualsCompleted: 2 },
      { ritualsActive: 2, ritualsCompleted: 1 },
      { ritualsActive: 2 },
      { ritualsActive: 2, ritualsCompleted: 1 },
    );
    expect(ritualCompletion(w, false)).toBeCloseTo((100 * 4) / 8, 10);
  });
  test("no active ritual → 0", () => {
    expect(ritualCompletion(week(), false)).toBe(0);
  });
  test("today's undone rituals do not count while pending", () => {
    const w = week({ ritualsActive: 1, ritualsCompleted: 1 });
    w[6] = day({ ritualsActive: 1 });
    expect(ritualCompletion(w, true)).toBe(100);
    expect(ritualCompletion(w, false)).toBe(50);
  });
  test("one more completion never lowers it", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .integer({ min: 0, max: 4 })
            .chain((active) => fc.tuple(fc.constant(active), fc.integer({ min: 0, max: active }))),
          { minLength: 7, maxLength: 7 },
        ),
        fc.nat(6),
        fc.boolean(),
        (days, k, pending) => {
          const base = days.map(([a, c]) => day({ ritualsActive: a, ritualsCompleted: c }));
          const [a, c] = days[k]!;
          fc.pre(c < a);
          const more = base.map((b, i) => (i === k ? day({ ritualsActive: a, ritualsCompleted: c + 1 }) : b));
          expect(ritualCompletion(more, pending)).toBeGreaterThanOrEqual(ritualCompletion(base, pending));
        },
      ),
    );
  });
});

describe("dataDays", () => {
  test("counts days with a mood or a partner check-in, once each", () => {
    expect(
      dataDays(
        week(
          { moodCount: 2 },
          { checkinCount: 1 },
          { moodCount: 1, checkinCount: 3 },
          { ritualsActive: 1, ritualsCompleted: 1 },
        ),
      ),
    ).toBe(3);
  });
});
