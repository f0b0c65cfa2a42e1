import { addDays, localDayKey, MS_PER_HOUR, type DayKey } from "./time";
import { localTimeOn } from "./special-dates";

/**
 * How a notice leaves the app once its moment has come (issue #17, decision 041): the daily reminder's clock, which
 * channels carry a notice beyond the in-app centre, and the push payload, which never holds private text.
 */

export type DeliveredType =
  | "mood_reminder"
  | "special_date_reminder"
  | "partner_activity"
  | "achievement"
  | "ritual_suggestion"
  | "wellness_alert"
  | "system"
  | "daily_question"
  | "weekly_recap"
  | "check_up";

/** The category switches of Settings → Notification Preferences (the question for two's since issue #37). */
export type CategorySwitch =
  | "moodReminders"
  | "ritualSuggestions"
  | "partnerNotifications"
  | "wellnessAlerts"
  | "achievementNotifications"
  | "questionNotifications"
  | "weeklyRecapNotifications"
  | "checkUpReminders";

/** The switch that governs a type beyond the app; null for what the person set up or must know (always sent). */
export const SWITCH_FOR_TYPE: Record<DeliveredType, CategorySwitch | null> = {
  mood_reminder: "moodReminders",
  ritual_suggestion: "ritualSuggestions",
  partner_activity: "partnerNotifications",
  wellness_alert: "wellnessAlerts",
  achievement: "achievementNotifications",
  daily_question: "questionNotifications",
  weekly_recap: "weeklyRecapNotifications",
  check_up: "checkUpReminders",
  // Dates the person entered with their own reminder lead time, and notices about the app itself.
  special_date_reminder: null,
  system: null,
};

/** Reminders are worth an email to someone no push reaches; news is not (it waits in the app). */
const EMAILED_TYPES: ReadonlySet<DeliveredType> = new Set(["mood_reminder", "special_date_reminder"]);

/**
 * A notice whose moment passed longer ago than this (the workers were down) is left in the app only: a reminder
 * for a morning that is over, or yesterday's news, should not buzz a phone now.
 */
export const DELIVERY_STALE_AFTER_MS = 2 * MS_PER_HOUR;

export interface ChannelInput {
  type: DeliveredType;
  /** The category switch's current value; true for a type without one. */
  switchOn: boolean;
  /** The person has at least one push subscription. */
  hasPush: boolean;
  dueAt: Date;
  now: Date;
}

export interface Channels {
  push: boolean;
  email: boolean;
}

/** In-app always (the row exists); push when subscribed, email for reminders when no push reaches the person. */
export function deliveryChannels({ type, switchOn, hasPush, dueAt, now }: ChannelInput): Channels {
  if (!switchOn || now.getTime() - dueAt.getTime() > DELIVERY_STALE_AFTER_MS) return { push: false, email: false };
  return { push: hasPush, email: !hasPush && EMAILED_TYPES.has(type) };
}

export interface PushPayload {
  title: string;
  body: string;
  /** In-app path the notification opens. */
  url: string;
  /** Notifications with one tag replace each other on the device (one daily reminder, not a pile). */
  tag: string;
}

/**
 * Generic wording by type: a push payload crosses the browser vendor's push service, and a lock screen is public,
 * so it names no partner, date title or feeling. The full notice waits in the app behind the link.
 */
const PUSH_BODIES: Record<DeliveredType, string> = {
  mood_reminder: "How are you feeling today? Take a moment to log your mood.",
  special_date_reminder: "A special date is coming up.",
  partner_activity: "There's news from your partner.",
  achievement: "You earned a new achievement.",
  ritual_suggestion: "A new ritual is waiting for you both.",
  wellness_alert: "A gentle check-in from Attune.",
  system: "You have a new notification.",
  // Never the partner's name or words: a lock screen is public.
  daily_question: "There's something new on your question for two.",
  weekly_recap: "Your weekly recap is ready.",
  // Never a score: the lock screen is public, and the check-up is the person's own.
  check_up: "Your monthly check-up is ready when you are.",
};

export function pushPayloadFor(notice: {
  type: DeliveredType;
  actionUrl: string | null;
  dayOf?: boolean;
}): PushPayload {
  const body =
    notice.type === "special_date_reminder" && notice.dayOf ? "A special date is today." : PUSH_BODIES[notice.type];
  return { title: "Attune", body, url: notice.actionUrl ?? "/dashboard", tag: notice.type };
}

/** Parses a "HH:MM" or "HH:MM:SS" reminder time (the database's time type) into hours and minutes. */
export function reminderClock(time: string): { hour: number; minute: number } {
  const [hour = 19, minute = 0] = time.split(":").map(Number);
  return { hour, minute };
}

/** The reminder's instant on a local day: the wall time `time` in `timeZone`, DST-safe (see localTimeOn). */
export function reminderMomentOn(day: DayKey, time: string, timeZone: string): Date {
  const { hour, minute } = reminderClock(time);
  return new Date(localTimeOn(day, hour, timeZone).getTime() + minute * 60_000);
}

/**
 * The first reminder moment strictly after `after`: today's if it is still ahead, else tomorrow's. Computed per local
 * day, so a DST change moves the UTC instant and never the wall time (19:00 stays 19:00).
 */
export function nextDailyReminderAt(after: Date, time: string, timeZone: string): Date {
  const today = localDayKey(after, timeZone);
  const moment = reminderMomentOn(today, time, timeZone);
  return moment.getTime() > after.getTime() ? moment : reminderMomentOn(addDays(today, 1), time, timeZone);
}

/** The daily reminder's dedupe key: one per person and local day, however many workers run the sweep. */
export function dailyReminderKey(day: DayKey): string {
  return `mood_reminder:${day}`;
}

/**
 * The push services browsers subscribe with (Chrome and Edge through FCM or WNS, Firefox through Mozilla, Safari
 * through Apple). The server POSTs to a subscription's endpoint, so an endpoint anywhere else would let a client make
 * this server send requests wherever it likes (SSRF); only these hosts, over https, are accepted.
 */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com"];
const PUSH_SERVICE_SUFFIXES = [".push.apple.com", ".notify.windows.com", ".push.services.mozilla.com"];

export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || (url.port && url.port !== "443")) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
