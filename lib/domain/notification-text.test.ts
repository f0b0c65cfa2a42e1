import { expect, test } from "vitest";
import { bellLabel, NOTIFICATION_TEXT } from "./notification-text";

test("the bell's count in words: none, one, several", () => {
  expect([0, 1, 2, 12].map(NOTIFICATION_TEXT.unread)).toEqual([
    "No unread notifications",
    "1 unread notification",
    "2 unread notifications",
    "12 unread notifications",
  ]);
});

test("the bell's name says what it is, then the count", () => {
  expect(bellLabel(0)).toBe("Notifications: No unread notifications");
  expect(bellLabel(3)).toBe("Notifications: 3 unread notifications");
});
