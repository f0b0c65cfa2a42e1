import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db, type Executor } from "@/db/client";
import { partnerLinks, partnerMemberships } from "@/db/schema";
import {
  CHECK_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  newUser,
  newUsers,
  rejects,
  UNIQUE_VIOLATION,
} from "@/tests/helpers/db-fixtures";

// The partner-link half of the schema constraints (schema-constraints.test.ts has the rest).

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

  /** Marks a link accepted without writing memberships, leaving the indexes and checks as the only guard. */
  function markAccepted(linkId: string, partnerId: string, executor: Executor = db()) {
    return executor.update(partnerLinks).set({ status: "accepted", partnerId }).where(eq(partnerLinks.id, linkId));
  }

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

  /** The acceptance is refused by a membership guard and rolls back whole: the link stays pending. */
  async function expectAcceptRefused(linkId: string, accepter: string): Promise<void> {
    await rejects(accept(linkId, accepter), UNIQUE_VIOLATION, MEMBERSHIP_GUARDS);
    expect(await statusOf(linkId)).toBe("pending");
  }

  // a and b are linked; then `from` invites `to` and `to` accepts, making one of them part of a second accepted link.
  // Columns: role, the second link's sender and accepter, the partial unique index that refuses it.
  test.each([
    ["sender", "a", "c", "partner_links_one_accepted_as_sender"],
    ["partner", "c", "b", "partner_links_one_accepted_as_partner"],
  ] as const)("the same user cannot be the %s of two accepted links", async (_role, from, to, index) => {
    const [a, b, c] = await newUsers(3);
    const user = { a, b, c };
    await accept(await invite(a, b), b);
    const second = await invite(user[from], user[to]);
    // Even without memberships, the partial unique index (on user_id, or on partner_id) stops it.
    await rejects(markAccepted(second, user[to]), UNIQUE_VIOLATION, index);
  });

  test("cross-column: a sender of one accepted link cannot accept another invitation", async () => {
    const [a, b, c] = await newUsers(3);
    await accept(await invite(a, b), b);
    // c invites a: a would be partner_id here while being user_id of the first link. No index on partner_links can
    // see both columns; the membership primary key does, and the whole acceptance rolls back.
    const second = await invite(c, a);
    await expectAcceptRefused(second, a);
    /** Accepts the second link with just one of its two membership rows. */
    const acceptWithOnly = (membership: { userId: string; partnerId: string }) =>
      db().transaction(async (tx) => {
        await markAccepted(second, a, tx);
        await tx.insert(partnerMemberships).values({ ...membership, linkId: second });
      });
    // Either guard alone suffices: a's own membership row collides on the primary key...
    await rejects(acceptWithOnly({ userId: a, partnerId: c }), UNIQUE_VIOLATION, "partner_memberships_pkey");
    // ...and c's row naming a as partner collides with b's row, which already does.
    await rejects(acceptWithOnly({ userId: c, partnerId: a }), UNIQUE_VIOLATION, "partner_memberships_partner_unique");
    expect(await statusOf(second)).toBe("pending");
  });

  test("cross-column: an accepter of one link cannot then have their own invitation accepted", async () => {
    const [a, b, c] = await newUsers(3);
    await accept(await invite(a, b), b);
    await expectAcceptRefused(await invite(b, c), c);
  });

  test("memberships can only point at an accepted link, and pin it while they exist", async () => {
    const [a, b] = await newUsers(2);
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
    const c = await newUser();
    await accept(await invite(c, a), a);
  });

  test("pending invitations do not block each other, and a link cannot name its sender as partner", async () => {
    const [a, b, c] = await newUsers(3);
    await invite(a, b);
    await invite(a, c);
    await invite(c, a);
    const pending = await db()
      .select()
      .from(partnerLinks)
      .where(and(eq(partnerLinks.userId, a), eq(partnerLinks.status, "pending")));
    expect(pending).toHaveLength(2);
    const self = await invite(a, a);
    await rejects(markAccepted(self, a), CHECK_VIOLATION, "partner_links_not_self");
  });

  test("a phone can back only one live invitation", async () => {
    const [a, c] = await newUsers(2);
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
