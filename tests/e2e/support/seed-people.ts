import { connection, db, type Executor } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { grantCompedPlan } from "@/lib/data/subscriptions";
import { inTransaction } from "@/lib/data/transaction";
import { grantRole, insertAccount, markEmailVerified } from "@/lib/data/users";
import { hashPassword } from "@/lib/security/password";
import { seedCouple } from "../../../scripts/bench/couple-seed";
import { linkSharingCouple } from "../../../scripts/linked-couple";
import { coupleAt, PASSWORD, POOL_SIZE, soloAt, YEAR_COUPLE, type Person } from "./pool";

/**
 * The e2e server's people (pool.ts), written through lib/data as sign-up, verification and an accepted invitation
 * write them, before `next start` opens the embedded database. Run by server.ts with the server's environment.
 */
const started = Date.now();
const conn = connection();
await applyMigrations(conn);
const passwordHash = await hashPassword(PASSWORD);
const now = new Date();

async function account(tx: Executor, who: Person): Promise<string> {
  const { id } = await insertAccount({ email: who.email, passwordHash, displayName: who.fullName, phone: null }, tx);
  await markEmailVerified(id, now, tx);
  return id;
}

await inTransaction(async (tx) => {
  for (let slot = 0; slot < POOL_SIZE.solo; slot++) {
    await grantCompedPlan(await account(tx, soloAt(slot)), tx);
  }
  for (const kind of ["couple", "admin-couple"] as const) {
    for (let slot = 0; slot < POOL_SIZE[kind]; slot++) {
      const [first, second] = coupleAt(kind, slot);
      const inviterId = await account(tx, first);
      const partnerId = await account(tx, second);
      // The inviter's plan covers the partner, as a paying couple's would (decision 042).
      await grantCompedPlan(inviterId, tx);
      await linkSharingCouple(tx, { inviterId, partnerId, partnerEmail: second.email, at: now });
    }
  }
});
for (let slot = 0; slot < POOL_SIZE["admin-couple"]; slot++)
  await grantRole(coupleAt("admin-couple", slot)[0].email, "admin");

const poolMs = Date.now() - started;
// The year-long couple (tests/fixtures/synthetic-couple.ts): every chart and sentence has data behind it.
const year = await seedCouple(db(), {
  runId: "e2e",
  now,
  years: 1,
  timeZone: "UTC",
  accounts: {
    emails: [YEAR_COUPLE[0].email, YEAR_COUPLE[1].email],
    names: [YEAR_COUPLE[0].fullName, YEAR_COUPLE[1].fullName],
    passwordHash,
  },
});
await inTransaction((tx) => grantCompedPlan(year.viewer.id, tx));
await conn.close();
const people = POOL_SIZE.solo + 2 * (POOL_SIZE.couple + POOL_SIZE["admin-couple"]);
console.log(
  `e2e people: ${people} in the pool and a year-long couple, seeded in ${Date.now() - started} ms (the pool ${poolMs})`,
);
