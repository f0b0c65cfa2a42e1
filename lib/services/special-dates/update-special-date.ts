import { AppError } from "@/lib/errors";
import { softDeleteSpecialDateReminders } from "@/lib/data/notifications";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { updateOwnSpecialDate } from "@/lib/data/special-dates";
import { inTransaction } from "@/lib/data/transaction";
import type { UpdateSpecialDateInput } from "@/lib/validation/special-dates";
import type { CrisisSupport } from "../safety/find-crisis-support";
import { scheduleSpecialDateReminders } from "./schedule-special-date-reminders";
import { screenSpecialDate } from "./screen-special-date";

export interface UpdateSpecialDateOptions {
  userId: string;
  input: UpdateSpecialDateInput;
  now?: Date;
}

/**
 * Spec 3 §4, §6: only the owner edits a date, and never its type. The old reminders (the owner's and the partner's)
 * are soft-deleted and the new values rescheduled, all in one transaction. Anyone else's id is NOT_FOUND, and then
 * nothing, reminders included, is touched.
 */
export async function updateSpecialDate({ userId, input, now = new Date() }: UpdateSpecialDateOptions): Promise<{
  id: string;
  notificationsScheduled: number;
  support: CrisisSupport | null;
  confirmShare: boolean;
}> {
  const screened = await screenSpecialDate({ userId, input });
  const written = await inTransaction(async (tx) => {
    const date = await updateOwnSpecialDate(
      {
        id: input.id,
        userId,
        fields: {
          title: input.title,
          dateValue: input.dateValue,
          recurringAnnually: input.recurringAnnually,
          reminderDaysBefore: input.reminderDaysBefore,
          notes: input.notes,
          sharedWithPartner: screened.sharedWithPartner,
        },
        now,
      },
      tx,
    );
    if (!date) throw new AppError("NOT_FOUND", "Special date not found");
    await softDeleteSpecialDateReminders(date.id, now, tx);
    const access = await resolvePartnerAccess(userId, tx);
    const notificationsScheduled = await scheduleSpecialDateReminders({ executor: tx, date, access, now });
    return { id: date.id, notificationsScheduled };
  });
  return { ...written, support: screened.support, confirmShare: screened.confirmShare };
}
