import { resolvePartnerAccess, type PartnerAccess } from "@/lib/data/partner-access";
import { notePartnerViews } from "../partners/note-partner-views";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { findQuestionDays, type QuestionDayView } from "@/lib/data/question-days";
import { inTransaction, withReader } from "@/lib/data/transaction";
import { partnerFirstName } from "@/lib/domain/names";
import { questionDayFor } from "@/lib/domain/questions/days";
import { addDays, type DayKey } from "@/lib/domain/time";
import { ensureQuestionDay } from "./ensure-question-day";

export interface QuestionDaysRead {
  access: PartnerAccess | null;
  /** The partner's first name; null for one person alone. */
  partnerName: string | null;
  today: DayKey;
  /** The viewer's row of today (always there after this read) and of yesterday (when there is one). */
  todays: QuestionDayView;
  yesterdays: QuestionDayView | null;
}

/** Whether the viewer's row of today must still be set (missing, or a reflection that can become the couple's). */
function needsSetting(row: QuestionDayView | undefined, access: PartnerAccess | null): boolean {
  if (!row) return true;
  return access !== null && row.sharedWith !== access.partnerId && row.answeredAt === null;
}

/**
 * Today's and yesterday's questions of the viewer with their partner's side (decision 068). The read is one statement
 * over the (user_id, day) index; only when today's question is not set yet (the first read of the date by either
 * partner) is it set, in a transaction under the couple's lock, and read again.
 */
export async function readQuestionDays({
  userId,
  timeZone,
  now,
}: {
  userId: string;
  timeZone: string;
  now: Date;
}): Promise<QuestionDaysRead> {
  const today = questionDayFor(now, timeZone);
  const days = [today, addDays(today, -1)];
  const { access, partnerName, views } = await withReader(async (reader) => {
    const access = await resolvePartnerAccess(userId, reader);
    const [views, name] = await Promise.all([
      findQuestionDays(userId, access, days, reader),
      access ? findPartnerDisplayName(access, reader) : Promise.resolve(null),
    ]);
    return { access, partnerName: access ? partnerFirstName(name) : null, views };
  });
  let rows = views;
  if (
    needsSetting(
      rows.find((row) => row.day === today),
      access,
    )
  ) {
    rows = await inTransaction(async (tx) => {
      await ensureQuestionDay({ executor: tx, viewerId: userId, access, day: today });
      return findQuestionDays(userId, access, days, tx);
    });
  }
  const todays = rows.find((row) => row.day === today)!;
  const yesterdays = rows.find((row) => row.day === days[1]) ?? null;
  // Who looked (decision 079): the partner's answer or reply was shown.
  if (access && rows.some((row) => row.partner?.answer || row.partner?.reply)) {
    await notePartnerViews({ access, kinds: ["answers"], now });
  }
  return { access, partnerName, today, todays, yesterdays };
}
