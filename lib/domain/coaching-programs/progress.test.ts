import { expect, test } from "vitest";
import { findProgram } from "./programs";
import { programProgress } from "./progress";

const program = findProgram("soft-start-up")!;
const ids = program.steps.map((step) => step.id);

test("nothing done: the first step is next", () => {
  const progress = programProgress(program, new Set());
  expect(progress).toMatchObject({ doneCount: 0, nextStepId: ids[0], complete: false });
  expect(progress.steps.every((step) => !step.done)).toBe(true);
});

test("steps may be done out of order; the first not done is next", () => {
  const progress = programProgress(program, new Set([ids[1]!]));
  expect(progress).toMatchObject({ doneCount: 1, nextStepId: ids[0] });
  expect(progress.steps[1]!.done).toBe(true);
});

test("every step done: complete, nothing next; ids not in the catalogue are ignored", () => {
  const progress = programProgress(program, new Set([...ids, "retired-step"]));
  expect(progress).toMatchObject({ doneCount: ids.length, nextStepId: null, complete: true });
});
