import { describe, expect, test } from "vitest";
import type { MoodRecord } from "../types";
import { analyzeMoodDecline, decideMoodDecline, type MoodDeclineAnalysis } from "./mood-decline";

const NOW = new Date("2026-03-10T12:00:00Z").getTime();
const HOUR = 3_600_000;

/** Oldest first, one hour apart, ending an hour before NOW. */
function series(values: number[]): MoodRecord[] {
  return values.map((value, i) => ({
    value,
    keywords: [],
    notes: null,
    emotionMetadata: null,
    at: new Date(NOW - (values.length - i) * HOUR),
  }));
}

const analysis = (drop: number, negativeInLatest = 0): MoodDeclineAnalysis => ({
  previousAverage: 2,
  latestAverage: 2 - drop,
  drop,
  negativeInLatest,
});

describe("analyzeMoodDecline", () => {
  test("needs two full groups of 3", () => {
    expect(analyzeMoodDecline(series([3, 3, -3, -3, -3]))).toBeNull();
    expect(analyzeMoodDecline(series([3, 3, 3, -3, -3, -3]))).toEqual({
      previousAverage: 3,
      latestAverage: -3,
      drop: 6,
      negativeInLatest: 3,
    });
  });

  test("uses only the latest 6, by time, whatever the input order", () => {
    const moods = series([-3, -3, 1, 1, 1, 0, -1, -1]);
    const expected = { previousAverage: 1, latestAverage: -2 / 3, negativeInLatest: 2 };
    expect(analyzeMoodDecline(moods)).toMatchObject(expected);
    expect(analyzeMoodDecline([...moods].reverse())).toMatchObject(expected);
    expect(analyzeMoodDecline(moods)!.drop).toBeCloseTo(5 / 3, 12);
  });

  test("moods at the same instant are ordered by value, so the split is deterministic", () => {
    const at = new Date(NOW - HOUR);
    const same = [2, -2, 0, 1, -1, 3].map((value) => ({ ...series([value])[0]!, at }));
    const a = analyzeMoodDecline(same);
    const b = analyzeMoodDecline([...same].reverse());
    expect(a).toEqual(b);
    expect(a).toMatchObject({ previousAverage: -1, latestAverage: 2 });
  });

  test("a mood of exactly 0 is not negative", () => {
    expect(analyzeMoodDecline(series([3, 3, 3, 0, 0, -1]))!.negativeInLatest).toBe(1);
  });
});

describe("decideMoodDecline", () => {
  test("a drop of exactly 1.5 does not trigger; 1.49 neither; 1.51 does", () => {
    expect(decideMoodDecline(analysis(1.5))).toBeNull();
    expect(decideMoodDecline(analysis(1.49))).toBeNull();
    expect(decideMoodDecline(analysis(1.51))).toEqual({ severity: "medium", confidence: 75 });
  });

  test("end to end: 2,2,2 → 0.5,0.5,0.5 is a drop of exactly 1.5 (no insight); 0.49 triggers", () => {
    expect(decideMoodDecline(analyzeMoodDecline(series([2, 2, 2, 0.5, 0.5, 0.5]))!)).toBeNull();
    expect(decideMoodDecline(analyzeMoodDecline(series([2, 2, 2, 0.49, 0.49, 0.49]))!)).toEqual({
      severity: "medium",
      confidence: 75,
    });
  });

  test("float noise just above 1.5 does not trigger", () => {
    expect(decideMoodDecline(analysis(1.5000000000000002))).toBeNull();
  });

  test("severity: 1 of 3 negative → medium, 2 → high, 3 → high", () => {
    expect(decideMoodDecline(analysis(2, 1))!.severity).toBe("medium");
    expect(decideMoodDecline(analysis(2, 2))!.severity).toBe("high");
    expect(decideMoodDecline(analysis(2, 3))!.severity).toBe("high");
  });

  test("integer moods: 1,1,1 → −1,−1,0 drops 5/3, high, confidence round(76.67) = 77", () => {
    expect(decideMoodDecline(analyzeMoodDecline(series([1, 1, 1, -1, -1, 0]))!)).toEqual({
      severity: "high",
      confidence: 77,
    });
  });

  test("confidence rounds half up: a drop of 1.55 → 75.5 → 76", () => {
    expect(decideMoodDecline(analysis(1.55))!.confidence).toBe(76);
    expect(decideMoodDecline(analysis(2.04))!.confidence).toBe(80);
  });

  test("confidence cap: drop 3.4 → 94, 3.5 → exactly 95, 3.6 → 95 (not 96), 6 → 95", () => {
    expect(decideMoodDecline(analysis(3.4))!.confidence).toBe(94);
    expect(decideMoodDecline(analysis(3.5))!.confidence).toBe(95);
    expect(decideMoodDecline(analysis(3.6))!.confidence).toBe(95);
    expect(decideMoodDecline(analysis(6))!.confidence).toBe(95);
  });
});
