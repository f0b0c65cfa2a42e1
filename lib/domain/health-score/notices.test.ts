import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { HistoryPoint } from "./history";
import { dataQualityNotice, estimatedNoteMessage, recentTrend } from "./notices";

function point(day: number, healthScore: number, isInterpolated = false): HistoryPoint {
  return {
    calculationDate: `2026-03-${String(day).padStart(2, "0")}`,
    healthScore,
    moodTrendScore: 50,
    ritualCompletionScore: 0,
    checkinFrequencyScore: 0,
    partnerInteractionScore: 50,
    isInterpolated,
  };
}
/** `n` points of which the first `estimated` are interpolated. */
const points = (n: number, estimated: number) => Array.from({ length: n }, (_, i) => point(i + 1, 60, i < estimated));

describe("dataQualityNotice", () => {
  test("share = interpolated / (7-day points + 30-day points)", () => {
    expect(dataQualityNotice(points(7, 2), points(30, 10)).estimatedShare).toBeCloseTo(12 / 37, 12);
  });
  test("0 → nothing", () => {
    expect(dataQualityNotice(points(7, 0), points(30, 0))).toEqual({ estimatedShare: 0, notice: null });
    expect(dataQualityNotice([], [])).toEqual({ estimatedShare: 0, notice: null });
  });
  test("exactly 50% (at it) → a plain note", () => {
    expect(dataQualityNotice(points(4, 2), points(6, 3))).toEqual({
      estimatedShare: 0.5,
      notice: { kind: "note", message: estimatedNoteMessage(50) },
    });
  });
  test("just above 50% → 'Limited Real Data'", () => {
    expect(dataQualityNotice(points(7, 3), points(30, 16))).toEqual({
      estimatedShare: 19 / 37,
      notice: {
        kind: "limited",
        title: "Limited Real Data",
        message:
          "More than half of these points are estimated from the days around them. Log your mood or a partner " +
          "check-in each day to see your real trend.",
      },
    });
  });
  test("just below 50% → a plain note with the rounded percentage", () => {
    const q = dataQualityNotice(points(7, 2), points(30, 16));
    expect(q.estimatedShare).toBeCloseTo(18 / 37, 12);
    expect(q.notice).toEqual({ kind: "note", message: estimatedNoteMessage(49) });
    expect(estimatedNoteMessage(49)).toBe(
      "49% of these points are estimated from the days around them; the rest come from your logged data.",
    );
  });
  test("a tiny share never reads 0%", () => {
    expect(
      dataQualityNotice(
        points(7, 0),
        Array.from({ length: 300 }, (_, i) => point(1, 60, i === 0)),
      ).notice,
    ).toEqual({
      kind: "note",
      message: estimatedNoteMessage(1),
    });
  });
});

describe("recentTrend", () => {
  test.each([
    [70, 72, { percent: 2.9, points: 2, direction: "up" }],
    [70, 71.99, null],
    [70, 72.01, { percent: 2.9, points: 2.01, direction: "up" }],
    [70, 68, { percent: -2.9, points: -2, direction: "down" }],
    [70, 68.01, null],
    [50, 60, { percent: 20, points: 10, direction: "up" }],
  ] as const)("%s → %s", (older, newer, expected) => {
    expect(recentTrend([point(1, older), point(2, newer)])).toEqual(expected);
  });

  test("a 2-point change that floating point renders as 1.9999999999999716 still shows", () => {
    expect(recentTrend([point(1, 70.1), point(2, 72.1)])).toMatchObject({ points: 2, direction: "up" });
  });

  test("uses the last two real points by date, skipping interpolated ones and ignoring input order", () => {
    const h = [point(5, 90, true), point(4, 60), point(1, 10), point(3, 50), point(6, 99, true)];
    expect(recentTrend(h)).toEqual({ percent: 20, points: 10, direction: "up" });
  });

  test("fewer than two real points → null; an older score of 0 gives no percentage", () => {
    expect(recentTrend([])).toBeNull();
    expect(recentTrend([point(1, 50), point(2, 80, true)])).toBeNull();
    expect(recentTrend([point(1, 0), point(2, 5)])).toEqual({ percent: null, points: 5, direction: "up" });
  });

  test("shown exactly when the real change is at least 2 points", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (a, b) => {
        const t = recentTrend([point(1, a / 100), point(2, b / 100)]);
        expect(t !== null).toBe(Math.abs(b - a) >= 200);
      }),
    );
  });
});
