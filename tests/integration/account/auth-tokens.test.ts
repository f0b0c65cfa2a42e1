import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { authTokens, outbox, users } from "@/db/schema";
import { requestPasswordResetAction, resetPasswordAction, resendVerificationAction } from "@/lib/actions/auth";
import { authenticateUser } from "@/lib/services/account/authenticate-user";
import { requestPasswordReset } from "@/lib/services/account/request-password-reset";
import { resetPassword } from "@/lib/services/account/reset-password";
import { TOKEN_EXPIRED_MESSAGE, TOKEN_INVALID_MESSAGE } from "@/lib/services/shared/token-error-message";
import { EMAIL_ALREADY_VERIFIED_MESSAGE, verifyEmail } from "@/lib/services/account/verify-email";
import { createUser, latestEmailedLink, uniqueEmail } from "../../helpers/auth";

const tokenOf = (url: URL) => url.searchParams.get("token")!;
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: { code: string; message: string }) => `${e.code}: ${e.message}`,
  );

describe("email verification links", () => {
  test("work once, until just before 24 hours, and send one welcome email", async () => {
    const { email, userId } = await createUser({ verified: false });
    const [issued] = await db()
      .select({ createdAt: authTokens.createdAt })
      .from(authTokens)
      .where(eq(authTokens.userId, userId));
    const token = tokenOf(await latestEmailedLink(email, "/verify-email"));
    const justBefore = new Date(issued!.createdAt.getTime() + 24 * 3_600_000 - 1_000);
    expect(await outcome(verifyEmail({ token, now: justBefore }))).toBe("ok");
    // Used up: a second click signs nobody in; it says the address is verified (decision 052).
    expect(await outcome(verifyEmail({ token, now: justBefore }))).toBe(`CONFLICT: ${EMAIL_ALREADY_VERIFIED_MESSAGE}`);
    const [user] = await db().select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
    expect(user!.verifiedAt).toEqual(justBefore);
    const welcomes = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.template, "welcome")));
    expect(welcomes).toHaveLength(1);
  });

  test("expire after 24 hours with the expiry message", async () => {
    const { email } = await createUser({ verified: false });
    const token = tokenOf(await latestEmailedLink(email, "/verify-email"));
    const later = new Date(Date.now() + 24 * 3_600_000 + 60_000);
    expect(await outcome(verifyEmail({ token, now: later }))).toBe(`TOKEN_EXPIRED: ${TOKEN_EXPIRED_MESSAGE}`);
  });

  test("an unknown token is invalid, and only a hash is stored", async () => {
    const { email, userId } = await createUser({ verified: false });
    const token = tokenOf(await latestEmailedLink(email, "/verify-email"));
    const stored = await db()
      .select({ hash: authTokens.tokenHash })
      .from(authTokens)
      .where(eq(authTokens.userId, userId));
    expect(stored.map((s) => s.hash)).not.toContain(token);
    expect(stored[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await outcome(verifyEmail({ token: "A".repeat(43) }))).toBe(`TOKEN_INVALID: ${TOKEN_INVALID_MESSAGE}`);
  });

  test("a reset token cannot verify an email and vice versa", async () => {
    const { email } = await createUser();
    await requestPasswordReset({ email });
    const resetToken = tokenOf(await latestEmailedLink(email, "/reset-password"));
    expect(await outcome(verifyEmail({ token: resetToken }))).toMatch(/^TOKEN_INVALID/);
  });

  test("resend queues a new link for an unverified address and nothing for others", async () => {
    const { email } = await createUser({ verified: false });
    expect(await resendVerificationAction({ email })).toEqual({ ok: true, data: undefined });
    const count = async (to: string) => (await db().select().from(outbox).where(eq(outbox.recipient, to))).length;
    expect(await count(email)).toBe(2);
    const ghost = uniqueEmail("ghost");
    expect(await resendVerificationAction({ email: ghost })).toEqual({ ok: true, data: undefined });
    expect(await count(ghost)).toBe(0);
  });
});

