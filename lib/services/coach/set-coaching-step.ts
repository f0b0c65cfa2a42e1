import { markStepDone, unmarkStep } from "@/lib/data/coaching-progress";
import { findProgram } from "@/lib/domain/coaching-programs/programs";
import { AppError } from "@/lib/errors";
import type { CoachingStepInput } from "@/lib/validation/coach";

/** Only the catalogue's programs and steps are stored: an id from nowhere is refused, not kept as a stray row. */
export function programOf(programId: string) {
  const program = findProgram(programId);
  if (!program) throw new AppError("NOT_FOUND", "Unknown program");
  return program;
}

/** Marks one step of a Coaching program done or not done (issue #15). Idempotent both ways. */
export async function setCoachingStep({ userId, input }: { userId: string; input: CoachingStepInput }): Promise<void> {
  const program = programOf(input.programId);
  if (!program.steps.some((step) => step.id === input.stepId)) throw new AppError("NOT_FOUND", "Unknown step");
  if (input.done) await markStepDone(userId, program.id, input.stepId);
  else await unmarkStep(userId, program.id, input.stepId);
}
