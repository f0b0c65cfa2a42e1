import { clearProgram } from "@/lib/data/coaching-progress";
import type { RestartProgramInput } from "@/lib/validation/coach";
import { programOf } from "./set-coaching-step";

/** 'Start again': the program's steps are cleared; other programs keep theirs. */
export async function restartCoachingProgram({
  userId,
  input,
}: {
  userId: string;
  input: RestartProgramInput;
}): Promise<void> {
  await clearProgram(userId, programOf(input.programId).id);
}
