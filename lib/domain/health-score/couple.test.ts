import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  COMPARISON_SIMILAR_BELOW,
  COMPARISON_SOME_BELOW,
  IMBALANCE_HIGH_ABOVE,
  IMBALANCE_MEDIUM_ABOVE,
} from "./constants";
import { comparisonLabel, computeCoupleScore, imbalanceFor } from "./couple";
import { scoreOf as hs, utc, UTC_NOON_2026_03_10 as clock, workedExample1, workedExample2 } from "./fixtures";
import { computeHealthScore } from "./score";

describe("spec constants", () => {
  test("imbalance over 30 / over 15; comparison under 5 / under 15", () => {
    expect([IMBALANCE_HIGH_ABOVE, IMBALANCE_MEDIUM_ABOVE]).toEqual([30, 15]);
    expect([COMPARISON_SIMILAR_BELOW, COMPARISON_SOME_BELOW]).toEqual([5, 15]);
  });
});

describe("imbalance", () => {
  test.each([
    [30.01, "high", "Significant perception gap", true],
    [30, "medium", "Some differences in perception", true],
    [29.99, "medium", "Some differences in perception", true],
    [15.01, "medium", "Some differences in perception", true],
    [15, "low", "Well-aligned perceptions", false],
    [14.99, "low", "Well-aligned perceptions", false],
    [0, "low", "Well-aligned perceptions", false],
    [-30.01, "high", "Significant perception gap", true],
  ] as const)("gap %s → %s", (gap, level, label, showWarning) => {
    expect(imbalanceFor(gap)).toEqual({ level, label, showWarning });
  });

  test("read from the rounded gap: 78.3 − 48.3 is exactly 30 (medium), not 30.000000000000004", () => {
    const couple = computeCoupleScore({ user: hs(78.3), partner: hs(48.3) });
    expect(couple.scoreImbalance).toBe(30);
    expect(couple.imbalance?.level).toBe("medium");
  });
});

describe("component comparison", () => {
  test.each([
    [0, "Similar"],
    [4.99, "Similar"],
    [5, "Some difference"],
    [5.01, "Some difference"],
    [14.99, "Some difference"],
    [15, "Significant difference"],
    [15.01, "Significant difference"],
    [-15, "Significant difference"],
  ] as const)("difference %s → %s", (d, label) => {
    expect(comparisonLabel(d)).toBe(label);
  });

  test("per component, with names; significant ones become areas to focus on, largest first", () => {
    const couple = computeCoupleScore({
      user: hs(70, {
        partnerInteractionScore: 80,
        moodTrendScore: 60,
        checkinFrequencyScore: 90,
        ritualCompletionScore: 20,
      }),
      partner: hs(60, {
        partnerInteractionScore: 65,
        moodTrendScore: 64.99,
        checkinFrequencyScore: 80,
        ritualCompletionScore: 60,
      }),
      partnerId: "p1",
    });
    expect(couple.componentComparison).toEqual([
      {
        component: "partnerInteraction",
        name: "Partner Connection",
        user: 80,
        partner: 65,
        difference: 15,
        signedDifference: 15,
        label: "Significant difference",
      },
      {
        component: "moodTrend",
        name: "Mood Trend",
        user: 60,
        partner: 64.99,
        difference: 4.99,
        signedDifference: -4.99,
        label: "Similar",
      },
      {
        component: "checkinFrequency",
        name: "Check-in Frequency",
        user: 90,
        partner: 80,
        difference: 10,
        signedDifference: 10,
        label: "Some difference",
      },
      {
        component: "ritualCompletion",
        name: "Ritual Completion",
        user: 20,
        partner: 60,
        difference: 40,
        signedDifference: -40,
        label: "Significant difference",
      },
    ]);
    expect(couple.areasToFocus.map((a) => a.name)).toEqual(["Ritual Completion", "Partner Connection"]);
    expect(couple).toMatchObject({
      view: "couple",
      title: "Relationship Health",
      coupleHealthScore: 65,
      partnerId: "p1",
    });
    expect(couple.imbalance).toEqual({ level: "low", label: "Well-aligned perceptions", showWarning: false });
    expect(couple.showWarning).toBe(false);
  });
});

describe("computeCoupleScore", () => {
  test("without a partner: the individual view, couple score = user score, nothing compared", () => {
    const last = utc("2026-03-10");
    expect(computeCoupleScore({ user: hs(72.5), partner: null, userLastUpdated: last })).toEqual({
      view: "individual",
      title: "Individual Health",
      coupleHealthScore: 72.5,
      userHealthScore: 72.5,
      partnerHealthScore: null,
      partnerId: null,
      scoreImbalance: null,
      imbalance: null,
      showWarning: false,
      userComponents: {
        partnerInteractionScore: 50,
        moodTrendScore: 50,
        checkinFrequencyScore: 50,
        ritualCompletionScore: 50,
      },
      partnerComponents: null,
      componentComparison: [],
      areasToFocus: [],
      userLastUpdated: last,
      partnerLastUpdated: null,
    });
  });

  test("the couple score is the mean of both, rounded to 2 decimals, and symmetric", () => {
    expect(computeCoupleScore({ user: hs(82.95), partner: hs(30.54) }).coupleHealthScore).toBe(56.75);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (a, b) => {
        const ab = computeCoupleScore({ user: hs(a / 100), partner: hs(b / 100) });
        const ba = computeCoupleScore({ user: hs(b / 100), partner: hs(a / 100) });
        expect(ab.coupleHealthScore).toBe(ba.coupleHealthScore);
        expect(ab.scoreImbalance).toBe(ba.scoreImbalance);
        expect(ab.coupleHealthScore).toBeGreaterThanOrEqual(Math.min(a, b) / 100);
        expect(ab.coupleHealthScore).toBeLessThanOrEqual(Math.max(a, b) / 100);
      }),
    );
  });

  test("worked example 3: the couple view", () => {
    // The people of worked examples 1 (user) and 2 (partner).
    const user = computeHealthScore({ clock, timeframeDays: 7, ...workedExample1() });
    const partner = computeHealthScore({ clock, timeframeDays: 7, ...workedExample2() });
    const couple = computeCoupleScore({ user, partner });
    expect(couple).toMatchObject({
      coupleHealthScore: 56.75,
      userHealthScore: 82.95,
      partnerHealthScore: 30.54,
      scoreImbalance: 52.41,
      imbalance: { level: "high", label: "Significant perception gap", showWarning: true },
    });
    expect(couple.componentComparison.map((c) => [c.name, c.difference, c.label])).toEqual([
      ["Partner Connection", 48.13, "Significant difference"],
      ["Mood Trend", 28.34, "Significant difference"],
      ["Check-in Frequency", 47.14, "Significant difference"],
      ["Ritual Completion", 57.14, "Significant difference"],
    ]);
    expect(couple.areasToFocus.map((c) => c.name)).toEqual([
      "Ritual Completion",
      "Partner Connection",
      "Check-in Frequency",
      "Mood Trend",
    ]);
  });
});
