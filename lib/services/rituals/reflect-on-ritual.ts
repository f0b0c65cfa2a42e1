import { findOwnRitual, insertReflection } from "@/lib/data/rituals";
import { inTransaction } from "@/lib/data/transaction";
import { RITUALS_TEXT } from "@/lib/domain/rituals/view";
import { AppError } from "@/lib/errors";
import type { RitualReflectionInput } from "@/lib/validation/rituals";
import type { CrisisSupport } from "../safety/find-crisis-support";
import { screenForAuthor } from "../safety/screen-for-author";

/**
 * 'Save Reflection' (spec 3 §2, §4): on the person's own copy; the text is private and stored encrypted. Screened
 * (decision 080): the author alone may get the help lines back.
 */
export async function reflectOnRitual({
  userId,
  input,
}: {
  userId: string;
  input: RitualReflectionInput;
}): Promise<{ support: CrisisSupport | null }> {
  // Screened before the write, never after it: a failed read after the commit would answer an error for a saved
  // entry (the outage test holds rows to the successes answered). The author alone gets the lines (decision 080).
  const { support } = await screenForAuthor({ userId, texts: [input.responseText] });
  await inTransaction(async (tx) => {
    if (!(await findOwnRitual(userId, input.ritualId, tx))) throw new AppError("NOT_FOUND", RITUALS_TEXT.notFound);
    await insertReflection(
      {
        ritualId: input.ritualId,
        userId,
        liked: input.liked,
        responseText: input.responseText,
      },
      tx,
    );
  });
  return { support };
}
