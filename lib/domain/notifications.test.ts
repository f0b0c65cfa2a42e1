import { expect, test } from "vitest";
import { inboxItem, NOTIFICATION_TEXT, relativeTime } from "./notifications";

const now = new Date("2026-11-26T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

test.each([
  [10, "just now"],
  [5 * 60, "5 minutes ago"],
  [3 * 3600, "3 hours ago"],
  [86_400, "yesterday"],
  [3 * 86_400, "3 days ago"],
  [14 * 86_400, "2 weeks ago"],
])("%i s ago → %s", (seconds, text) => {
  expect(relativeTime(ago(seconds), now)).toBe(text);
});

test("reminders lead to Settings and day-of notices to the partner page, unless the row names its own link", () => {
  const row = {
    id: "n",
    type: "mood_reminder",
    title: "t",
    message: "m",
    priority: "high" as const,
    scheduledFor: ago(120),
    actionUrl: null,
    readAt: null,
  };
  expect(inboxItem(row, now)).toMatchObject({
    href: "/settings",
    priorityLabel: "High",
    when: "2 minutes ago",
    read: false,
  });
  expect(inboxItem({ ...row, type: "special_date_reminder" }, now).href).toBe("/partner-dashboard");
  expect(inboxItem({ ...row, type: "system", actionUrl: "/goals", readAt: now }, now)).toMatchObject({
    href: "/goals",
    read: true,
  });
  expect(inboxItem({ ...row, type: "system" }, now).href).toBeNull();
});

test("the unread count in words", () => {
  expect(NOTIFICATION_TEXT.unread(0)).toBe("No unread notifications");
  expect(NOTIFICATION_TEXT.unread(1)).toBe("1 unread notification");
  expect(NOTIFICATION_TEXT.unread(4)).toBe("4 unread notifications");
});
