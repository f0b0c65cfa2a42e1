import { CLOCK_TIME_PATTERN } from "@/lib/domain/quiet-hours";

/**
 * The Settings keys, defaults, copy and value helpers: plain data with no zod, so the Settings and Sharing screens'
 * client components import them without the schemas (issue #34, decision 059). settings.ts re-exports all of it
 * beside the schemas that the actions and services parse with.
 */

/** The user_settings toggles of Emotional Intelligence and Connection Preferences (spec 3 §3). */
export const USER_SETTING_KEYS = [
  "moodReflection",
  "aiSuggestions",
  "moodBasedRituals",
  "chronoEnabled",
  "partnerVisible",
  "showRitualOrigins",
  "chatbotEnabled",
  "questionIntimacy",
] as const;
export type UserSettingKey = (typeof USER_SETTING_KEYS)[number];

/**
 * What Data & Privacy switches: the mood-sharing consent (profiles), partner_sharing_enabled (user_settings) and the
 * five grants (sharing_grants). partner_sharing_enabled lives here rather than with the other user_settings toggles
 * because changing it changes what the partner sees, so it notifies them like every other sharing change.
 */
export const SHARING_KEYS = [
  "consentMoodSharing",
  "partnerSharingEnabled",
  "shareMoodSummaries",
  "shareDetailedEntries",
  "shareGoals",
  "shareAchievements",
  "shareCheckUps",
] as const;
export type SharingKey = (typeof SHARING_KEYS)[number];
export type GrantKey = Extract<SharingKey, `share${string}`>;
export const GRANT_KEYS = [
  "shareMoodSummaries",
  "shareDetailedEntries",
  "shareGoals",
  "shareAchievements",
  "shareCheckUps",
] as const;

export const NOTIFICATION_TOGGLE_KEYS = [
  "moodReminders",
  "ritualSuggestions",
  "partnerNotifications",
  "wellnessAlerts",
  "achievementNotifications",
  "questionNotifications",
  "weeklyRecapNotifications",
  "weeklyRecapEmail",
  "checkUpReminders",
  // Decision 080: how every push and email reads, so it sits before the reminder's own rows.
  "discreetNotifications",
  "dailyReminderEnabled",
] as const;
export type NotificationToggleKey = (typeof NOTIFICATION_TOGGLE_KEYS)[number];

/** Spec 3 §9: the daily reminder times offered, default 19:00. */
export const REMINDER_TIMES = ["08:00", "12:00", "17:00", "19:00", "21:00"] as const;
export type ReminderTime = (typeof REMINDER_TIMES)[number];
export const DEFAULT_REMINDER_TIME: ReminderTime = "19:00";

/**
 * Quiet hours (issue #33, decision 055): the Settings selects offer half-hour steps, evenings for the start and
 * mornings for the end, so the pair always spans the night. The server takes any "HH:MM" pair that differs.
 */
export const QUIET_HOURS_START_TIMES = [
  "20:00",
  "20:30",
  "21:00",
  "21:30",
  "22:00",
  "22:30",
  "23:00",
  "23:30",
] as const;
export const QUIET_HOURS_END_TIMES = [
  "05:00",
  "05:30",
  "06:00",
  "06:30",
  "07:00",
  "07:30",
  "08:00",
  "08:30",
  "09:00",
  "09:30",
  "10:00",
] as const;
export const DEFAULT_QUIET_HOURS = { start: "22:00", end: "08:00" } as const;

export type UserSettingsValues = Record<UserSettingKey | "partnerSharingEnabled", boolean>;

/** Spec 2 §3 / spec 3 §3 defaults "when missing or on load error"; chatbot_enabled per decision 003. */
export const USER_SETTINGS_DEFAULTS: UserSettingsValues = {
  moodReflection: true,
  aiSuggestions: true,
  moodBasedRituals: true,
  partnerVisible: true,
  chronoEnabled: false,
  showRitualOrigins: true,
  partnerSharingEnabled: true,
  chatbotEnabled: true,
  // Intimate daily questions are asked only when both partners opt in (decision 068).
  questionIntimacy: false,
};

export type SharingValues = Record<SharingKey, boolean>;

