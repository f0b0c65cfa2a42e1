import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { insertSpecialDate } from "@/lib/data/special-dates";
import { inTransaction } from "@/lib/data/transaction";
import type { AddSpecialDateInput } from "@/lib/validation/special-dates";
import type { CrisisSupport } from "../safety/find-crisis-support";
import { scheduleSpecialDateReminders } from "./schedule-special-date-reminders";
import { screenSpecialDate } from "./screen-special-date";

export interface AddSpecialDateOptions {
  userId: string;
  input: AddSpecialDateInput;
  now?: Date;
}

export interface AddSpecialDateResult {
  id: string;
  /** Reminder and day-of rows written, for the owner and (shared) the partner. */
  notificationsScheduled: number;
  /** The author's own help lines when the date's words were screened (decision 080). */
  support: CrisisSupport | null;
  /** Marked shared, kept private: ask the author, then update with confirmedShare. */
  confirmShare: boolean;
}

/**
 * Spec 3 §4: adding a date also schedules its reminders, in the same transaction. The date remembers the partner it
 * was made with (partner_id), which is who may see it while it is shared.
 */
export async function addSpecialDate({
  userId,
  input,
  now = new Date(),
}: AddSpecialDateOptions): Promise<AddSpecialDateResult> {
  const screened = await screenSpecialDate({ userId, input });
  const written = await inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(userId, tx);
    const date = await insertSpecialDate(
      {
        userId,
        partnerId: access?.partnerId ?? null,
        dateType: input.dateType,
        title: input.title,
        dateValue: input.dateValue,
        recurringAnnually: input.recurringAnnually,
        reminderDaysBefore: input.reminderDaysBefore,
        notes: input.notes,
        sharedWithPartner: screened.sharedWithPartner,
        now,
      },
      tx,
    );
    const notificationsScheduled = await scheduleSpecialDateReminders({ executor: tx, date, access, now });
    return { id: date.id, notificationsScheduled };
  });
  return { ...written, support: screened.support, confirmShare: screened.confirmShare };
}
