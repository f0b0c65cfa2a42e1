import { hasCheckinBetween } from "@/lib/data/checkins";
import { hasMoodBetween } from "@/lib/data/moods";
import type { Executor } from "@/lib/data/transaction";
import { addDays, startOfLocalDay, type DayKey } from "@/lib/domain/time";

export interface CheckDailyActivityOptions {
  userId: string;
  /** A local day in `timeZone`. */
  day: DayKey;
  timeZone: string;
  executor?: Executor;
}

/**
 * Spec 3 user_has_daily_activity: a mood or a check-in (personal or partner) logged on that local day. The daily
 * reminder sweep (send-daily-reminders.ts) and /dev-tools both ask this, so the tools' answer is the sweep's.
 */
export async function checkDailyActivity({ userId, day, timeZone, executor }: CheckDailyActivityOptions) {
  const from = startOfLocalDay(day, timeZone);
  const to = startOfLocalDay(addDays(day, 1), timeZone);
  const [mood, checkin] = await Promise.all([
    hasMoodBetween(userId, from, to, executor),
    hasCheckinBetween(userId, from, to, executor),
  ]);
  return mood || checkin;
}
