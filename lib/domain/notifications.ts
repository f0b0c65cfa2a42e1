/**
 * The notification centre's model (issue #17): each due notice with its priority in words and colour, when it
 * arrived in words, and where it leads. Reminders lead to /settings and day-of notices to /partner-dashboard when the
 * row names no link of its own.
 */

export type NoticePriority = "urgent" | "high" | "medium" | "low";

export const INBOX_LIMIT = 20;

export const NOTIFICATION_TEXT = {
  title: "Notifications",
  empty: "You're all caught up. Reminders and news from your partner appear here.",
  markAllRead: "Mark all read",
  markRead: "Mark read",
  delete: "Delete",
  open: "Open",
  unread: (n: number) => (n === 0 ? "No unread notifications" : `${n} unread notification${n === 1 ? "" : "s"}`),
} as const;

export const PRIORITY_LABELS: Record<NoticePriority, string> = {
  urgent: "Urgent",
  high: "High",
  medium: "Medium",
  low: "Low",
};

const DEFAULT_LINKS: Partial<Record<string, string>> = {
  mood_reminder: "/settings",
  special_date_reminder: "/partner-dashboard",
};

export interface InboxItem {
  id: string;
  title: string;
  message: string;
  priority: NoticePriority;
  priorityLabel: string;
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
    priority: NoticePriority;
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
    priority: row.priority,
    priorityLabel: PRIORITY_LABELS[row.priority],
    when: relativeTime(row.scheduledFor, now),
    href: row.actionUrl ?? DEFAULT_LINKS[row.type] ?? null,
    read: row.readAt !== null,
  };
}
