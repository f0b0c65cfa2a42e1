import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findOwnRitual, pairCopies, softDeleteRitualCopies } from "@/lib/data/rituals";
import { inTransaction } from "@/lib/data/transaction";
import { RITUALS_TEXT } from "@/lib/domain/rituals/view";
import { AppError } from "@/lib/errors";
import type { RitualIdInput } from "@/lib/validation/rituals";

/**
 * Delete (spec 3 §4, §6): only the creator (not the partner a ritual was made for); a soft delete, mirrored through
 * the pair to the partner's copy while they are partners (decision 037).
 */
export async function deleteRitual({
  userId,
  input,
  now = new Date(),
}: {
  userId: string;
  input: RitualIdInput;
  now?: Date;
}): Promise<void> {
  await inTransaction(async (tx) => {
    const ritual = await findOwnRitual(userId, input.ritualId, tx);
    if (!ritual) throw new AppError("NOT_FOUND", RITUALS_TEXT.notFound);
    if (ritual.createdForPartnerId !== null) throw new AppError("FORBIDDEN", RITUALS_TEXT.onlyCreator);
    const access = await resolvePartnerAccess(userId, tx);
    const copies = (await pairCopies(ritual, tx)).filter((c) => c.userId === userId || c.userId === access?.partnerId);
    await softDeleteRitualCopies(
      copies.map((c) => c.id),
      now,
      tx,
    );
  });
}
