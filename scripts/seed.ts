import { eq } from "drizzle-orm";
import { connection, db } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { users } from "@/db/schema";
import { hashPassword } from "@/lib/security/password";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { acceptLink, insertInvitation } from "@/lib/data/partner-links";
import { updateMoodSharingConsent } from "@/lib/data/profiles";
import { grantCompedPlan } from "@/lib/data/subscriptions";
import { inTransaction } from "@/lib/data/transaction";
import { grantRole, insertAccount, markEmailVerified } from "@/lib/data/users";
import { seedCouple } from "./bench/couple-seed";

/**
 * `npm run db:seed`: three verified demo accounts (one admin; Alex and Sam are partners) on the configured database,
 * idempotently, each with a complimentary plan of their own or their partner's (decision 042), so every feature
 * works on a server that takes payments too. The password is fixed so a fresh clone can sign in at once; never run this against a production
 * database. `--e2e` adds a second couple (Jordan and Casey) that only the e2e tests which change a couple's sharing
 * use, so those changes never race the tests reading Alex and Sam, and a couple with a year of history (Morgan and
 * Taylor) for the analytics pages.
 */
const PASSWORD = "attune-demo-2026";
const ACCOUNTS = [
  { email: "alex@attune.local", displayName: "Alex Rivera", admin: true },
  { email: "sam@attune.local", displayName: "Sam Rivera", admin: false },
  // On their own: the no-partner paths (gates, individual views) need an account too.
  { email: "riley@attune.local", displayName: "Riley Chen", admin: false },
];
const E2E = process.argv.includes("--e2e");
if (E2E) {
  ACCOUNTS.push(
    { email: "jordan@attune.local", displayName: "Jordan Lee", admin: false },
    { email: "casey@attune.local", displayName: "Casey Lee", admin: false },
    // A couple for goals and rituals alone: their live events must not reach the live-update tests' pages.
    { email: "quinn@attune.local", displayName: "Quinn Park", admin: false },
    { email: "avery@attune.local", displayName: "Avery Park", admin: false },
  );
}
/** Alex and Sam are partners who share their moods with each other (and, for the e2e tests, Jordan and Casey). */
const COUPLES: (readonly [string, string])[] = [["alex@attune.local", "sam@attune.local"]];
if (E2E) COUPLES.push(["jordan@attune.local", "casey@attune.local"], ["quinn@attune.local", "avery@attune.local"]);

const conn = connection();
await applyMigrations(conn);
const passwordHash = await hashPassword(PASSWORD);
for (const account of ACCOUNTS) {
  const [existing] = await db().select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (!existing) {
    await inTransaction(async (tx) => {
      const user = await insertAccount(tx, {
        email: account.email,
        passwordHash,
        displayName: account.displayName,
        phone: null,
      });
      await markEmailVerified(tx, user.id, new Date());
    });
  }
  if (account.admin) await grantRole(account.email, "admin");
  // Partners are covered by the inviter's plan (the first of each couple), as a paying couple would be.
  if (!COUPLES.some(([, partner]) => partner === account.email)) {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, account.email));
    await inTransaction((tx) => grantCompedPlan(tx, row!.id));
  }
  console.log(`${existing ? "exists " : "created"} ${account.email}${account.admin ? " (admin)" : ""}`);
}
for (const couple of COUPLES) {
  const ids = await Promise.all(
    couple.map(async (email) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id),
  );
  const [inviterId, partnerId] = ids as [string, string];
  if (await resolvePartnerAccess(db(), inviterId)) continue;
  await inTransaction(async (tx) => {
    const link = await insertInvitation(tx, {
      userId: inviterId,
      partnerEmail: couple[1],
      partnerPhone: null,
      method: "email",
      tokenHash: null,
      expiresAt: new Date(),
    });
    await acceptLink(tx, { linkId: link.id, inviterId, partnerId });
    for (const id of ids) await updateMoodSharingConsent(tx, id, true, new Date());
  });
  console.log(`linked  ${couple.join(" + ")} (sharing moods)`);
}
if (E2E) {
  // A couple with a year of synthetic history (tests/fixtures/synthetic-couple.ts), for the analytics pages' e2e
  // tests: every chart and sentence has data behind it. Read-only for the tests, so it is seeded once.
  const emails = ["morgan@attune.local", "taylor@attune.local"] as const;
  const [existing] = await db().select({ id: users.id }).from(users).where(eq(users.email, emails[0]));
  if (!existing) {
    await seedCouple(db(), {
      runId: "e2e",
      now: new Date(),
      years: 1,
      timeZone: "UTC",
      accounts: { emails, names: ["Morgan Reyes", "Taylor Reyes"], passwordHash },
    });
  }
  const [morgan] = await db().select({ id: users.id }).from(users).where(eq(users.email, emails[0]));
  await inTransaction((tx) => grantCompedPlan(tx, morgan!.id));
  console.log(`${existing ? "exists " : "created"} ${emails.join(" + ")} (a year of history, sharing everything)`);
}
console.log(`Password for the demo accounts: ${PASSWORD}`);
await conn.close();
