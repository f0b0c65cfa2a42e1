import { describe, expect, it } from "vitest";

import { PHQ4, PHQ4_BANDS, PHQ4_STEM, phq4Band, scorePhq4 } from "./phq4";

const answers = (nervous: number, worrying: number, interest: number, down: number) => ({
  nervous,
  worrying,
  interest,
  down,
});

describe("the PHQ-4 as published (Kroenke et al. 2009; sources in docs/check-up.md)", () => {
  it("asks the GAD-2 then the PHQ-2 under the two-week stem, with the 0–3 frequency anchors", () => {
    expect(PHQ4_STEM).toBe("Over the last 2 weeks, how often have you been bothered by the following problems?");
    expect(PHQ4.items.map((item) => item.text)).toEqual([
      "Feeling nervous, anxious or on edge",
      "Not being able to stop or control worrying",
      "Little interest or pleasure in doing things",
      "Feeling down, depressed or hopeless",
    ]);
    for (const item of PHQ4.items) {
      expect(item.choices.map((choice) => [choice.value, choice.label])).toEqual([
        [0, "Not at all"],
        [1, "Several days"],
        [2, "More than half the days"],
        [3, "Nearly every day"],
      ]);
    }
  });

  it("has subscale thresholds of 3 and total bands 0–2, 3–5, 6–8, 9–12", () => {
    expect(PHQ4_BANDS.map((band) => [band.band, band.from, band.to])).toEqual([
      ["normal", 0, 2],
      ["mild", 3, 5],
      ["moderate", 6, 8],
      ["severe", 9, 12],
    ]);
  });
});

describe("scorePhq4: worked examples", () => {
  it("all minimum answers: 0, normal, neither subscale at threshold", () => {
    expect(scorePhq4(answers(0, 0, 0, 0))).toEqual({
      ok: true,
      score: {
        total: 0,
        anxiety: 0,
        depression: 0,
        band: "normal",
        anxietyAtThreshold: false,
        depressionAtThreshold: false,
        items: answers(0, 0, 0, 0),
      },
    });
  });

  it("all maximum answers: 12, severe, both subscales 6", () => {
    const result = scorePhq4(answers(3, 3, 3, 3));
    expect(result.ok && result.score).toMatchObject({
      total: 12,
      anxiety: 6,
      depression: 6,
      band: "severe",
      anxietyAtThreshold: true,
      depressionAtThreshold: true,
    });
  });

  it("mixed answers: GAD-2 2 + 1 = 3 (at threshold), PHQ-2 1 + 1 = 2 (below), total 5 (mild)", () => {
    const result = scorePhq4(answers(2, 1, 1, 1));
    expect(result.ok && result.score).toMatchObject({
      total: 5,
      anxiety: 3,
      depression: 2,
      band: "mild",
      anxietyAtThreshold: true,
      depressionAtThreshold: false,
    });
  });

  it("the subscale thresholds' boundary: 2 is below, 3 is at it, on each subscale", () => {
    const below = scorePhq4(answers(1, 1, 2, 0));
    const at = scorePhq4(answers(2, 1, 0, 3));
    expect(below.ok && below.score).toMatchObject({ anxietyAtThreshold: false, depressionAtThreshold: false });
    expect(at.ok && at.score).toMatchObject({ anxietyAtThreshold: true, depressionAtThreshold: true });
  });

  it("a total can be mild with neither subscale at threshold (2 + 2)", () => {
    const result = scorePhq4(answers(1, 1, 1, 1));
    expect(result.ok && result.score).toMatchObject({ total: 4, band: "mild", anxietyAtThreshold: false });
  });

  it.each([
    [2, "normal"],
    [3, "mild"],
    [5, "mild"],
    [6, "moderate"],
    [8, "moderate"],
    [9, "severe"],
    [12, "severe"],
  ] as const)("band boundary: %i is %s", (total, band) => {
    expect(phq4Band(total)).toBe(band);
  });

  it("refuses an answer out of range", () => {
    const result = scorePhq4(answers(0, 4, 0, 0));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toBe(
        "The answer to “Not being able to stop or control worrying” must be from 0 (Not at all) to 3 " +
          "(Nearly every day); 4 is outside that.",
      );
    }
  });

  it("refuses a missing answer", () => {
    const result = scorePhq4({ nervous: 0, worrying: 0, interest: 0 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe("Please answer “Feeling down, depressed or hopeless”.");
  });
});
