/**
 * Paced-breathing patterns as data, and where in a pattern a given moment falls. The client only reads the clock and
 * renders; everything about phases, boundaries and cycles is decided here so it can be tested without a browser.
 */

export type BreathingPhaseKind = "in" | "hold" | "out";

export interface BreathingStep {
  kind: BreathingPhaseKind;
  seconds: number;
}

export interface BreathingPattern {
  id: "box" | "calm" | "478";
  name: string;
  steps: readonly BreathingStep[];
}

export const BREATHING_PATTERNS: readonly BreathingPattern[] = [
  {
    id: "box",
    name: "Box breathing (4-4-4-4)",
    steps: [
      { kind: "in", seconds: 4 },
      { kind: "hold", seconds: 4 },
      { kind: "out", seconds: 4 },
      { kind: "hold", seconds: 4 },
    ],
  },
  {
    id: "calm",
    name: "Calm breathing (4 in, 6 out)",
    steps: [
      { kind: "in", seconds: 4 },
      { kind: "out", seconds: 6 },
    ],
  },
  {
    id: "478",
    name: "4-7-8",
    steps: [
      { kind: "in", seconds: 4 },
      { kind: "hold", seconds: 7 },
      { kind: "out", seconds: 8 },
    ],
  },
];

export const BREATHING_MINUTES = [1, 3, 5] as const;

const PHASE_LABELS: Record<BreathingPhaseKind, string> = {
  in: "Breathe in",
  hold: "Hold",
  out: "Breathe out",
};

export interface BreathingMoment {
  phase: BreathingPhaseKind;
  label: string;
  /** Index into pattern.steps, so two holds in one cycle (box breathing) are told apart. */
  stepIndex: number;
  /** Whole seconds, rounded up: a 4-second phase counts 4, 3, 2, 1. */
  secondsLeftInPhase: number;
  msLeftInPhase: number;
  phaseSeconds: number;
  /** 0 for the first cycle. */
  cycle: number;
  /**
   * Whether the lungs are full at the end of this phase: the circle grows on "in", shrinks on "out" and keeps the
   * size it had on "hold" (full after breathing in, empty after breathing out).
   */
  expanded: boolean;
}

export function cycleMs(pattern: BreathingPattern): number {
  return pattern.steps.reduce((sum, step) => sum + step.seconds * 1000, 0);
}

export function breathingPhaseAt(pattern: BreathingPattern, elapsedMs: number): BreathingMoment {
  const cycleLength = cycleMs(pattern);
  const elapsed = Math.max(0, elapsedMs);
  const cycle = Math.floor(elapsed / cycleLength);
  let into = elapsed - cycle * cycleLength;
  let expanded = false;
  for (const [stepIndex, step] of pattern.steps.entries()) {
    const stepMs = step.seconds * 1000;
    if (step.kind !== "hold") expanded = step.kind === "in";
    if (into < stepMs) {
      return {
        phase: step.kind,
        label: PHASE_LABELS[step.kind],
        stepIndex,
        secondsLeftInPhase: Math.ceil((stepMs - into) / 1000),
        msLeftInPhase: stepMs - into,
        phaseSeconds: step.seconds,
        cycle,
        expanded,
      };
    }
    into -= stepMs;
  }
  // Unreachable: `into` is always below the cycle length, which is the sum of the steps.
  throw new Error(`breathingPhaseAt: no step at ${elapsedMs} ms in ${pattern.id}`);
}

export function findBreathingPattern(id: string): BreathingPattern | undefined {
  return BREATHING_PATTERNS.find((pattern) => pattern.id === id);
}
