import { CHECKIN_SUGGESTION_DAYS, type DashboardSuggestion } from "./dashboard-suggestion";
import { PRIORITY_LABELS, type NoticePriority } from "./notifications";
import type { DayKey } from "./time";
import type { Clock } from "./types";

/**
 * The Utilities tab of /dev-tools (spec 3 "Developer and admin areas", §5 "Developer tests", §8, issue #19): the model
 * its loader sends, the rules the tab shows (a notice's status, its priority colour, the activity answer) and the
 * spec's toast copy, shared by the failure map on the server and the tab in the browser.
 */

/** Spec 3 §9 "Developer tooling": the notification list shows 20. */
export const DEBUG_NOTIFICATION_LIMIT = 20;

/** Spec 3 §9: a custom test SMS is at most 160 characters (one SMS segment). */
export const TEST_SMS_MAX = 160;

/** The four templates of the Email Testing Suite, in the order of its buttons. */
export const TEST_EMAIL_TEMPLATES = ["partner-invitation", "password-reset", "email-verification", "welcome"] as const;
export type TestEmailTemplate = (typeof TEST_EMAIL_TEMPLATES)[number];

export const TEST_EMAIL_LABELS: Record<TestEmailTemplate, string> = {
  "partner-invitation": "Partner invitation",
  "password-reset": "Password reset",
  "email-verification": "Verification",
  welcome: "Welcome",
};

/**
 * What test messages link to instead of a one-time token: the real page, with a value that can never be one (tokens
 * are random and only their hashes are stored), so the link opens the page's "invalid link" state and does nothing.
 */
export const TEST_LINK_TOKEN = "dev-tools-test-link-not-a-real-token";

/**
 * The reason a failed attempt gives, from the outbox's last_error ("DeliveryError: Twilio refused the number"),
 * without the error's class name.
 */
export function deliveryFailureReason(lastError: string | null | undefined): string {
  const reason = lastError?.replace(/^[A-Za-z]*Error: /, "").trim();
  return reason || "The provider refused the message.";
}

/** A test SMS is the invitation text (with a dead link) or the admin's own words. */
export const TEST_SMS_TYPES = ["invitation", "custom"] as const;
export type TestSmsType = (typeof TEST_SMS_TYPES)[number];

export const TEST_SMS_TYPE_LABELS: Record<TestSmsType, string> = {
  invitation: "Invitation preview",
  custom: "Custom",
};

/** Spec 3 §3: status derives from deleted_at (Deleted), then read_at (Read), else Unread. */
export type NotificationStatus = "Deleted" | "Read" | "Unread";

export function notificationStatus(row: { deletedAt: unknown; readAt: unknown }): NotificationStatus {
  if (row.deletedAt) return "Deleted";
  return row.readAt ? "Read" : "Unread";
}

/** Spec 3 "Smart Notifications Debug": urgent red, high orange, medium blue, anything else grey. */
export type PriorityTone = "red" | "orange" | "blue" | "grey";

export function priorityTone(priority: string): PriorityTone {
  if (priority === "urgent") return "red";
  if (priority === "high") return "orange";
  if (priority === "medium") return "blue";
  return "grey";
}

/** One notice as the debug list shows it; instants are ISO strings (the model travels as JSON). */
export interface DebugNotification {
  id: string;
  title: string;
  message: string;
  type: string;
  priority: NoticePriority;
  priorityLabel: string;
  status: NotificationStatus;
  createdAt: string;
  actionUrl: string | null;
  metadata: Record<string, unknown>;
}

export function debugNotification(row: {
  id: string;
  title: string;
  message: string;
  type: string;
  priority: NoticePriority;
  createdAt: Date;
  readAt: Date | null;
  deletedAt: Date | null;
  actionUrl: string | null;
  metadata: Record<string, unknown>;
}): DebugNotification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    priority: row.priority,
    priorityLabel: PRIORITY_LABELS[row.priority],
    status: notificationStatus(row),
    createdAt: row.createdAt.toISOString(),
    actionUrl: row.actionUrl,
    metadata: row.metadata,
  };
}

/** The daily reminder as the sweep will run it for the admin (notification_preferences and their profile's zone). */
export interface ReminderScheduleView {
  /** Settings' daily reminder switch: off, the sweep never claims the row. */
  enabled: boolean;
  /** Settings' Mood reminders category: off, the sweep claims the row but writes nothing. */
  moodReminders: boolean;
  /** Wall time in `timeZone`, "19:00". */
  time: string;
  timeZone: string;
  /** The moment the sweep will next act on (ISO); null until it has first scheduled the row. */
  nextReminderAt: string | null;
}

