/**
 * The notification centre's words (issue #17), apart from notifications.ts (which re-exports them) so that the bell,
 * in every signed-in page's first load, carries these and not the centre's model (issue #34, decision 066).
 */
export const NOTIFICATION_TEXT = {
  title: "Notifications",
  empty: "You're all caught up. Reminders and news from your partner appear here.",
  markAllRead: "Mark all read",
  markRead: "Mark read",
  delete: "Delete",
  open: "Open",
  unread: (n: number) => (n === 0 ? "No unread notifications" : `${n} unread notification${n === 1 ? "" : "s"}`),
} as const;

/** The bell's accessible name: what it is and how many unread notices it counts ('Notifications: 2 unread ...'). */
export const bellLabel = (unread: number) => `${NOTIFICATION_TEXT.title}: ${NOTIFICATION_TEXT.unread(unread)}`;
