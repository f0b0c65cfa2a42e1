import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { findViewerContext } from "@/lib/data/profiles";
import { listVisibleSpecialDates } from "@/lib/data/special-dates";
import { inTransaction } from "@/lib/data/transaction";
import { partnerFirstName } from "@/lib/domain/names";
import { specialDateTiming, type SpecialDatesOverview } from "@/lib/domain/special-dates";

export interface ListSpecialDatesOptions {
  userId: string;
  now?: Date;
}

/**
 * The Special Dates section (spec 3 §2, §6, §7): the viewer's dates and the partner's shared ones, ordered by
 * date_value, each with when it next falls in the viewer's zone. One snapshot, so the partner shown and the dates
 * listed agree.
 */
export async function listSpecialDates({
  userId,
  now = new Date(),
}: ListSpecialDatesOptions): Promise<SpecialDatesOverview> {
  return inTransaction(async (tx) => {
    const { timeZone } = await findViewerContext(userId, tx);
    const access = await resolvePartnerAccess(userId, tx);
    const displayName = access ? await findPartnerDisplayName(access, tx) : null;
    const rows = await listVisibleSpecialDates(userId, access, tx);
    return {
      partner: displayName === null ? null : { name: partnerFirstName(displayName) },
      dates: rows.map((row) => ({
        id: row.id,
        dateType: row.dateType,
        title: row.title,
        dateValue: row.dateValue,
        recurringAnnually: row.recurringAnnually,
        reminderDaysBefore: row.reminderDaysBefore,
        notes: row.notes,
        sharedWithPartner: row.sharedWithPartner,
        isOwner: row.userId === userId,
        ...specialDateTiming(row, now, timeZone),
      })),
    };
  });
}