export interface UtilitiesTabModel {
  admin: { id: string; email: string };
  /** The admin's zone: "today" and every time on the tab are read in it. */
  timeZone: string;
  /** The admin's local day the activity answer is about. */
  today: DayKey;
  /** A mood or a check-in logged that local day: what the daily reminder sweep checks before writing one. */
  activityToday: boolean;
  notifications: DebugNotification[];
  /** Null when the admin has no preferences row (the sweep then has nothing to run for them). */
  schedule: ReminderScheduleView | null;
  /** When the model was read (ISO). */
  checkedAt: string;
}

export type ActivityAnswer = "Yes" | "No" | "Unknown";

/** Yes or No once the activity was read; Unknown before that, or when the read failed. */
export function activityAnswer(activityToday: boolean | undefined): ActivityAnswer {
  if (activityToday === undefined) return "Unknown";
  return activityToday ? "Yes" : "No";
}

export const ACTIVITY_HINTS: Record<ActivityAnswer, string> = {
  Yes: "Something was logged today, so today's mood reminder is skipped.",
  No: "Nothing logged yet today: a mood reminder should arrive at the reminder time.",
  Unknown: "Today's activity could not be read.",
};

/** The spec's toasts for this tab (spec 3 §8 "Notifications dev", "SMS test", "Email tests"), word for word. */
export const UTILITIES_COPY = {
  fetchFailed: "Failed to fetch notifications",
  reminderTriggered: "Manual reminder triggered successfully",
  reminderFailed: "Failed to trigger manual reminder",
  testNotificationCreated: "Test notification created successfully",
  testNotificationFailed: "Failed to create test notification",
  smsSentTitle: "SMS Test Successful!",
  smsSent: (number: string) => `Test message sent to ${number}`,
  smsFailedTitle: "SMS Test Failed",
  smsFailed: (reason: string) => `Failed to send SMS: ${reason}`,
  smsErrorTitle: "SMS Test Error",
  smsError: (reason: string | undefined) => `Error: ${reason || "Unknown error occurred"}`,
  emailRequiredTitle: "Email required",
  emailRequired: "Please enter a test email address",
  emailFailedTitle: "Test failed",
  emailSent: {
    "partner-invitation": "Partner invitation sent!",
    "password-reset": "Password reset sent!",
    "email-verification": "Verification email sent!",
    welcome: "Welcome email sent!",
  } satisfies Record<TestEmailTemplate, string>,
  emailFallback: {
    "partner-invitation": "Could not send partner invitation test",
    "password-reset": "Could not send password reset test",
    "email-verification": "Could not send verification email test",
    welcome: "Could not send welcome email test",
  } satisfies Record<TestEmailTemplate, string>,
  allEmailsSent: "All email tests completed!",
  clearStorageConfirm: "Are you sure you want to clear all local storage? This will reset all cached data.",
  sessionClearConfirm:
    "Are you sure you want to force clear the session? This should only be used for debugging authentication issues.",
} as const;

/** Spec 3 §8: a notice list refreshes 2 s after a manual reminder, once its row has surely been written. */
export const REFRESH_AFTER_REMINDER_MS = 2_000;

/** The generate-daily-suggestion developer test (spec 3 §7): what one run produced, as the tab shows it. */
export interface DailySuggestionRun {
  /** What the dashboard's suggestion card shows this person now, or null when it shows nothing. */
  suggestion: DashboardSuggestion | null;
  /** Why there is none, in words; null when there is one. */
  noneBecause: string | null;
  /** The moment and zone it was computed for (the dashboard's "now"), as ISO text. */
  generatedAt: string;
  timeZone: string;
}

export function dailySuggestionRun(suggestion: DashboardSuggestion | null, clock: Clock): DailySuggestionRun {
  return {
    suggestion,
    // The card has one reason to be absent (dashboard-suggestion.ts): a recent check-in with the partner.
    noneBecause: suggestion
      ? null
      : `You checked in with your partner in the last ${CHECKIN_SUGGESTION_DAYS} days, so the dashboard shows no suggestion today.`,
    generatedAt: clock.now.toISOString(),
    timeZone: clock.timeZone,
  };
}
