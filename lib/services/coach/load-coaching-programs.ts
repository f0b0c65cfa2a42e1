import { listCompletedSteps } from "@/lib/data/coaching-progress";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { withReader } from "@/lib/data/transaction";
import { programsFor } from "@/lib/domain/coaching-programs/programs";
import { programProgress, type ProgramProgress } from "@/lib/domain/coaching-programs/progress";

/**
 * The Coaching tab (issue #15): the programs that suit the person (couple programs only with a partner) and their
 * own progress in each. Progress is private: nothing here is read of, or shown to, the partner.
 */
export async function loadCoachingPrograms({ userId }: { userId: string }): Promise<ProgramProgress[]> {
  return withReader(async (reader) => {
    const [access, completed] = await Promise.all([
      resolvePartnerAccess(userId, reader),
      listCompletedSteps(userId, reader),
    ]);
    return programsFor(access !== null).map((program) =>
      programProgress(
        program,
        new Set(completed.filter((row) => row.programId === program.id).map((row) => row.stepId)),
      ),
    );
  });
}
