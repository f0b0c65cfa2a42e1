import type { DeliveredType } from "./notification-delivery";

/**
 * The notification centre's model (issue #17): each due notice with when it arrived in words and where it leads.
 * Reminders lead to /settings and day-of notices to /partner-dashboard when the row names no link of its own. Calm
 * notifications (issue #33, decision 051): no priority in the centre, bursts merged into one notice, and a badge that
 * counts news about people only.
 */

export type NoticePriority = "urgent" | "high" | "medium" | "low";

export const INBOX_LIMIT = 20;

// The centre's words are in notification-text.ts (the bell in every page's first load carries those alone).
export { NOTIFICATION_TEXT } from "./notification-text";

/** Priority in words, for /dev-tools' notification list only (spec 3 §1); the centre shows no priority. */
export const PRIORITY_LABELS: Record<NoticePriority, string> = {
  urgent: "Urgent",
  high: "High",
  medium: "Medium",
  low: "Low",
};

/**
 * How long a burst lasts, from its first event: every change one person makes to what they share, and every
 * achievement earned, within this window after the first one is told as one notice, updated in place (decision 051).
 * Ten minutes covers going through the Settings switches or the guided sharing screen in one sitting, and a run of
 * entries that completes several achievements, without hiding a change made later in the day.
 */
export const NOTICE_BURST_WINDOW_MS = 10 * 60_000;

/** A burst whose first event is after this instant is still open for an event at `at`. */
export function burstOpenSince(at: Date): Date {
  return new Date(at.getTime() - NOTICE_BURST_WINDOW_MS);
}

/** "moods", "moods and goals", "moods, detailed entries and goals": a list as a sentence says it. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * Whether an unread notice of a type counts on the bell's badge: news about people (what the partner did or shared,
 * check-ins and reactions, achievements, a ritual the partner picked, a special date, a note about one's own moods),
 * not housekeeping (the daily nudge to log a mood, billing, exports, test notices). A record, so a new type must be
 * decided here. Every notice is still listed in the centre.
 */
export const COUNTS_ON_BADGE: Record<DeliveredType, boolean> = {
  partner_activity: true,
  achievement: true,
  ritual_suggestion: true,
  special_date_reminder: true,
  wellness_alert: true,
  daily_question: true,
  // The week both partners had: news about the two of them, like the question for two.
  weekly_recap: true,
  mood_reminder: false,
  // A reminder to oneself, like the daily mood nudge: housekeeping, not news.
  check_up: false,
  system: false,
};

export const BADGE_TYPES: readonly DeliveredType[] = (Object.keys(COUNTS_ON_BADGE) as DeliveredType[]).filter(
  (type) => COUNTS_ON_BADGE[type],
);

const DEFAULT_LINKS: Partial<Record<string, string>> = {
  mood_reminder: "/settings",
  special_date_reminder: "/partner-dashboard",
};

export interface InboxItem {
  id: string;
  title: string;
  message: string;
  /** "5 minutes ago", "yesterday". */
  when: string;
  /** In-app path, or null. */
  href: string | null;
  read: boolean;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function relativeTime(at: Date, now: Date): string {
  const seconds = Math.round((at.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return "just now";
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}

export function inboxItem(
  row: {
    id: string;
    type: string;
    title: string;
    message: string;
    scheduledFor: Date;
    actionUrl: string | null;
    readAt: Date | null;
  },
  now: Date,
): InboxItem {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    when: relativeTime(row.scheduledFor, now),
    href: row.actionUrl ?? DEFAULT_LINKS[row.type] ?? null,
    read: row.readAt !== null,
  };
}
