import { connection, type Executor } from "@/db/client";
import { grantCompedPlan } from "@/lib/data/subscriptions";
import { inTransaction } from "@/lib/data/transaction";
import { insertAccount, markEmailVerified } from "@/lib/data/users";
import { hashPassword } from "@/lib/security/password";
import { linkSharingCouple } from "../../scripts/linked-couple";
import { coupleAt, PASSWORD, soloAt, type Person } from "../e2e/support/pool";
import { INSTANCE_PEOPLE } from "./people";

/**
 * The two-instance run's people (people.ts), written through lib/data as sign-up, verification and an accepted
 * invitation write them, once the instances have migrated the database. Run by cluster.ts with DATABASE_URL set.
 */
const passwordHash = await hashPassword(PASSWORD);
const now = new Date();

async function account(tx: Executor, who: Person): Promise<string> {
  const { id } = await insertAccount({ email: who.email, passwordHash, displayName: who.fullName, phone: null }, tx);
  await markEmailVerified(id, now, tx);
  await grantCompedPlan(id, tx);
  return id;
}

await inTransaction(async (tx) => {
  for (let slot = 0; slot < INSTANCE_PEOPLE.solos; slot++) await account(tx, soloAt(slot));
  for (let slot = 0; slot < INSTANCE_PEOPLE.couples; slot++) {
    const [first, second] = coupleAt("couple", slot);
    const inviterId = await account(tx, first);
    const partnerId = await account(tx, second);
    await linkSharingCouple(tx, { inviterId, partnerId, partnerEmail: second.email, at: now });
  }
});
await connection().close();
