import { eq } from "drizzle-orm";
import { connection, db } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { inTransaction } from "@/lib/data/transaction";
import { grantRole, insertAccount, markEmailVerified } from "@/lib/data/users";

/**
 * `npm run db:seed`: two verified demo accounts (one admin) on the configured database, idempotently. The password
 * is fixed so a fresh clone can sign in at once; never run this against a production database.
 */
const PASSWORD = "attune-demo-2026";
const ACCOUNTS = [
  { email: "alex@attune.local", displayName: "Alex Rivera", admin: true },
  { email: "sam@attune.local", displayName: "Sam Rivera", admin: false },
];

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
  console.log(`${existing ? "exists " : "created"} ${account.email}${account.admin ? " (admin)" : ""}`);
}
console.log(`Password for the demo accounts: ${PASSWORD}`);
await conn.close();
