import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { outbox } from "@/db/schema";
import { issueDeviceToken } from "@/lib/auth/device-cookie";
import { signInSchema } from "@/lib/validation/credentials";
import { EMAIL_NOT_VERIFIED_MESSAGE, authenticateUser } from "@/lib/services/account/authenticate-user";
import { createUser, uniqueEmail } from "../../helpers/auth";

const attempt = (email: string, password: string, ip: string | null = "203.0.113.10", deviceToken?: string) =>
  authenticateUser({ email, password, ip, deviceToken }).then(
    (user) => ({ ok: true as const, user, code: undefined }),
    (error: { code: string; message: string }) => ({ ok: false as const, code: error.code, message: error.message }),
  );

describe("sign-in", () => {
  test("correct credentials return the user and session version", async () => {
    const { email, password, userId } = await createUser();
    expect(await attempt(email, password)).toEqual({
      ok: true,
      code: undefined,
      user: { id: userId, email, sessionVersion: 1 },
    });
  });

  test("unknown email and wrong password get the same spec message", async () => {
    const { email } = await createUser();
    const wrong = await attempt(email, "not-the-password");
    const unknown = await attempt(uniqueEmail("ghost"), "not-the-password");
    expect(wrong).toEqual({
      ok: false,
      code: "INVALID_CREDENTIALS",
      message: "Invalid email or password. Please check your credentials and try again.",
    });
    expect(unknown).toEqual(wrong);
  });

  test("the form schema gives the spec's sign-in messages", () => {
    const issues = (v: object) => signInSchema.safeParse(v).error?.issues.map((i) => i.message);
    expect(issues({ email: "", password: "123456" })).toEqual(["Email is required"]);
    expect(issues({ email: "x@y", password: "123456" })).toEqual(["Please enter a valid email address"]);
    expect(issues({ email: "a@b.co", password: "" })).toEqual(["Password is required"]);
    // No minimum at sign-in (decision 052): a short password is checked against the hash like any other.
    expect(issues({ email: "a@b.co", password: "12345" })).toBeUndefined();
    expect(issues({ email: "a@b.co", password: "1".repeat(129) })).toEqual([
      "Password must be less than 128 characters",
    ]);
  });

  test("an unverified account is told to verify and gets a fresh link", async () => {
    const { email, password } = await createUser({ verified: false });
    expect(await attempt(email, password)).toEqual({
      ok: false,
      code: "EMAIL_NOT_VERIFIED",
      message: EMAIL_NOT_VERIFIED_MESSAGE,
    });
    const mails = await db().select({ template: outbox.template }).from(outbox).where(eq(outbox.recipient, email));
    expect(mails.map((m) => m.template)).toEqual(["email-verification", "email-verification"]);
  });

  test("an unverified account with a wrong password is just 'invalid' (no hint, no email)", async () => {
    const { email } = await createUser({ verified: false });
    expect((await attempt(email, "wrong-password-1")).code).toBe("INVALID_CREDENTIALS");
    expect(await db().select().from(outbox).where(eq(outbox.recipient, email))).toHaveLength(1);
  });
});

describe("sign-in rate limits", () => {
  test("the 10th failure for an email blocks it, even with the right password, with a clear message", async () => {
    const { email, password } = await createUser();
    for (let i = 1; i <= 9; i++)
      expect((await attempt(email, `bad-${i}-password`, `192.0.2.${i}`)).code).toBe("INVALID_CREDENTIALS");
    const tenth = await attempt(email, "bad-10-password", "192.0.2.10");
    expect(tenth).toEqual({
      ok: false,
      code: "RATE_LIMITED",
      message: "Too many attempts. Please wait 15 minutes and try again.",
    });
    expect((await attempt(email, password, "192.0.2.11")).code).toBe("RATE_LIMITED");
  });

  test("a success does not refill the email's budget for untrusted clients (only time or a password reset does)", async () => {
    const { email, password } = await createUser();
    for (let i = 1; i <= 9; i++) await attempt(email, `bad-${i}-password`, `192.0.2.${20 + i}`);
    expect((await attempt(email, password, "192.0.2.40")).ok).toBe(true);
    expect((await attempt(email, "bad-10-password", "192.0.2.41")).code).toBe("RATE_LIMITED");
  });

  test("a device token for this email escapes the email's lock; one for another email does not", async () => {
    const { email, password } = await createUser();
    for (let i = 1; i <= 10; i++) await attempt(email, `bad-${i}-password`, `192.0.2.${50 + i}`);
    expect((await attempt(email, password, "192.0.2.70", issueDeviceToken(uniqueEmail("other")))).code).toBe(
      "RATE_LIMITED",
    );
    expect((await attempt(email, password, "192.0.2.70", issueDeviceToken(email))).ok).toBe(true);
  });

  test("the 10th failure from one IP blocks that IP for every email, and only that IP", async () => {
    const ip = "198.51.100.99";
    for (let i = 1; i <= 9; i++)
      expect((await attempt(uniqueEmail("spray"), "guess-password", ip)).code).toBe("INVALID_CREDENTIALS");
    expect((await attempt(uniqueEmail("spray"), "guess-password", ip)).code).toBe("RATE_LIMITED");
    const { email, password } = await createUser();
    expect((await attempt(email, password, ip)).code).toBe("RATE_LIMITED");
    expect((await attempt(email, password, "198.51.100.100")).ok).toBe(true);
  });

  test("rotating IPv6 addresses inside one /64 share one budget", async () => {
    for (let i = 1; i <= 9; i++)
      expect((await attempt(uniqueEmail("v6"), "guess-password", `2001:db8:1:2::${i.toString(16)}`)).code).toBe(
        "INVALID_CREDENTIALS",
      );
    expect((await attempt(uniqueEmail("v6"), "guess-password", "2001:db8:1:2:ffff::1")).code).toBe("RATE_LIMITED");
    expect((await attempt(uniqueEmail("v6"), "guess-password", "2001:db8:1:3::1")).code).toBe("INVALID_CREDENTIALS");
  });

  test("an unknown address is not limited per address: one shared bucket would let a stranger lock every sign-in", async () => {
    for (let i = 1; i <= 12; i++)
      expect((await attempt(uniqueEmail("no-address"), "guess-password", null)).code).toBe("INVALID_CREDENTIALS");
    const { email, password } = await createUser();
    expect((await attempt(email, password, null)).ok).toBe(true);
  });
});
