import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { notificationPreferences, profiles, users } from "@/db/schema";
import { zoneOrUtc } from "@/lib/domain/time";
import type { PartnerAccess } from "./partner-access";

/**
 * The person's notification switches (notification_preferences, one row per user). Writes are upserts of the caller's
 * row with the columns listed here, so no payload can reach another account or a column the page does not show.
 */

export type NotificationPreferenceColumns = Omit<
  typeof notificationPreferences.$inferSelect,
  | "userId"
  | "updatedAt"
  | "preferredTimes"
  | "nextReminderAt"
  | "weeklyRecapDaySetAt"
  | "nextRecapAt"
  | "nextCheckUpReminderAt"
>;

const notificationColumns = {
  moodReminders: notificationPreferences.moodReminders,
  ritualSuggestions: notificationPreferences.ritualSuggestions,
  partnerNotifications: notificationPreferences.partnerNotifications,
  wellnessAlerts: notificationPreferences.wellnessAlerts,
  achievementNotifications: notificationPreferences.achievementNotifications,
  questionNotifications: notificationPreferences.questionNotifications,
  weeklyRecapNotifications: notificationPreferences.weeklyRecapNotifications,
  weeklyRecapEmail: notificationPreferences.weeklyRecapEmail,
  discreetNotifications: notificationPreferences.discreetNotifications,
  weeklyRecapDay: notificationPreferences.weeklyRecapDay,
  checkUpReminders: notificationPreferences.checkUpReminders,
  dailyReminderEnabled: notificationPreferences.dailyReminderEnabled,
  dailyReminderTime: notificationPreferences.dailyReminderTime,
  quietHoursEnabled: notificationPreferences.quietHoursEnabled,
  quietHoursStart: notificationPreferences.quietHoursStart,
  quietHoursEnd: notificationPreferences.quietHoursEnd,
};

/** The stored row; null when it is missing (callers apply the spec's defaults). */
export async function findNotificationPreferences(
  userId: string,
  executor: Executor = db(),
): Promise<NotificationPreferenceColumns | null> {
  const [row] = await executor
    .select(notificationColumns)
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function upsertNotificationPreferences(
  userId: string,
  patch: Partial<NotificationPreferenceColumns>,
  now: Date,
  executor: Executor,
): Promise<NotificationPreferenceColumns> {
  const [row] = await executor
    .insert(notificationPreferences)
    .values({ ...patch, userId, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...patch, updatedAt: now } })
    .returning(notificationColumns);
  return row!;
}

/** A row the reminder sweep holds: whose reminder is due (or not yet computed), and what it needs to decide. */
export interface DueReminder {
  userId: string;
  time: string;
  /** Null: not computed yet (new row, or the zone changed). */
  nextReminderAt: Date | null;
  moodReminders: boolean;
  timeZone: string;
}

/**
 * Locks up to `limit` rows whose daily reminder is due or not yet scheduled, for the caller's transaction; SKIP
 * LOCKED lets other workers take other rows at the same moment, so no two workers hold one person's reminder.
 */
export async function claimDueReminders(now: Date, limit: number, executor: Executor): Promise<DueReminder[]> {
  return executor
    .select({
      userId: notificationPreferences.userId,
      time: notificationPreferences.dailyReminderTime,
      nextReminderAt: notificationPreferences.nextReminderAt,
      moodReminders: notificationPreferences.moodReminders,
      timeZone: sql<string>`coalesce(${profiles.timezone}, 'UTC')`,
    })
    .from(notificationPreferences)
    .leftJoin(profiles, eq(profiles.id, notificationPreferences.userId))
    .where(
      and(
        eq(notificationPreferences.dailyReminderEnabled, true),
        or(isNull(notificationPreferences.nextReminderAt), lte(notificationPreferences.nextReminderAt, now)),
      ),
    )
    .orderBy(sql`${notificationPreferences.nextReminderAt} nulls first`)
    .limit(limit)
    .for("update", { of: notificationPreferences, skipLocked: true });
}

/** Sets when the person's next daily reminder is due; null asks the sweep to compute it (e.g. a new time zone). */
export async function setNextReminderAt(userId: string, at: Date | null, executor: Executor): Promise<void> {
  await executor
    .update(notificationPreferences)
    .set({ nextReminderAt: at })
    .where(eq(notificationPreferences.userId, userId));
}

/** What the delivery sweep decides by: the switches, quiet hours, and the zone their times are read in. */
export interface DeliveryPreferences extends NotificationPreferenceColumns {
  /** The profile's IANA zone, or UTC when it is missing or unknown here (zoneOrUtc). */
  timeZone: string;
}

/**
 * The switches of several people at once (the delivery sweep reads a batch's in one query); a person without a row
 * is absent (defaults apply: every switch on, quiet hours off).
 */
