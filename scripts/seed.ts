import { eq } from "drizzle-orm";
import { connection, db } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { users } from "@/db/schema";
import { hashPassword } from "@/lib/security/password";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { grantCompedPlan } from "@/lib/data/subscriptions";
import { inTransaction } from "@/lib/data/transaction";
import { grantRole, insertAccount, markEmailVerified } from "@/lib/data/users";
import { linkSharingCouple } from "./linked-couple";

/**
 * `npm run db:seed`: three verified demo accounts (one admin; Alex and Sam are partners) on the configured database,
 * idempotently, each with a complimentary plan of their own or their partner's (decision 042), so every feature
 * works on a server that takes payments too. The password is fixed so a fresh clone can sign in at once; never run
 * this against a production database. (The e2e suite seeds people of its own: tests/e2e/support/seed-people.ts.)
 */
const PASSWORD = "attune-demo-2026";
const ACCOUNTS = [
  { email: "alex@attune.local", displayName: "Alex Rivera", admin: true },
  { email: "sam@attune.local", displayName: "Sam Rivera", admin: false },
  // On their own: the no-partner paths (gates, individual views) need an account too.
  { email: "riley@attune.local", displayName: "Riley Chen", admin: false },
];
/** Alex and Sam are partners who share their moods with each other. */
const COUPLES: (readonly [string, string])[] = [["alex@attune.local", "sam@attune.local"]];

const conn = connection();
await applyMigrations(conn);
const passwordHash = await hashPassword(PASSWORD);
for (const account of ACCOUNTS) {
  const [existing] = await db().select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (!existing) {
    await inTransaction(async (tx) => {
      const user = await insertAccount(
        {
          email: account.email,
          passwordHash,
          displayName: account.displayName,
          phone: null,
        },
        tx,
      );
      await markEmailVerified(user.id, new Date(), tx);
    });
  }
  if (account.admin) await grantRole(account.email, "admin");
  // Partners are covered by the inviter's plan (the first of each couple), as a paying couple would be.
  if (!COUPLES.some(([, partner]) => partner === account.email)) {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, account.email));
    await inTransaction((tx) => grantCompedPlan(row!.id, tx));
  }
  console.log(`${existing ? "exists " : "created"} ${account.email}${account.admin ? " (admin)" : ""}`);
}
for (const couple of COUPLES) {
  const ids = await Promise.all(
    couple.map(async (email) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id),
  );
  const [inviterId, partnerId] = ids as [string, string];
  if (await resolvePartnerAccess(inviterId, db())) continue;
  await inTransaction((tx) => linkSharingCouple(tx, { inviterId, partnerId, partnerEmail: couple[1], at: new Date() }));
  console.log(`linked  ${couple.join(" + ")} (sharing moods)`);
}
console.log(`Password for the demo accounts: ${PASSWORD}`);
await conn.close();
