import { expect, test } from "vitest";
import {
  activityAnswer,
  debugNotification,
  deliveryFailureReason,
  notificationStatus,
  priorityTone,
  TEST_EMAIL_TEMPLATES,
  UTILITIES_COPY,
} from "./dev-tools-utilities";

test("status derives from deleted_at, then read_at (spec 3 §3)", () => {
  const at = new Date();
  expect(notificationStatus({ deletedAt: at, readAt: at })).toBe("Deleted");
  expect(notificationStatus({ deletedAt: null, readAt: at })).toBe("Read");
  expect(notificationStatus({ deletedAt: null, readAt: null })).toBe("Unread");
});

test("priority colours: urgent red, high orange, medium blue, anything else grey", () => {
  expect(["urgent", "high", "medium", "low", "other"].map(priorityTone)).toEqual([
    "red",
    "orange",
    "blue",
    "grey",
    "grey",
  ]);
});

test("activity is Yes or No once read, Unknown before", () => {
  expect([activityAnswer(true), activityAnswer(false), activityAnswer(undefined)]).toEqual(["Yes", "No", "Unknown"]);
});

test("a notice travels as JSON: ISO times, its status and priority in words", () => {
  const createdAt = new Date("2026-03-10T09:30:00Z");
  expect(
    debugNotification({
      id: "n1",
      title: "Test notification",
      message: "Hello",
      type: "system",
      priority: "high",
      createdAt,
      readAt: createdAt,
      deletedAt: null,
      actionUrl: "/dev-tools",
      metadata: { event: "test_notification" },
    }),
  ).toEqual({
    id: "n1",
    title: "Test notification",
    message: "Hello",
    type: "system",
    priority: "high",
    priorityLabel: "High",
    status: "Read",
    createdAt: "2026-03-10T09:30:00.000Z",
    actionUrl: "/dev-tools",
    metadata: { event: "test_notification" },
  });
});

test("the spec's toast copy for each email test and for the SMS test", () => {
  expect(TEST_EMAIL_TEMPLATES.map((template) => UTILITIES_COPY.emailSent[template])).toEqual([
    "Partner invitation sent!",
    "Password reset sent!",
    "Verification email sent!",
    "Welcome email sent!",
  ]);
  expect(UTILITIES_COPY.smsFailed("Twilio refused the number")).toBe("Failed to send SMS: Twilio refused the number");
  expect([UTILITIES_COPY.smsError(undefined), UTILITIES_COPY.smsError("boom")]).toEqual([
    "Error: Unknown error occurred",
    "Error: boom",
  ]);
});

test("a failed attempt's reason drops the error's class name", () => {
  expect(deliveryFailureReason("DeliveryError: Twilio refused the number")).toBe("Twilio refused the number");
  expect(deliveryFailureReason("timeout")).toBe("timeout");
  expect([deliveryFailureReason(null), deliveryFailureReason("Error: ")]).toEqual([
    "The provider refused the message.",
    "The provider refused the message.",
  ]);
});
