import { describe, expect, it } from "vitest";

import { CSI4, CSI4_MAX, CSI4_MIN, csi4Level, scoreCsi4 } from "./csi4";

const answers = (happiness: number, warm: number, rewarding: number, satisfied: number) => ({
  happiness,
  warm,
  rewarding,
  satisfied,
});

describe("the CSI-4 as published (Funk & Rogge 2007; sources in docs/check-up.md)", () => {
  it("has the four items in the form's order, word for word", () => {
    expect(CSI4.items.map((item) => item.text)).toEqual([
      "Please indicate the degree of happiness, all things considered, of your relationship.",
      "I have a warm and comfortable relationship with my partner.",
      "How rewarding is your relationship with your partner?",
      "In general, how satisfied are you with your relationship?",
    ]);
  });

  it("scores item 1 from 0 to 6 and items 2 to 4 from 0 to 5, with the published anchors", () => {
    const [happiness, warm, rewarding, satisfied] = CSI4.items;
    expect(happiness!.choices.map((choice) => [choice.value, choice.label])).toEqual([
      [0, "Extremely unhappy"],
      [1, "Fairly unhappy"],
      [2, "A little unhappy"],
      [3, "Happy"],
      [4, "Very happy"],
      [5, "Extremely happy"],
      [6, "Perfect"],
    ]);
    expect(warm!.choices.map((choice) => choice.label)).toEqual([
      "Not at all true",
      "A little true",
      "Somewhat true",
      "Mostly true",
      "Almost completely true",
      "Completely true",
    ]);
    for (const item of [rewarding!, satisfied!]) {
      expect(item.choices.map((choice) => [choice.value, choice.label])).toEqual([
        [0, "Not at all"],
        [1, "A little"],
        [2, "Somewhat"],
        [3, "Mostly"],
        [4, "Almost completely"],
        [5, "Completely"],
      ]);
    }
    expect(warm!.choices.map((choice) => choice.value)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("has a range of 0 to 21 and the commonly cited cut-off of 13.5", () => {
    expect([CSI4_MIN, CSI4_MAX]).toEqual([0, 21]);
  });
});

describe("scoreCsi4: worked examples", () => {
  it("all minimum answers: 0, below the cut-off", () => {
    expect(scoreCsi4(answers(0, 0, 0, 0))).toEqual({
      ok: true,
      score: { total: 0, items: answers(0, 0, 0, 0), level: "below" },
    });
  });

  it("all maximum answers: 6 + 5 + 5 + 5 = 21, clear of the cut-off", () => {
    const result = scoreCsi4(answers(6, 5, 5, 5));
    expect(result.ok && result.score).toMatchObject({ total: 21, level: "above" });
  });

  it("mixed answers: Very happy (4), Mostly true (3), Almost completely (4), Mostly (3) = 14, near the cut-off", () => {
    const result = scoreCsi4(answers(4, 3, 4, 3));
    expect(result.ok && result.score).toMatchObject({ total: 14, level: "near" });
  });

  it("mixed answers: Happy (3) and three Mostly (3) = 12, below the cut-off", () => {
    const result = scoreCsi4(answers(3, 3, 3, 3));
    expect(result.ok && result.score).toMatchObject({ total: 12, level: "below" });
  });

  it("the cut-off's boundary: 13 is below it, 14 is above it (near)", () => {
    const below = scoreCsi4(answers(4, 3, 3, 3));
    const above = scoreCsi4(answers(4, 4, 3, 3));
    expect(below.ok && below.score).toMatchObject({ total: 13, level: "below" });
    expect(above.ok && above.score).toMatchObject({ total: 14, level: "near" });
  });

  it("the near margin's boundary: 15 is near, 16 is clear", () => {
    expect(csi4Level(15)).toBe("near");
    expect(csi4Level(16)).toBe("above");
  });

  it("refuses an answer out of range, naming the question and its anchors", () => {
    const result = scoreCsi4(answers(7, 5, 5, 5));
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          itemId: "happiness",
          kind: "out_of_range",
          message:
            "The answer to “Please indicate the degree of happiness, all things considered, of your relationship.” " +
            "must be from 0 (Extremely unhappy) to 6 (Perfect); 7 is outside that.",
        },
      ],
      message:
        "The answer to “Please indicate the degree of happiness, all things considered, of your relationship.” " +
        "must be from 0 (Extremely unhappy) to 6 (Perfect); 7 is outside that.",
    });
  });

  it("refuses a 6 on a 0–5 item", () => {
    const result = scoreCsi4(answers(6, 6, 5, 5));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toMatchObject([{ itemId: "warm", kind: "out_of_range" }]);
  });

  it("refuses a missing answer", () => {
    const result = scoreCsi4({ happiness: 3, warm: 3, rewarding: 3 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toBe("Please answer “In general, how satisfied are you with your relationship?”.");
    }
  });

  it("scores every combination within 0–21, equal to the sum, and levels it by the cut-off", () => {
    for (let a = 0; a <= 6; a++)
      for (let b = 0; b <= 5; b++)
        for (let c = 0; c <= 5; c++)
          for (let d = 0; d <= 5; d++) {
            const result = scoreCsi4(answers(a, b, c, d));
            if (!result.ok) throw new Error(result.message);
            expect(result.score.total).toBe(a + b + c + d);
            expect(result.score.level === "below").toBe(a + b + c + d < 13.5);
          }
  });
});
