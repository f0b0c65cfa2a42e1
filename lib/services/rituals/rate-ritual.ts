import { findOwnRitual, saveFeedback } from "@/lib/data/rituals";
import { inTransaction } from "@/lib/data/transaction";
import { RITUALS_TEXT } from "@/lib/domain/rituals/view";
import { AppError } from "@/lib/errors";
import type { RitualFeedbackInput } from "@/lib/validation/rituals";

/** Thumbs up / down on a generated ritual (spec 3 §2): one vote per person, changed by voting again. */
export async function rateRitual({ userId, input }: { userId: string; input: RitualFeedbackInput }) {
  await inTransaction(async (tx) => {
    const ritual = await findOwnRitual(userId, input.ritualId, tx);
    if (!ritual || ritual.generatedAt === null) throw new AppError("NOT_FOUND", RITUALS_TEXT.notFound);
    await saveFeedback({ ritualId: ritual.id, userId, liked: input.liked }, tx);
  });
}
