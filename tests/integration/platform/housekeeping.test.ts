import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { db } from "@/db/client";
import { authTokens, checkouts, liveEvents, partnerViews, rateLimits } from "@/db/schema";
import { runHousekeeping } from "@/lib/jobs/housekeeping";
import { createUser } from "../../helpers/auth";

const DAY = 24 * 60 * 60_000;

test("housekeeping drops expired rate-limit windows, week-old dead tokens and day-old live events, nothing live", async () => {
  const now = new Date("2026-06-01T12:00:00Z");
  await db()
    .insert(rateLimits)
    .values([
      { key: "signin_email:old@example.com", points: 3, expire: new Date(now.getTime() - 1) },
      { key: "signin_email:live@example.com", points: 3, expire: new Date(now.getTime() + 60_000) },
    ]);
  const { userId } = await createUser({ verified: false });
  await db()
    .insert(authTokens)
    .values([
      { userId, purpose: "password_reset", tokenHash: "a".repeat(64), expiresAt: new Date(now.getTime() - 8 * DAY) },
      { userId, purpose: "password_reset", tokenHash: "b".repeat(64), expiresAt: new Date(now.getTime() - 6 * DAY) },
    ]);

  const event = { recipientId: userId, sourceUserId: userId, kind: "own_checkin" as const };
  await db()
    .insert(liveEvents)
    .values([
      { ...event, createdAt: new Date(now.getTime() - DAY - 1) },
      { ...event, createdAt: new Date(now.getTime() - DAY + 60_000) },
    ]);

  // Checkouts: a week-old one nobody registered with goes; a newer one, and an old one an account owns, stay.
  await db()
    .insert(checkouts)
    .values([
      { plan: "attune_annual", tokenHash: "old-unclaimed", createdAt: new Date(now.getTime() - 8 * DAY) },
      { plan: "attune_annual", tokenHash: "new-unclaimed", createdAt: new Date(now.getTime() - 6 * DAY) },
      { plan: "attune_annual", tokenHash: "old-claimed", userId, createdAt: new Date(now.getTime() - 8 * DAY) },
    ]);

  // The "who looked" log keeps 90 days (decision 079): the 91st day before today still stays (zones), older goes.
  const { userId: viewerId } = await createUser({ verified: false });
  const view = { ownerId: userId, viewerId, kind: "moods" as const };
  await db()
    .insert(partnerViews)
    .values([
      { ...view, day: "2026-03-03" },
      { ...view, day: "2026-03-02" },
      { ...view, day: "2026-05-31" },
    ]);

  expect(await runHousekeeping(now)).toEqual({
    rateLimits: 1,
    authTokens: 1,
    liveEvents: 1,
    checkouts: 1,
    partnerViews: 1,
  });
  expect((await db().select({ day: partnerViews.day }).from(partnerViews)).map((r) => r.day).sort()).toEqual([
    "2026-03-03",
    "2026-05-31",
  ]);
  expect((await db().select({ h: checkouts.tokenHash }).from(checkouts)).map((r) => r.h).sort()).toEqual([
    "new-unclaimed",
    "old-claimed",
  ]);
  expect(await db().select().from(liveEvents).where(eq(liveEvents.recipientId, userId))).toHaveLength(1);
  const keys = (await db().select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
  expect(keys).toContain("signin_email:live@example.com");
  expect(keys).not.toContain("signin_email:old@example.com");
  const hashes = (
    await db().select({ h: authTokens.tokenHash }).from(authTokens).where(eq(authTokens.userId, userId))
  ).map((r) => r.h);
  expect(hashes).toContain("b".repeat(64));
  expect(hashes).not.toContain("a".repeat(64));
});
