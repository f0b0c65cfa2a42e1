import { findOwnRitual, insertReflection } from "@/lib/data/rituals";
import { inTransaction } from "@/lib/data/transaction";
import { AppError } from "@/lib/errors";
import type { RitualReflectionInput } from "@/lib/validation/rituals";
import { RITUAL_NOT_FOUND } from "./complete-ritual";

/** 'Save Reflection' (spec 3 §2, §4): on the person's own copy; the text is private and stored encrypted. */
export async function reflectOnRitual({ userId, input }: { userId: string; input: RitualReflectionInput }) {
  await inTransaction(async (tx) => {
    if (!(await findOwnRitual(userId, input.ritualId, tx))) throw new AppError("NOT_FOUND", RITUAL_NOT_FOUND);
    await insertReflection(tx, {
      ritualId: input.ritualId,
      userId,
      liked: input.liked,
      responseText: input.responseText,
    });
  });
}