export async function listNotificationPreferences(
  userIds: readonly string[],
  executor: Executor,
): Promise<Map<string, DeliveryPreferences>> {
  if (userIds.length === 0) return new Map();
  const rows = await executor
    .select({ userId: notificationPreferences.userId, ...notificationColumns, timezone: profiles.timezone })
    .from(notificationPreferences)
    .leftJoin(profiles, eq(profiles.id, notificationPreferences.userId))
    .where(inArray(notificationPreferences.userId, [...userIds]));
  return new Map(
    rows.map(({ userId, timezone, ...columns }) => [userId, { ...columns, timeZone: zoneOrUtc(timezone) }]),
  );
}

/** The daily reminder as the sweep keeps it: its switches, its wall time and the moment it will next act on. */
export interface ReminderSchedule {
  dailyReminderEnabled: boolean;
  /** "19:00:00", the database's time type. */
  dailyReminderTime: string;
  moodReminders: boolean;
  /** Null until the sweep first schedules the row (and again after a change of zone or time). */
  nextReminderAt: Date | null;
}

/** The person's own reminder schedule, for /dev-tools (issue #19); null without a preferences row. */
export async function findReminderSchedule(
  userId: string,
  executor: Executor = db(),
): Promise<ReminderSchedule | null> {
  const [row] = await executor
    .select({
      dailyReminderEnabled: notificationPreferences.dailyReminderEnabled,
      dailyReminderTime: notificationPreferences.dailyReminderTime,
      moodReminders: notificationPreferences.moodReminders,
      nextReminderAt: notificationPreferences.nextReminderAt,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// The weekly recap's day and schedule (decision 073)

/** One member's recap-day choice, with when they joined (no recap covers a week that ended before anyone had). */
export interface RecapDayChoiceRecord {
  userId: string;
  day: number;
  setAt: Date | null;
  joinedAt: Date;
}

/**
 * The viewer's recap-day choice and, with a partner, the partner's (the couple's day is the choice made last of the
 * two): read through the PartnerAccess, so only a current partner's. A person without a preferences row has the
 * default (Sunday, never chosen).
 */
export async function listRecapDayChoices(
  viewerId: string,
  access: PartnerAccess | null,
  executor: Executor,
): Promise<RecapDayChoiceRecord[]> {
  const ids = access ? [viewerId, access.partnerId] : [viewerId];
  const rows = await executor
    .select({
      userId: users.id,
      day: notificationPreferences.weeklyRecapDay,
      setAt: notificationPreferences.weeklyRecapDaySetAt,
      joinedAt: users.createdAt,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(inArray(users.id, ids));
  return rows.map((row) => ({ ...row, day: row.day ?? 0 }));
}

/** The person chooses their recap day now (the couple's day until either chooses again). */
export async function chooseRecapDay(userId: string, day: number, now: Date, executor: Executor): Promise<void> {
  await executor
    .insert(notificationPreferences)
    .values({ userId, weeklyRecapDay: day, weeklyRecapDaySetAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { weeklyRecapDay: day, weeklyRecapDaySetAt: now, updatedAt: now },
    });
}

/** A row the recap sweep holds: whose recap moment has come (or is not yet computed). */
export interface DueRecap {
  userId: string;
  /** Null: not computed yet (new row, or the circle's day changed). */
  nextRecapAt: Date | null;
  weeklyRecapEmail: boolean;
  /** Decision 080: the recap email goes out in neutral words. */
  discreetNotifications: boolean;
}

/** Locks up to `limit` rows whose recap moment has come or is not scheduled yet (SKIP LOCKED, like the reminders). */
export async function claimDueRecaps(now: Date, limit: number, executor: Executor): Promise<DueRecap[]> {
  return executor
    .select({
      userId: notificationPreferences.userId,
      nextRecapAt: notificationPreferences.nextRecapAt,
      weeklyRecapEmail: notificationPreferences.weeklyRecapEmail,
      discreetNotifications: notificationPreferences.discreetNotifications,
    })
    .from(notificationPreferences)
    .where(or(isNull(notificationPreferences.nextRecapAt), lte(notificationPreferences.nextRecapAt, now)))
    .orderBy(sql`${notificationPreferences.nextRecapAt} nulls first`)
    .limit(limit)
    .for("update", { of: notificationPreferences, skipLocked: true });
}

/** Sets these people's next recap moment; null asks the sweep to compute it again (the circle's day changed). */
export async function setNextRecapAt(userIds: readonly string[], at: Date | null, executor: Executor): Promise<void> {
  if (userIds.length === 0) return;
  await executor
    .update(notificationPreferences)
    .set({ nextRecapAt: at })
    .where(inArray(notificationPreferences.userId, [...userIds]));
}
