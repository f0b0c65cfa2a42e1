import { recordAuditEvent } from "@/lib/data/admin-audit";
import { inTransaction } from "@/lib/data/transaction";
import { AppError } from "@/lib/errors";
import { notify } from "@/lib/messaging";

export interface TriggerManualReminderOptions {
  /** The admin, who receives the reminder: /dev-tools never writes to anyone else. */
  adminId: string;
  now?: Date;
}

export const MOOD_REMINDERS_OFF_MESSAGE =
  "Mood reminders are off in your notification settings, so no reminder was written. Turn them on to test it.";

/**
 * Trigger Manual Reminder (spec 3 "Smart Notifications Debug", issue #19): the daily mood reminder's notice, written
 * for the admin now through notify() — so it is announced to their open pages and delivered by push or email like
 * the real one — and recorded in the audit trail in the same transaction. Like the real one it is not written while
 * Mood reminders is off; the admin is told so rather than shown a success that wrote nothing.
 */
export async function triggerManualReminder({ adminId, now = new Date() }: TriggerManualReminderOptions) {
  await inTransaction(async (tx) => {
    const written = await notify(tx, "manual-mood-reminder", adminId, { at: now });
    if (!written) throw new AppError("CONFLICT", MOOD_REMINDERS_OFF_MESSAGE);
    await recordAuditEvent({ actorId: adminId, action: "manual_reminder_triggered", targetUserId: adminId }, tx);
  });
}
