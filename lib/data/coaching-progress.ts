import { and, eq } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { coachingProgress } from "@/db/schema";

/** The Coaching tab's progress (issue #15): the steps a person marked done, keyed by their own id only. */

export interface CompletedStep {
  programId: string;
  stepId: string;
  completedAt: Date;
}

export async function listCompletedSteps(userId: string, executor: Executor = db()): Promise<CompletedStep[]> {
  return executor
    .select({
      programId: coachingProgress.programId,
      stepId: coachingProgress.stepId,
      completedAt: coachingProgress.completedAt,
    })
    .from(coachingProgress)
    .where(eq(coachingProgress.userId, userId));
}

/** Idempotent: marking a step twice keeps the first time it was done. */
export async function markStepDone(
  userId: string,
  programId: string,
  stepId: string,
  executor: Executor = db(),
): Promise<void> {
  await executor.insert(coachingProgress).values({ userId, programId, stepId }).onConflictDoNothing();
}

export async function unmarkStep(
  userId: string,
  programId: string,
  stepId: string,
  executor: Executor = db(),
): Promise<void> {
  await executor
    .delete(coachingProgress)
    .where(
      and(
        eq(coachingProgress.userId, userId),
        eq(coachingProgress.programId, programId),
        eq(coachingProgress.stepId, stepId),
      ),
    );
}

/** Starting a program again: its steps are cleared, the others kept. */
export async function clearProgram(userId: string, programId: string, executor: Executor = db()): Promise<void> {
  await executor
    .delete(coachingProgress)
    .where(and(eq(coachingProgress.userId, userId), eq(coachingProgress.programId, programId)));
}
