import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { partnerLinks, partnerMemberships, users } from "@/db/schema";

// The partner-link half of the schema constraints (schema-constraints.test.ts has the rest).

// Constraint violations surface as a DrizzleQueryError whose cause is the driver's error (pg or PGlite).
interface DbError {
  code?: string;
  constraint?: string;
}
function dbError(error: unknown): DbError {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  while (current) {
    if (typeof current.code === "string") return current as DbError;
    current = current.cause as typeof current;
  }
  throw new Error(`not a database error: ${String(error)}`);
}

const CHECK_VIOLATION = "23514";
const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";

async function rejects(work: Promise<unknown>, code: string, constraint?: string | string[]): Promise<void> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, "expected the database to reject the statement").toBeDefined();
  const cause = dbError(error);
  expect(cause.code).toBe(code);
  if (constraint) expect([constraint].flat()).toContain(cause.constraint);
}

async function newUser(): Promise<string> {
  const [row] = await db()
    .insert(users)
    .values({ email: `u-${randomUUID()}@example.com` })
    .returning({ id: users.id });
  return row!.id;
}

describe("one accepted partner link per user", () => {
  async function invite(from: string, to: string): Promise<string> {
    const [link] = await db()
      .insert(partnerLinks)
      .values({
        userId: from,
        partnerId: null,
        partnerEmail: `${to}@example.com`,
        invitationMethod: "email",
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: partnerLinks.id });
    return link!.id;
  }

  const MEMBERSHIP_GUARDS = ["partner_memberships_pkey", "partner_memberships_partner_unique"];

  /** What the acceptance service must do: accept the link and write both memberships in one transaction. */
  async function accept(linkId: string, accepter: string): Promise<void> {
    await db().transaction(async (tx) => {
      const [link] = await tx
        .update(partnerLinks)
        .set({ status: "accepted", partnerId: accepter, updatedAt: new Date() })
        .where(eq(partnerLinks.id, linkId))
        .returning({ userId: partnerLinks.userId });
      await tx.insert(partnerMemberships).values([
        { userId: link!.userId, partnerId: accepter, linkId },
        { userId: accepter, partnerId: link!.userId, linkId },
      ]);
    });
  }

  async function statusOf(linkId: string) {
    const [row] = await db()
      .select({ status: partnerLinks.status })
      .from(partnerLinks)
      .where(eq(partnerLinks.id, linkId));
    return row!.status;
  }

  test("the same user cannot be the sender of two accepted links", async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()];
    await accept(await invite(a, b), b);
    const second = await invite(a, c);
    // Even without memberships, the partial unique index on user_id stops it.
    await rejects(
      db().update(partnerLinks).set({ status: "accepted", partnerId: c }).where(eq(partnerLinks.id, second)),
      UNIQUE_VIOLATION,
      "partner_links_one_accepted_as_sender",
    );
  });

  test("the same user cannot be the partner of two accepted links", async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()];
    await accept(await invite(a, b), b);
    const second = await invite(c, b);
    await rejects(
      db().update(partnerLinks).set({ status: "accepted", partnerId: b }).where(eq(partnerLinks.id, second)),
      UNIQUE_VIOLATION,
      "partner_links_one_accepted_as_partner",
    );
  });

  test("cross-column: a sender of one accepted link cannot accept another invitation", async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()];
    await accept(await invite(a, b), b);
    // c invites a: a would be partner_id here while being user_id of the first link. No index on partner_links can
    // see both columns; the membership primary key does, and the whole acceptance rolls back.
    const second = await invite(c, a);
    await rejects(accept(second, a), UNIQUE_VIOLATION, MEMBERSHIP_GUARDS);
    expect(await statusOf(second)).toBe("pending");
    // Either guard alone suffices: a's own membership row collides on the primary key...
    await rejects(
      db().transaction(async (tx) => {
        await tx.update(partnerLinks).set({ status: "accepted", partnerId: a }).where(eq(partnerLinks.id, second));
        await tx.insert(partnerMemberships).values({ userId: a, partnerId: c, linkId: second });
      }),
      UNIQUE_VIOLATION,
      "partner_memberships_pkey",
    );
    // ...and c's row naming a as partner collides with b's row, which already does.
    await rejects(
      db().transaction(async (tx) => {
        await tx.update(partnerLinks).set({ status: "accepted", partnerId: a }).where(eq(partnerLinks.id, second));
        await tx.insert(partnerMemberships).values({ userId: c, partnerId: a, linkId: second });
      }),
      UNIQUE_VIOLATION,
      "partner_memberships_partner_unique",
    );
    expect(await statusOf(second)).toBe("pending");
  });

  test("cross-column: an accepter of one link cannot then have their own invitation accepted", async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()];
    await accept(await invite(a, b), b);
    const second = await invite(b, c);
    await rejects(accept(second, c), UNIQUE_VIOLATION, MEMBERSHIP_GUARDS);
    expect(await statusOf(second)).toBe("pending");
  });

  test("memberships can only point at an accepted link, and pin it while they exist", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const linkId = await invite(a, b);
    await rejects(
      db().insert(partnerMemberships).values({ userId: a, partnerId: b, linkId }),
      FOREIGN_KEY_VIOLATION,
      "partner_memberships_link_fk",
    );
    await accept(linkId, b);
    await rejects(
      db().update(partnerLinks).set({ status: "declined" }).where(eq(partnerLinks.id, linkId)),
      FOREIGN_KEY_VIOLATION,
      "partner_memberships_link_fk",
    );
    // Disconnecting deletes the link, which frees both users.
    await db().delete(partnerLinks).where(eq(partnerLinks.id, linkId));
    const left = await db()
      .select()
      .from(partnerMemberships)
      .where(sql`${partnerMemberships.userId} in (${a}, ${b})`);
    expect(left).toEqual([]);
    const [c] = [await newUser()];
    await accept(await invite(c, a), a);
  });

  test("pending invitations do not block each other, and a link cannot name its sender as partner", async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()];
    await invite(a, b);
    await invite(a, c);
    await invite(c, a);
    const pending = await db()
      .select()
      .from(partnerLinks)
      .where(and(eq(partnerLinks.userId, a), eq(partnerLinks.status, "pending")));
    expect(pending).toHaveLength(2);
    const self = await invite(a, a);
    await rejects(
      db().update(partnerLinks).set({ status: "accepted", partnerId: a }).where(eq(partnerLinks.id, self)),
      CHECK_VIOLATION,
      "partner_links_not_self",
    );
  });

  test("a phone can back only one live invitation", async () => {
    const [a, c] = [await newUser(), await newUser()];
    const sms = (userId: string) =>
      db()
        .insert(partnerLinks)
        .values({ userId, partnerPhone: "+15005550006", invitationMethod: "sms", expiresAt: new Date() });
    await sms(a);
    await rejects(sms(c), UNIQUE_VIOLATION, "partner_links_live_phone");
    await rejects(
      db().insert(partnerLinks).values({ userId: a, invitationMethod: "sms", expiresAt: new Date() }),
      CHECK_VIOLATION,
      "partner_links_contact_for_method",
    );
  });
});
