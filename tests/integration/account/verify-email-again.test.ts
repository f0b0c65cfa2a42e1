import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { db } from "@/db/client";
import { authTokens, users } from "@/db/schema";
import { verifyEmailAction } from "@/lib/actions/auth";
import { sessionCookie } from "@/lib/auth/cookies";
import { VERIFICATION_TOKEN_TTL_MS } from "@/lib/domain/limits";
import { authenticateUser } from "@/lib/services/account/authenticate-user";
import { requestPasswordReset } from "@/lib/services/account/request-password-reset";
import { resetPassword } from "@/lib/services/account/reset-password";
import { TOKEN_EXPIRED_MESSAGE, TOKEN_INVALID_MESSAGE } from "@/lib/services/shared/token-error-message";
import { EMAIL_ALREADY_VERIFIED_MESSAGE, verifyEmail } from "@/lib/services/account/verify-email";
import { createUser, latestEmailedLink } from "../../helpers/auth";
import { actAs, takeSetCookies } from "../../helpers/request-context";

/**
 * Issue #33: a verification link opened a second time said "This link is invalid or has already been used." to
 * someone whose email was verified by its first click. Now the token's own account, once verified, is said to be
 * verified (decision 052); everything else keeps the old answers, and a used link still signs nobody in.
 */

const tokenOf = async (email: string, path: "/verify-email" | "/reset-password" = "/verify-email") =>
  (await latestEmailedLink(email, path)).searchParams.get("token")!;
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: { code: string; message: string }) => `${e.code}: ${e.message}`,
  );
const ALREADY = `CONFLICT: ${EMAIL_ALREADY_VERIFIED_MESSAGE}`;

describe("a verification link opened again", () => {
  test("without a session: the email is verified, sign in to continue; no session is made", async () => {
    const { email } = await createUser({ verified: false });
    const token = await tokenOf(email);
    await actAs(null);
    expect(await verifyEmailAction({ token })).toEqual({ ok: true, data: { outcome: "signed_in" } });
    expect(takeSetCookies().map((c) => c.name)).toContain(sessionCookie().name);

    await actAs(null); // the same browser without its new cookie, or another one: a used link is never a sign-in
    expect(await verifyEmailAction({ token })).toEqual({
      ok: true,
      data: { outcome: "already_verified", message: "Your email is already verified. Sign in to continue." },
    });
    expect(takeSetCookies()).toEqual([]);
  });

  test("signed in as the link's own account: on to the dashboard as after the first click", async () => {
    const { email, userId } = await createUser({ verified: false });
    const token = await tokenOf(email);
    await verifyEmail({ token });
    await actAs(userId);
    expect(await verifyEmailAction({ token })).toEqual({ ok: true, data: { outcome: "signed_in" } });
    expect(takeSetCookies()).toEqual([]);
  });

  test("an unknown token is still just invalid: nothing is said about any account", async () => {
    await createUser();
    await actAs(null);
    expect(await verifyEmailAction({ token: "Q".repeat(43) })).toMatchObject({
      ok: false,
      error: { code: "TOKEN_INVALID", message: TOKEN_INVALID_MESSAGE },
    });
    expect(await outcome(verifyEmail({ token: "Q".repeat(43) }))).toBe(`TOKEN_INVALID: ${TOKEN_INVALID_MESSAGE}`);
  });

  test("only while the token's account is verified: a used token of an unverified account is invalid", async () => {
    const { email, userId } = await createUser({ verified: false });
    const token = await tokenOf(email);
    await verifyEmail({ token });
    expect(await outcome(verifyEmail({ token }))).toBe(ALREADY);
    // No flow unverifies an address today; if one ever does, the used link must not claim otherwise.
    await db().update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId));
    expect(await outcome(verifyEmail({ token }))).toBe(`TOKEN_INVALID: ${TOKEN_INVALID_MESSAGE}`);
  });

  test("an expired link of a verified account says verified (a new link would be no use); unverified, expired", async () => {
    const verified = await createUser({ verified: false });
    const older = await tokenOf(verified.email);
    // Signing in unverified mails a fresh link; the person verifies with that one and never opens the first.
    await authenticateUser({ email: verified.email, password: verified.password, ip: null }).catch(() => undefined);
    const newer = await tokenOf(verified.email);
    expect(newer).not.toBe(older);
    await verifyEmail({ token: newer });
    const pending = await createUser({ verified: false });
    const later = new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS + 60_000);
    expect(await outcome(verifyEmail({ token: older, now: later }))).toBe(ALREADY);
    expect(await outcome(verifyEmail({ token: await tokenOf(pending.email), now: later }))).toBe(
      `TOKEN_EXPIRED: ${TOKEN_EXPIRED_MESSAGE}`,
    );
  });

  test("nothing new is stored: the used token's own row is the marker", async () => {
    const { email, userId } = await createUser({ verified: false });
    const token = await tokenOf(email);
    await verifyEmail({ token });
    await verifyEmail({ token }).catch(() => undefined);
    const rows = await db().select({ usedAt: authTokens.usedAt }).from(authTokens).where(eq(authTokens.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.usedAt).not.toBeNull();
  });

  test("password-reset links are unchanged: a used one is invalid, whoever owns it", async () => {
    const { email } = await createUser();
    await requestPasswordReset({ email });
    const token = await tokenOf(email, "/reset-password");
    await resetPassword({ token, password: "fresh-meadow-2024" });
    expect(await outcome(resetPassword({ token, password: "other-meadow-2025" }))).toBe(
      `TOKEN_INVALID: ${TOKEN_INVALID_MESSAGE}`,
    );
  });
});
