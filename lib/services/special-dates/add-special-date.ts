import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { insertSpecialDate } from "@/lib/data/special-dates";
import { inTransaction } from "@/lib/data/transaction";
import type { AddSpecialDateInput } from "@/lib/validation/special-dates";
import { scheduleSpecialDateReminders } from "./schedule-special-date-reminders";

export interface AddSpecialDateOptions {
  userId: string;
  input: AddSpecialDateInput;
  now?: Date;
}

export interface AddSpecialDateResult {
  id: string;
  /** Reminder and day-of rows written, for the owner and (shared) the partner. */
  notificationsScheduled: number;
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
  return inTransaction(async (tx) => {
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
        sharedWithPartner: input.sharedWithPartner,
        now,
      },
      tx,
    );
    const notificationsScheduled = await scheduleSpecialDateReminders({ executor: tx, date, access, now });
    return { id: date.id, notificationsScheduled };
  });
}
