import type { CoachingProgram, ProgramStep } from "./programs";

/** A program as one person sees it: which steps they marked done, and where to pick up. */
export interface ProgramProgress {
  program: CoachingProgram;
  steps: (ProgramStep & { done: boolean })[];
  doneCount: number;
  /** The first step not done yet; null when all are. */
  nextStepId: string | null;
  complete: boolean;
}

/**
 * Steps are done in any order (a person may skip ahead and come back); ids no longer in the catalogue are ignored,
 * so retiring a step never shows a count above the number of steps.
 */
export function programProgress(program: CoachingProgram, doneStepIds: ReadonlySet<string>): ProgramProgress {
  const steps = program.steps.map((step) => ({ ...step, done: doneStepIds.has(step.id) }));
  const doneCount = steps.filter((step) => step.done).length;
  const next = steps.find((step) => !step.done);
  return { program, steps, doneCount, nextStepId: next?.id ?? null, complete: next === undefined };
}
