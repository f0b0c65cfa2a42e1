import { expect, test } from "vitest";
import { appLink } from "./links";
import { smsBody } from "./sms";

test("the partner invitation text, word for word", () => {
  const acceptUrl = appLink("/accept-invite", { token: "tok" });
  expect(smsBody("partner-invitation", { inviterName: "Alex", acceptUrl, expiresInDays: 7 })).toBe(
    "Alex invited you to connect on Attune. Accept within 7 days: http://attune.test/accept-invite?token=tok",
  );
});

test("a text's link must point at the app, as an email's must", () => {
  const props = { inviterName: "Alex", expiresInDays: 7 };
  expect(() => smsBody("partner-invitation", { ...props, acceptUrl: "https://evil.example/accept-invite" })).toThrow(
    /acceptUrl must point at the app/,
  );
  expect(() => smsBody("partner-invitation", { ...props, acceptUrl: "/accept-invite" })).toThrow(/acceptUrl/);
});
