import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { scoreBand } from "./bands";
import { BAND_EXCELLENT_MIN, BAND_FAIR_MIN, BAND_GOOD_MIN, COLOUR_GREEN_MIN, COLOUR_YELLOW_MIN } from "./constants";

describe("scoreBand (spec §4.2)", () => {
  test("thresholds are 80 / 60 / 40, colours at 80 / 60", () => {
    expect([BAND_EXCELLENT_MIN, BAND_GOOD_MIN, BAND_FAIR_MIN]).toEqual([80, 60, 40]);
    expect([COLOUR_GREEN_MIN, COLOUR_YELLOW_MIN]).toEqual([80, 60]);
  });

  test.each([
    [100, "Excellent", "green"],
    [80.01, "Excellent", "green"],
    [80, "Excellent", "green"],
    [79.99, "Good", "yellow"],
    [60.01, "Good", "yellow"],
    [60, "Good", "yellow"],
    [59.99, "Fair", "red"],
    [40.01, "Fair", "red"],
    [40, "Fair", "red"],
    [39.99, "Needs Attention", "red"],
    [0, "Needs Attention", "red"],
  ] as const)("%s → %s, %s", (score, label, colour) => {
    expect(scoreBand(score)).toEqual({ label, colour });
  });

  test("a higher score never gets a lower band", () => {
    const rank = ["Needs Attention", "Fair", "Good", "Excellent"];
    const colours = ["red", "yellow", "green"];
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(rank.indexOf(scoreBand(hi).label)).toBeGreaterThanOrEqual(rank.indexOf(scoreBand(lo).label));
          expect(colours.indexOf(scoreBand(hi).colour)).toBeGreaterThanOrEqual(colours.indexOf(scoreBand(lo).colour));
        },
      ),
    );
  });
});
