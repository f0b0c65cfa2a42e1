import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgEnum, pgTable, smallint, text, time, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, instant, ownerId, updatedAt } from "./_columns";

/**
 * The spec shows mood_reminder and special-date reminders; partner_activity and system cover the partner-completed
 * notice and test items, and achievement / ritual_suggestion / wellness_alert match the preference toggles so each
 * toggle has a type to filter.
 */
export const notificationType = pgEnum("notification_type", [
  "mood_reminder",
  "special_date_reminder",
  "partner_activity",
  "achievement",
  "ritual_suggestion",
  "wellness_alert",
  "system",
  // The question for two (issue #37): the partner answered or reacted; its own switch (question_notifications).
  "daily_question",
  // The weekly recap (issue #37, decision 073): the week's recap is ready; its own switch (weekly_recap_notifications).
  "weekly_recap",
  // The monthly check-up (issue #39, decision 081): a check-up is due; its own switch (check_up_reminders).
  "check_up",
]);

export const notificationPriority = pgEnum("notification_priority", ["urgent", "high", "medium", "low"]);

/** Spec 3 §3 metadata of a special-date reminder; other types may add their own keys. */
export interface NotificationMetadata {
  special_date_id?: string;
  special_date_type?: "birthday" | "anniversary" | "custom";
  days_until?: number;
  /** YYYY-MM-DD. */
  event_date?: string;
  notification_type?: "reminder" | "day_of";
  is_shared?: boolean;
  [key: string]: unknown;
}

/** In-app notifications. Status derives from deleted_at, then read_at (spec 3 §3); nothing is hard-deleted here. */
export const smartNotifications = pgTable(
  "smart_notifications",
  {
    id: id(),
    userId: ownerId(),
    type: notificationType("type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    priority: notificationPriority("priority").notNull().default("medium"),
    scheduledFor: instant("scheduled_for").notNull().defaultNow(),
    actionUrl: text("action_url"),
    metadata: jsonb("metadata").$type<NotificationMetadata>().notNull().default({}),
    /**
     * Set by jobs that create notifications (daily reminder, special-date reminders) to a key such as
     * "mood_reminder:2025-01-31", so a retried or overlapping run cannot notify twice.
     */
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
    readAt: instant("read_at"),
    deletedAt: instant("deleted_at"),
    /**
     * When the delivery sweep sent the notice on (push, email, the live event of a notice scheduled for later); null
     * until its moment has come and a worker has claimed it (issue #17).
     */
    deliveredAt: instant("delivered_at"),
  },
  (t) => [
    index("smart_notifications_user_created_idx").on(t.userId, t.createdAt),
    index("smart_notifications_due_idx")
      .on(t.scheduledFor)
      .where(sql`${t.deletedAt} is null`),
    index("smart_notifications_undelivered_idx")
      .on(t.scheduledFor)
      .where(sql`${t.deliveredAt} is null and ${t.deletedAt} is null`),
    uniqueIndex("smart_notifications_user_dedupe_unique").on(t.userId, t.dedupeKey),
    // Only in-app paths: a stored absolute or protocol-relative URL would be an open redirect.
    check(
      "smart_notifications_action_url_relative",
      sql`${t.actionUrl} is null or (${t.actionUrl} like '/%' and ${t.actionUrl} not like '//%')`,
    ),
  ],
);

export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: ownerId().primaryKey(),
    moodReminders: boolean("mood_reminders").notNull().default(true),
    ritualSuggestions: boolean("ritual_suggestions").notNull().default(true),
    partnerNotifications: boolean("partner_notifications").notNull().default(true),
    wellnessAlerts: boolean("wellness_alerts").notNull().default(true),
    achievementNotifications: boolean("achievement_notifications").notNull().default(true),
    /** The question for two (issue #37): the partner answered or reacted to the day's question. */
    questionNotifications: boolean("question_notifications").notNull().default(true),
    /** The weekly recap (decision 073): the in-app notice and its push when the week's recap is ready. */
    weeklyRecapNotifications: boolean("weekly_recap_notifications").notNull().default(true),
    /** The weekly recap by email too: off until the person opts in. */
    weeklyRecapEmail: boolean("weekly_recap_email").notNull().default(false),
    /**
     * Discreet notifications (issue #38 item 6, decision 080): push and email texts carry no names and no words that
     * say what the app is or what happened. Off unless the person turns it on.
     */
    discreetNotifications: boolean("discreet_notifications").notNull().default(false),
    /**
     * The weekday of this person's recap choice (0 = Sunday); a couple's day is the choice made last of the two
     * (weekly_recap_day_set_at; never set: Sunday).
     */
    weeklyRecapDay: smallint("weekly_recap_day").notNull().default(0),
    weeklyRecapDaySetAt: instant("weekly_recap_day_set_at"),
    /** The next recap moment (18:00 local on the recap day); null until the recap sweep schedules it. */
    nextRecapAt: instant("next_recap_at"),
    /** The monthly check-up's reminder every 4 weeks (issue #39, decision 081): its own switch. */
    checkUpReminders: boolean("check_up_reminders").notNull().default(true),
    /**
     * The moment of the next check-up reminder: 10:00 local on the day the check-up comes due, set when one is taken
     * and moved on 28 days each time a reminder goes out; null before the first check-up (decision 081).
     */
    nextCheckUpReminderAt: instant("next_check_up_reminder_at"),
    dailyReminderEnabled: boolean("daily_reminder_enabled").notNull().default(true),
    /** Local time in the profile's time zone; the UI offers 08:00, 12:00, 17:00, 19:00 and 21:00. */
    dailyReminderTime: time("daily_reminder_time").notNull().default("19:00"),
    /** "HH:MM" times the user prefers for other notifications. */
    preferredTimes: jsonb("preferred_times").$type<string[]>().notNull().default([]),
    /**
     * The next daily reminder's instant (UTC), from the time above in the profile's zone (issue #17). Null until the
     * reminder sweep first computes it, and again after a change of zone; the sweep claims rows by this column.
     */
    nextReminderAt: instant("next_reminder_at"),
    /**
     * Quiet hours (issue #33): pushes due between start and end (local time in the profile's zone) wait until end; the
     * in-app notice still appears at once. start > end spans midnight (22:00-08:00).
     */
    quietHoursEnabled: boolean("quiet_hours_enabled").notNull().default(false),
    quietHoursStart: time("quiet_hours_start").notNull().default("22:00"),
    quietHoursEnd: time("quiet_hours_end").notNull().default("08:00"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("notification_preferences_next_reminder_idx")
      .on(t.nextReminderAt)
      .where(sql`${t.dailyReminderEnabled}`),
    index("notification_preferences_next_recap_idx").on(t.nextRecapAt),
    index("notification_preferences_next_check_up_idx")
      .on(t.nextCheckUpReminderAt)
      .where(sql`${t.checkUpReminders}`),
    check("notification_preferences_weekly_recap_day", sql`${t.weeklyRecapDay} between 0 and 6`),
    check("notification_preferences_preferred_times_array", sql`jsonb_typeof(${t.preferredTimes}) = 'array'`),
  ],
);

/** Web Push subscriptions, one per browser; the endpoint is globally unique and re-subscribing replaces it. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: ownerId(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
