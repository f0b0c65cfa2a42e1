import type { PartnerAccess } from "@/lib/data/partner-access";
import { findPartnerProfile } from "@/lib/data/partner-profile";
import { findViewerContext } from "@/lib/data/profiles";
import type { SpecialDateRow } from "@/lib/data/special-dates";
import type { Executor } from "@/lib/data/transaction";
import { zoneOrUtc } from "@/lib/domain/time";
import { planSpecialDateNotifications } from "@/lib/domain/special-dates";
import { notify } from "@/lib/messaging";

export interface ScheduleSpecialDateRemindersOptions {
  /** The transaction that wrote the date: reminders exist exactly when the date does. */
  executor: Executor;
  date: SpecialDateRow;
  /** The owner's current partner (resolvePartnerAccess), or null. */
  access: PartnerAccess | null;
  now: Date;
}

/**
 * Queues the reminder and day-of notifications of a date's next occurrence (spec 3 §3, §4, §5): for the owner, and
 * for the partner too when the date is shared with the partner it was made with and that person is still the
 * owner's partner. Each recipient is reminded at 09:00 in their own zone. Returns how many rows were written.
 */
export async function scheduleSpecialDateReminders({
  executor,
  date,
  access,
  now,
}: ScheduleSpecialDateRemindersOptions): Promise<number> {
  const owner = await findViewerContext(date.userId, executor);
  const recipients: { userId: string; timeZone: string; sharer: { displayName: string | null } | null }[] = [
    { userId: date.userId, timeZone: owner.timeZone, sharer: null },
  ];
  // A date written or changed in a quiet pause reminds its owner alone (decision 079): the partner would be told of it.
  if (access && !access.viewerPaused && date.sharedWithPartner && date.partnerId === access.partnerId) {
    recipients.push({
      userId: access.partnerId,
      timeZone: partnerTimeZone(await findPartnerProfile(access, executor)),
      sharer: { displayName: owner.displayName },
    });
  }

  let written = 0;
  for (const recipient of recipients) {
    for (const plan of planSpecialDateNotifications({ date, now, timeZone: recipient.timeZone })) {
      if (await notify(executor, "special-date", recipient.userId, { date, plan, sharer: recipient.sharer })) written++;
    }
  }
  return written;
}

/** The partner's own zone, so their reminders fall at their local hour; UTC when unknown. */
function partnerTimeZone(profile: { timezone: string } | null): string {
  return zoneOrUtc(profile?.timezone);
}
