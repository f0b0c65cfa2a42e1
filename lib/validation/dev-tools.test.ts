import { expect, test } from "vitest";
import { devTestMessages, testEmailsSchema, testSmsSchema } from "./dev-tools";

const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue && [issue.path.join("."), issue.message];
};

test("SMS: the spec's messages for a missing number, a missing country code and a missing custom message", () => {
  const sms = (input: object) => firstIssue(testSmsSchema.safeParse({ messageType: "custom", ...input }));
  expect(sms({ phone: "  ", customMessage: "Hi" })).toEqual(["phone", "Phone number is required"]);
  expect(sms({ phone: "0412 345 678", customMessage: "Hi" })).toEqual([
    "phone",
    "Phone number must include country code",
  ]);
  expect(sms({ phone: "+61412345678", customMessage: " " })).toEqual([
    "customMessage",
    "Please enter a custom message to send.",
  ]);
  expect(sms({ phone: "+61412345678", customMessage: "é".repeat(161) })).toEqual([
    "customMessage",
    devTestMessages.customTooLong,
  ]);
});

test("SMS: a valid number comes out as E.164; the invitation preview takes no message", () => {
  expect(testSmsSchema.parse({ phone: "+61 412 345 678", messageType: "custom", customMessage: " Hi " })).toEqual({
    phone: "+61412345678",
    messageType: "custom",
    customMessage: "Hi",
  });
  expect(testSmsSchema.parse({ phone: "+1 415 555 2671", customMessage: "ignored" })).toEqual({
    phone: "+14155552671",
    messageType: "invitation",
  });
  // 160 characters (code points, as the counter counts them) is one segment and allowed.
  expect(
    testSmsSchema.safeParse({ phone: "+14155552671", messageType: "custom", customMessage: "😀".repeat(160) }).success,
  ).toBe(true);
});

test("email: an address is required and valid; templates come once each, in the suite's order", () => {
  expect(firstIssue(testEmailsSchema.safeParse({ to: "", templates: ["welcome"] }))).toEqual([
    "to",
    "Please enter a test email address",
  ]);
  expect(firstIssue(testEmailsSchema.safeParse({ to: "nope", templates: ["welcome"] }))).toEqual([
    "to",
    "Please enter a valid email address",
  ]);
  expect(firstIssue(testEmailsSchema.safeParse({ to: "a@example.com", templates: [] }))?.[1]).toBe(
    devTestMessages.templates,
  );
  expect(
    testEmailsSchema.parse({ to: " A@Example.com ", templates: ["welcome", "partner-invitation", "welcome"] }),
  ).toEqual({ to: "a@example.com", templates: ["partner-invitation", "welcome"] });
});
