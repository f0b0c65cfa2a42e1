import { setRitualArchived } from "@/lib/data/rituals";
import { inTransaction } from "@/lib/data/transaction";
import { RITUALS_TEXT } from "@/lib/domain/rituals/view";
import { AppError } from "@/lib/errors";
import type { RitualArchiveInput } from "@/lib/validation/rituals";

/**
 * Archive or restore (decision 050): a ritual stays on the active list until its owner archives it, and Restore puts
 * it back. Only the person's own copy, whoever created it: on a shared ritual each partner decides for their own list,
 * so nothing is mirrored through the pair. Someone else's ritual is not found, as for every ritual action.
 */
export async function archiveRitual({
  userId,
  input,
  now = new Date(),
}: {
  userId: string;
  input: RitualArchiveInput;
  now?: Date;
}): Promise<void> {
  await inTransaction(async (tx) => {
    const found = await setRitualArchived(
      {
        userId,
        ritualId: input.ritualId,
        archivedAt: input.archived ? now : null,
      },
      tx,
    );
    if (!found) throw new AppError("NOT_FOUND", RITUALS_TEXT.notFound);
  });
}
