import { describe, expect, it } from "vitest";

import { scoreCheckUp } from "./score";

const CSI = { happiness: 4, warm: 4, rewarding: 4, satisfied: 4 };
const PHQ = { nervous: 1, worrying: 0, interest: 0, down: 1 };

describe("scoreCheckUp", () => {
  it("scores the CSI-4 with the personal check-in left out", () => {
    for (const phq4 of [undefined, null]) {
      const result = scoreCheckUp({ csi4: CSI, phq4 });
      expect(result.ok && result.score.csi4.total).toBe(16);
      expect(result.ok && result.score.phq4).toBeNull();
    }
  });

  it("scores both when the personal check-in is taken", () => {
    const result = scoreCheckUp({ csi4: CSI, phq4: PHQ });
    expect(result.ok && result.score.phq4).toMatchObject({ total: 2, band: "normal" });
  });

  it("refuses a started but unfinished personal check-in, naming the instrument of each problem", () => {
    const result = scoreCheckUp({ csi4: { ...CSI, warm: 9 }, phq4: { nervous: 1 } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => [problem.instrument, problem.itemId, problem.kind])).toEqual([
      ["CSI-4", "warm", "out_of_range"],
      ["PHQ-4", "worrying", "missing"],
      ["PHQ-4", "interest", "missing"],
      ["PHQ-4", "down", "missing"],
    ]);
    expect(result.message).toContain("9 is outside that.");
    expect(result.message).toContain("Please answer “Feeling down, depressed or hopeless”.");
  });

  it("refuses a check-up without the CSI-4", () => {
    const result = scoreCheckUp({ csi4: undefined, phq4: PHQ });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe("None of the CSI-4's 4 questions was answered.");
  });
});
