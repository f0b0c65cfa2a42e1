import { listMoodValuesBetween } from "@/lib/data/moods";
import { inTransaction } from "@/lib/data/transaction";
import { localDayKey, weekStart } from "@/lib/domain/time";
import { hasLowMoodRun, isLowMood, lowMoodWindowStart } from "@/lib/domain/wellness-alert";
import { notify } from "@/lib/messaging";
import { reportFollowUpFailure } from "../shared/report-follow-up-failure";

/**
 * After a new mood is stored: a wellness alert when it completes a run of low moods (lib/domain/wellness-alert.ts),
 * at most one a local week, and none when the person turned Wellness alerts off (notify). Only a low mood reads
 * anything; like the other follow-ups it never throws, so the mood always stands.
 */
export async function alertOnLowMoodsAfterWrite({
  userId,
  value,
  timeZone,
  now = new Date(),
}: {
  userId: string;
  value: number;
  timeZone: string;
  now?: Date;
}): Promise<boolean> {
  if (!isLowMood(value)) return false;
  try {
    const moods = await listMoodValuesBetween(userId, lowMoodWindowStart(now), new Date(now.getTime() + 1));
    if (!hasLowMoodRun(moods, now)) return false;
    const week = weekStart(localDayKey(now, timeZone));
    return await inTransaction((tx) => notify(tx, "wellness-alert", userId, { week, at: now }));
  } catch (error) {
    reportFollowUpFailure("wellness_alert.failed", error, { userId });
    return false;
  }
}
