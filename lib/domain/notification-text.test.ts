import { expect, test } from "vitest";
import { NOTIFICATION_TEXT } from "./notification-text";

test("the bell's count in words: none, one, several", () => {
  expect([0, 1, 2, 12].map(NOTIFICATION_TEXT.unread)).toEqual([
    "No unread notifications",
    "1 unread notification",
    "2 unread notifications",
    "12 unread notifications",
  ]);
});
