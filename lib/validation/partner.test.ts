import { describe, expect, test } from "vitest";
import {
  disconnectConfirmationSchema,
  invitationMessages,
  invitationSchema,
  inviteTokenInputSchema,
  sendInvitationSchema,
} from "./partner";

const MOBILE = "+14155552671";
const OTHER_MOBILE = "+447400123456";
const LANDLINE_GB = "+441212345678";

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("invitation method", () => {
  test("defaults to SMS", () => {
    expect(sendInvitationSchema.parse({ partnerPhone: MOBILE })).toMatchObject({ method: "sms", partnerPhone: MOBILE });
  });

  test("anything but email, sms or both is refused with the spec's message", () => {
    for (const method of ["fax", "", 3, null]) {
      const result = sendInvitationSchema.safeParse({ method, partnerPhone: MOBILE });
      expect(errors(result)).toEqual({ method: "Please select a valid invitation method" });
    }
  });
});

describe("partner email", () => {
  test("required for email and both, with server and form wording", () => {
    expect(errors(sendInvitationSchema.safeParse({ method: "email" }))).toEqual({
      partnerEmail: "Email address is required for email invitations",
    });
    expect(errors(invitationSchema({ wording: "form" }).safeParse({ method: "both", partnerPhone: MOBILE }))).toEqual({
      partnerEmail: "Partner's email is required for email invitation",
    });
    expect(errors(sendInvitationSchema.safeParse({ method: "email", partnerEmail: "   " }))).toEqual({
      partnerEmail: invitationMessages.emailRequired.server,
    });
  });

  test("must be a valid address", () => {
    for (const partnerEmail of ["nope", "a@", `${"a".repeat(250)}@x.com`]) {
      expect(errors(sendInvitationSchema.safeParse({ method: "email", partnerEmail }))).toEqual({
        partnerEmail: "Please enter a valid email address",
      });
    }
  });

  test("trimmed and lower-cased; the phone is ignored for email-only", () => {
    expect(
      sendInvitationSchema.parse({ method: "email", partnerEmail: "  Sam@Example.COM ", partnerPhone: "junk" }),
    ).toEqual({ method: "email", partnerEmail: "sam@example.com", partnerPhone: null, ownPhone: null });
  });
});

describe("partner phone", () => {
  test("required for sms and both, with server and form wording", () => {
    expect(errors(sendInvitationSchema.safeParse({ method: "sms" }))).toEqual({
      partnerPhone: "Phone number is required for SMS invitations",
    });
    expect(
      errors(invitationSchema({ wording: "form" }).safeParse({ method: "both", partnerEmail: "a@example.com" })),
    ).toEqual({ partnerPhone: "Partner's mobile number is required for SMS invitation" });
  });

  test("must be a valid mobile number with country code", () => {
    for (const partnerPhone of ["12345", "4155552671", LANDLINE_GB, "+999123"]) {
      expect(errors(sendInvitationSchema.safeParse({ method: "sms", partnerPhone }))).toEqual({
        partnerPhone: "Please enter a valid mobile number with country code",
      });
    }
  });

  test("normalised to E.164; the email is ignored for sms-only", () => {
    expect(sendInvitationSchema.parse({ method: "sms", partnerPhone: "+44 7400 123456", partnerEmail: "x" })).toEqual({
      method: "sms",
      partnerEmail: null,
      partnerPhone: OTHER_MOBILE,
      ownPhone: null,
    });
  });
});

describe("the inviter's own phone", () => {
  test("required for an SMS invitation when the profile has none (…for yourself)", () => {
    const server = invitationSchema({ wording: "server", requireOwnPhone: true });
    expect(errors(server.safeParse({ method: "sms", partnerPhone: MOBILE }))).toEqual({
      ownPhone: "Phone number is required for SMS invitations for yourself",
    });
    const form = invitationSchema({ wording: "form", requireOwnPhone: true });
    expect(errors(form.safeParse({ method: "sms", partnerPhone: MOBILE }))).toEqual({
      ownPhone: "Your mobile number is required for SMS invitation for yourself",
    });
  });

  test("not required for email-only, nor when the profile has one", () => {
    const server = invitationSchema({ wording: "server", requireOwnPhone: true });
    expect(server.safeParse({ method: "email", partnerEmail: "a@example.com" }).success).toBe(true);
    expect(sendInvitationSchema.safeParse({ method: "sms", partnerPhone: MOBILE }).success).toBe(true);
  });

  test("validated when given (…for yourself) and normalised", () => {
    expect(errors(sendInvitationSchema.safeParse({ method: "sms", partnerPhone: MOBILE, ownPhone: "123" }))).toEqual({
      ownPhone: "Please enter a valid mobile number with country code for yourself",
    });
    expect(
      sendInvitationSchema.parse({
        method: "both",
        partnerEmail: "a@example.com",
        partnerPhone: MOBILE,
        ownPhone: "+44 7400 123456",
      }),
    ).toEqual({ method: "both", partnerEmail: "a@example.com", partnerPhone: MOBILE, ownPhone: OTHER_MOBILE });
  });

  test("reported together with the partner's fields", () => {
    const server = invitationSchema({ wording: "server", requireOwnPhone: true });
    expect(Object.keys(errors(server.safeParse({ method: "both" })))).toEqual([
      "partnerEmail",
      "partnerPhone",
      "ownPhone",
    ]);
  });
});

test("unknown keys are stripped (mass assignment)", () => {
  const parsed = sendInvitationSchema.parse({
    method: "sms",
    partnerPhone: MOBILE,
    userId: "someone-else",
    status: "accepted",
  }) as unknown as Record<string, unknown>;
  expect(Object.keys(parsed).sort()).toEqual(["method", "ownPhone", "partnerEmail", "partnerPhone"]);
});

describe("disconnect confirmation", () => {
  test("DISCONNECT, case-insensitive and trimmed", () => {
    for (const confirmation of ["DISCONNECT", " disconnect ", "Disconnect"]) {
      expect(disconnectConfirmationSchema.safeParse({ confirmation }).success).toBe(true);
    }
  });

  test("anything else is refused", () => {
    for (const confirmation of ["", "disconnected", "DELETE", undefined]) {
      expect(errors(disconnectConfirmationSchema.safeParse({ confirmation }))).toEqual({
        confirmation: "Please type DISCONNECT to confirm",
      });
    }
  });
});

test("the invite token input must be a well-formed token", () => {
  expect(inviteTokenInputSchema.safeParse({ token: "abc_DEF-123" }).success).toBe(true);
  expect(inviteTokenInputSchema.safeParse({ token: "../../x" }).success).toBe(false);
  expect(inviteTokenInputSchema.safeParse({}).success).toBe(false);
});
