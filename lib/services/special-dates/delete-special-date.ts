import { AppError } from "@/lib/errors";
import { softDeleteSpecialDateReminders } from "@/lib/data/notifications";
import { deleteOwnSpecialDate } from "@/lib/data/special-dates";
import { inTransaction } from "@/lib/data/transaction";
import type { SpecialDateIdInput } from "@/lib/validation/special-dates";

export interface DeleteSpecialDateOptions {
  userId: string;
  input: SpecialDateIdInput;
  now?: Date;
}

/**
 * Spec 3 §4, §6: only the owner deletes a date; its live reminders (owner's and partner's) are soft-deleted in the
 * same transaction. The delete is keyed on the owner, so it runs first: someone else's id is NOT_FOUND before any
 * reminder is touched.
 */
export async function deleteSpecialDate({ userId, input, now = new Date() }: DeleteSpecialDateOptions): Promise<void> {
  await inTransaction(async (tx) => {
    const removed = await deleteOwnSpecialDate(input.id, userId, tx);
    if (!removed) throw new AppError("NOT_FOUND", "Special date not found");
    await softDeleteSpecialDateReminders(input.id, now, tx);
  });
}