describe("password reset", () => {
  test("always answers the same, and mails only existing accounts", async () => {
    const { email } = await createUser();
    const ghost = uniqueEmail("ghost");
    expect(await requestPasswordResetAction({ email })).toEqual({ ok: true, data: undefined });
    expect(await requestPasswordResetAction({ email: ghost })).toEqual({ ok: true, data: undefined });
    const mails = await db().select({ to: outbox.recipient }).from(outbox).where(eq(outbox.template, "password-reset"));
    expect(mails.map((m) => m.to)).toContain(email);
    expect(mails.map((m) => m.to)).not.toContain(ghost);
  });

  test("links come from APP_URL and expire after one hour", async () => {
    const { email } = await createUser();
    await requestPasswordReset({ email });
    const link = await latestEmailedLink(email, "/reset-password");
    expect(`${link.origin}${link.pathname}`).toBe("http://attune.test/reset-password");
    const later = new Date(Date.now() + 3_600_000 + 60_000);
    expect(await outcome(resetPassword({ token: tokenOf(link), password: "fresh-meadow-2024", now: later }))).toBe(
      `TOKEN_EXPIRED: ${TOKEN_EXPIRED_MESSAGE}`,
    );
  });

  test("a link works once; older links die with it; the new password works and the old does not", async () => {
    const { email, password } = await createUser();
    await requestPasswordReset({ email });
    const first = tokenOf(await latestEmailedLink(email, "/reset-password"));
    await requestPasswordReset({ email });
    const second = tokenOf(await latestEmailedLink(email, "/reset-password"));
    expect(first).not.toBe(second);
    expect(
      await resetPasswordAction({ token: second, password: "fresh-meadow-2024", confirmPassword: "fresh-meadow-2024" }),
    ).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await outcome(resetPassword({ token: second, password: "another-meadow-2025" }))).toMatch(/^TOKEN_INVALID/);
    expect(await outcome(resetPassword({ token: first, password: "another-meadow-2025" }))).toMatch(/^TOKEN_INVALID/);
    expect(await outcome(authenticateUser({ email, password, ip: null }))).toMatch(/^INVALID_CREDENTIALS/);
    expect(await outcome(authenticateUser({ email, password: "fresh-meadow-2024", ip: null }))).toBe("ok");
  });

  test("a reset verifies the address (the link proved the inbox)", async () => {
    const { email, userId } = await createUser({ verified: false });
    await requestPasswordReset({ email });
    await resetPassword({
      token: tokenOf(await latestEmailedLink(email, "/reset-password")),
      password: "fresh-meadow-2024",
    });
    const [user] = await db().select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
    expect(user!.verifiedAt).not.toBeNull();
  });

  test("the new password follows the sign-up rules", async () => {
    const { email } = await createUser();
    await requestPasswordReset({ email });
    const token = tokenOf(await latestEmailedLink(email, "/reset-password"));
    expect(await resetPasswordAction({ token, password: "short", confirmPassword: "short" })).toMatchObject({
      ok: false,
      error: { fieldErrors: { password: ["Password must be at least 8 characters"] } },
    });
    expect(await resetPasswordAction({ token, password: "password1", confirmPassword: "password1" })).toMatchObject({
      ok: false,
      error: { message: "This password is too common. Please choose a less common password." },
    });
    // The refused attempts did not use the link up.
    expect(await outcome(resetPassword({ token, password: "fresh-meadow-2024" }))).toBe("ok");
  });

  test("requests are limited per address: the 6th within an hour is refused", async () => {
    const { email } = await createUser();
    for (let i = 0; i < 5; i++) expect((await requestPasswordResetAction({ email })).ok).toBe(true);
    expect(await requestPasswordResetAction({ email })).toMatchObject({ ok: false, error: { code: "RATE_LIMITED" } });
    const ghost = uniqueEmail("ghost");
    for (let i = 0; i < 5; i++) await requestPasswordResetAction({ email: ghost });
    expect(await requestPasswordResetAction({ email: ghost })).toMatchObject({
      ok: false,
      error: { code: "RATE_LIMITED" },
    });
  });
});
