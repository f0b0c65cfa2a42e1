import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { db } from "@/db/client";
import { outbox, users } from "@/db/schema";
import { verifyEmailAction } from "@/lib/actions/auth";
import { currentUser } from "@/lib/auth/guards";
import { createUser, latestEmailedLink } from "../../helpers/auth";
import { actAs, takeSetCookies } from "../../helpers/request-context";

/**
 * Issue #30: a signed-in person who opened an attacker's verification link was switched into the attacker's
 * account (login CSRF). Over a session the link now verifies its address and signs nobody in.
 */

const tokenOf = async (email: string) => (await latestEmailedLink(email, "/verify-email")).searchParams.get("token")!;
const mailsTo = async (email: string) =>
  (await db().select({ id: outbox.id }).from(outbox).where(eq(outbox.recipient, email))).map((row) => row.id);

describe("a verification link opened while signed in", () => {
  test("another account's link verifies that address and leaves the session as it was", async () => {
    const me = await createUser({ fullName: "Jamie Rivera" });
    const them = await createUser({ verified: false, fullName: "Mallory Stone" });
    await actAs(me.userId);

    const result = await verifyEmailAction({ token: await tokenOf(them.email) });

    expect(result).toEqual({
      ok: true,
      data: { outcome: "verified_other", verifiedEmail: them.email, signedInAs: "Jamie Rivera" },
    });
    // No session cookie, nor any other, was set: the browser keeps the cookie it had.
    expect(takeSetCookies()).toEqual([]);
    expect((await currentUser())?.id).toBe(me.userId);
    const [row] = await db().select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, them.userId));
    expect(row?.verifiedAt).not.toBeNull();
  });

  test("the link is used up either way: opening it again changes nothing and says what the first click said", async () => {
    const me = await createUser({ fullName: "Jamie Rivera" });
    const them = await createUser({ verified: false });
    await actAs(me.userId);
    const token = await tokenOf(them.email);
    const first = await verifyEmailAction({ token });
    const welcomes = await mailsTo(them.email);
    // Decision 052: the address is verified by now, and the link proves it reached its holder, so it is said again;
    // the session stays whose it was, no cookie is set and no second welcome is sent.
    expect(await verifyEmailAction({ token })).toEqual(first);
    expect(takeSetCookies()).toEqual([]);
    expect((await currentUser())?.id).toBe(me.userId);
    expect(await mailsTo(them.email)).toEqual(welcomes);
  });
});
