import { findLastCheckUpAt } from "@/lib/data/check-ups";
import { findViewerContext } from "@/lib/data/profiles";
import { withReader } from "@/lib/data/transaction";
import { checkUpDue } from "@/lib/domain/check-up/due";

export interface CheckUpPrompt {
  /** True before the first check-up. */
  first: boolean;
}

/**
 * The dashboard's check-up prompt (issue #39): shown only while a check-up is due (never taken, or 28 local days on
 * from the last); null otherwise, so the card is not drawn at all. Two indexed reads.
 */
export async function loadCheckUpPrompt({
  userId,
  now = new Date(),
}: {
  userId: string;
  now?: Date;
}): Promise<CheckUpPrompt | null> {
  return withReader(async (reader) => {
    const [viewer, lastTakenAt] = await Promise.all([
      findViewerContext(userId, reader),
      findLastCheckUpAt(userId, reader),
    ]);
    const due = checkUpDue({ lastTakenAt, now, timeZone: viewer.timeZone });
    return due.due ? { first: lastTakenAt === null } : null;
  });
}