/** Without a row nothing is shared (fail closed), except partner_sharing_enabled, whose spec default is on. */
export const SHARING_DEFAULTS: SharingValues = {
  consentMoodSharing: false,
  partnerSharingEnabled: true,
  shareMoodSummaries: false,
  shareDetailedEntries: false,
  shareGoals: false,
  shareAchievements: false,
  // The check-up is shared only by each partner's own choice (issue #39, decision 081).
  shareCheckUps: false,
};

export type NotificationPreferenceValues = Record<NotificationToggleKey, boolean> & {
  dailyReminderTime: ReminderTime;
  /** The circle's weekly recap day, 0 = Sunday … 6 = Saturday (decision 073: the choice made last of the two). */
  weeklyRecapDay: number;
  quietHoursEnabled: boolean;
  /** "HH:MM", the person's local time. */
  quietHoursStart: string;
  quietHoursEnd: string;
};

export const NOTIFICATION_DEFAULTS: NotificationPreferenceValues = {
  moodReminders: true,
  ritualSuggestions: true,
  partnerNotifications: true,
  wellnessAlerts: true,
  achievementNotifications: true,
  questionNotifications: true,
  weeklyRecapNotifications: true,
  // Email is opt-in (decision 073): the recap is in the app and by push for everyone.
  weeklyRecapEmail: false,
  checkUpReminders: true,
  dailyReminderEnabled: true,
  // Decision 080: neutral push and email texts are a choice, not the default (they tell the person less too).
  discreetNotifications: false,
  dailyReminderTime: DEFAULT_REMINDER_TIME,
  weeklyRecapDay: 0,
  quietHoursEnabled: false,
  quietHoursStart: DEFAULT_QUIET_HOURS.start,
  quietHoursEnd: DEFAULT_QUIET_HOURS.end,
};

export const settingsMessages = {
  loadErrorTitle: "Error loading settings",
  loadErrorMessage: "Some settings may not be available. Please try refreshing the page.",
  profileMissing: "Profile information not available",
  privacyMissing: "Privacy settings not available",
  settingsMissing: "Settings not available. Please try refreshing the page.",
  sharingMissing: "Sharing preferences not available",
  notificationsFailed: "Failed to update notification settings",
  reminderTimeFailed: "Failed to update reminder time",
  reminderTimeInvalid: "Please choose one of the offered reminder times",
  recapDayFailed: "Failed to update recap day",
  recapDayInvalid: "Please choose a day of the week",
  quietHoursFailed: "Failed to update quiet hours",
  quietHoursTimeInvalid: "Enter the time as HH:MM on a 24-hour clock, such as 22:00",
  quietHoursSameTimes: "Quiet hours need different start and end times",
  nothingToUpdate: "Nothing to update",
  exportRequestedTitle: "Export requested",
  exportRequestedMessage: "We've emailed you a download link. It expires in 24 hours.",
} as const;

/** Database `time` values come back as "19:00:00"; anything not offered reads as the default. */
export function toReminderTime(value: string | null | undefined): ReminderTime {
  const hhmm = (value ?? "").slice(0, 5);
  return (REMINDER_TIMES as readonly string[]).includes(hhmm) ? (hhmm as ReminderTime) : DEFAULT_REMINDER_TIME;
}

/** A stored time ("22:00:00") as the selects show it ("22:00"); anything unreadable reads as `fallback`. */
export function toClockTime(value: string | null | undefined, fallback: string): string {
  const hhmm = (value ?? "").slice(0, 5);
  return CLOCK_TIME_PATTERN.test(hhmm) ? hhmm : fallback;
}

/** A stored preferences row as the card shows it: times without seconds, and only reminder times on offer. */
export function toNotificationValues(
  row: Record<NotificationToggleKey | "quietHoursEnabled", boolean> & {
    dailyReminderTime: string;
    quietHoursStart: string;
    quietHoursEnd: string;
    weeklyRecapDay: number;
  },
): NotificationPreferenceValues {
  return {
    ...Object.fromEntries(NOTIFICATION_TOGGLE_KEYS.map((key) => [key, row[key]])),
    dailyReminderTime: toReminderTime(row.dailyReminderTime),
    weeklyRecapDay: row.weeklyRecapDay,
    quietHoursEnabled: row.quietHoursEnabled,
    quietHoursStart: toClockTime(row.quietHoursStart, DEFAULT_QUIET_HOURS.start),
    quietHoursEnd: toClockTime(row.quietHoursEnd, DEFAULT_QUIET_HOURS.end),
  } as NotificationPreferenceValues;
}
