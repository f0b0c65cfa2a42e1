import { describe, expect, test } from "vitest";
import { BREATHING_PATTERNS, breathingPhaseAt, cycleMs, findBreathingPattern } from "./breathing";

const box = findBreathingPattern("box")!;
const calm = findBreathingPattern("calm")!;
const fourSevenEight = findBreathingPattern("478")!;

describe("patterns", () => {
  test("the three patterns, named as shown to people, with their cycle lengths", () => {
    expect(BREATHING_PATTERNS.map((pattern) => pattern.name)).toEqual([
      "Box breathing (4-4-4-4)",
      "Calm breathing (4 in, 6 out)",
      "4-7-8",
    ]);
    expect(cycleMs(box)).toBe(16_000);
    expect(cycleMs(calm)).toBe(10_000);
    expect(cycleMs(fourSevenEight)).toBe(19_000);
  });
});

describe("breathingPhaseAt", () => {
  test("starts with breathing in, full length", () => {
    expect(breathingPhaseAt(box, 0)).toEqual({
      phase: "in",
      label: "Breathe in",
      stepIndex: 0,
      secondsLeftInPhase: 4,
      msLeftInPhase: 4000,
      phaseSeconds: 4,
      cycle: 0,
      expanded: true,
    });
  });

  test("seconds left count down and round up", () => {
    expect(breathingPhaseAt(box, 1).secondsLeftInPhase).toBe(4);
    expect(breathingPhaseAt(box, 1000).secondsLeftInPhase).toBe(3);
    expect(breathingPhaseAt(box, 3999).secondsLeftInPhase).toBe(1);
    expect(breathingPhaseAt(box, 5500).msLeftInPhase).toBe(2500);
  });

  test("phase boundaries: a phase ends exactly at its length", () => {
    expect(breathingPhaseAt(box, 3999).phase).toBe("in");
    expect(breathingPhaseAt(box, 4000)).toMatchObject({ phase: "hold", label: "Hold", stepIndex: 1, expanded: true });
    expect(breathingPhaseAt(box, 8000)).toMatchObject({ phase: "out", label: "Breathe out", expanded: false });
    // The second hold of box breathing is with empty lungs: the circle stays small.
    expect(breathingPhaseAt(box, 12_000)).toMatchObject({ phase: "hold", stepIndex: 3, expanded: false });

    expect(breathingPhaseAt(calm, 3999).phase).toBe("in");
    expect(breathingPhaseAt(calm, 4000)).toMatchObject({ phase: "out", secondsLeftInPhase: 6, phaseSeconds: 6 });

    expect(breathingPhaseAt(fourSevenEight, 4000)).toMatchObject({ phase: "hold", secondsLeftInPhase: 7 });
    expect(breathingPhaseAt(fourSevenEight, 10_999)).toMatchObject({ phase: "hold", secondsLeftInPhase: 1 });
    expect(breathingPhaseAt(fourSevenEight, 11_000)).toMatchObject({ phase: "out", secondsLeftInPhase: 8 });
  });

  test("wraps around into the next cycle", () => {
    expect(breathingPhaseAt(box, 15_999)).toMatchObject({ phase: "hold", cycle: 0, secondsLeftInPhase: 1 });
    expect(breathingPhaseAt(box, 16_000)).toMatchObject({ phase: "in", stepIndex: 0, cycle: 1, secondsLeftInPhase: 4 });
    expect(breathingPhaseAt(calm, 25_000)).toMatchObject({ phase: "out", cycle: 2, secondsLeftInPhase: 5 });
    // Five minutes of 4-7-8: 300 s = 15 cycles of 19 s + 15 s, i.e. 4 s into breathing out.
    expect(breathingPhaseAt(fourSevenEight, 300_000)).toMatchObject({ phase: "out", cycle: 15, secondsLeftInPhase: 4 });
  });

  test("a negative elapsed time (clock set backwards) is the start", () => {
    expect(breathingPhaseAt(calm, -5000)).toMatchObject({ phase: "in", cycle: 0, secondsLeftInPhase: 4 });
  });
});
