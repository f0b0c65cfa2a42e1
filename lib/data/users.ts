import { eq, sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { db } from "@/db/client";
import { notificationPreferences, profiles, userRoles, userSettings, users } from "@/db/schema";
import { zoneOrUtc } from "@/lib/domain/time";

export type Role = (typeof userRoles.$inferSelect)["role"];

export interface CredentialRecord {
  id: string;
  email: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  sessionVersion: number;
}

export async function findCredentialsByEmail(
  email: string,
  executor: Executor = db(),
): Promise<CredentialRecord | null> {
  const [row] = await executor
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

export interface SessionUserRecord {
  id: string;
  email: string;
  displayName: string;
  /** The profile's IANA zone (UTC when it is not a valid one), the calendar every "today" of theirs is read in. */
  timeZone: string;
  sessionVersion: number;
  emailVerified: boolean;
  roles: Role[];
  assistantEnabled: boolean;
}

function sessionUserQuery(executor: Executor) {
  return executor
    .select({
      id: users.id,
      email: users.email,
      displayName: profiles.displayName,
      timeZone: profiles.timezone,
      sessionVersion: users.sessionVersion,
      emailVerifiedAt: users.emailVerifiedAt,
      // Decision 003: on unless the person turned it off (a missing settings row is the default).
      assistantEnabled: sql<boolean>`coalesce(${userSettings.chatbotEnabled}, true)`,
      roles: sql<
        Role[]
      >`coalesce((select array_agg(${userRoles.role}::text order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("find_session_user");
}

// Every guarded request runs this query, so it is built once per database handle and prepared on the server (a named
// statement: PostgreSQL parses and plans it once per connection). Tests swap the handle per file, hence the WeakMap.
const preparedSessionUser = new WeakMap<Executor, ReturnType<typeof sessionUserQuery>>();

/** Everything a guarded request needs about its user, in one round trip. */
export async function findSessionUser(userId: string, executor: Executor = db()): Promise<SessionUserRecord | null> {
  let query = preparedSessionUser.get(executor);
  if (!query) preparedSessionUser.set(executor, (query = sessionUserQuery(executor)));
  const [row] = await query.execute({ userId });
  if (!row) return null;
  const { emailVerifiedAt, timeZone, ...rest } = row;
  return { ...rest, timeZone: zoneOrUtc(timeZone), emailVerified: emailVerifiedAt !== null };
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  displayName: string;
  phone: string | null;
  timezone?: string;
}

/**
 * Creates the user with the rows every account has: profile, settings and notification preferences (spec defaults
 * from the schema; the reminder sweep claims people by their preferences row, decision 041).
 */
export async function insertAccount(account: NewAccount, tx: Executor): Promise<{ id: string }> {
  const [user] = await tx
    .insert(users)
    .values({ email: account.email, passwordHash: account.passwordHash })
    .returning({ id: users.id });
  await tx.insert(profiles).values({
    id: user!.id,
    displayName: account.displayName,
    phone: account.phone,
    timezone: account.timezone ?? "UTC",
  });
  await tx.insert(userSettings).values({ userId: user!.id });
  await tx.insert(notificationPreferences).values({ userId: user!.id });
  return user!;
}

export async function markEmailVerified(userId: string, at: Date, tx: Executor): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`, updatedAt: at })
    .where(eq(users.id, userId));
}

/** Ends every session of the user: tokens carry the old version and fail the guard's check. */
export async function bumpSessionVersion(userId: string, tx: Executor): Promise<void> {
  await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Sets the new hash and ends every session; returns the account's email (null when there is no such user). */
export async function updatePasswordHash(userId: string, passwordHash: string, tx: Executor): Promise<string | null> {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row?.email ?? null;
}

export interface AccountRecord {
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  displayName: string;
  phone: string | null;
  /** As stored; callers that need a valid IANA zone use zoneOrUtc. */
  timezone: string;
}

/**
 * The person's own account as they and their mail see it: email, name, phone, zone. The one reader of these facts
 * outside the session guard's prepared statement; null when the user or their profile row is missing.
 */
export async function findAccount(userId: string, executor: Executor = db()): Promise<AccountRecord | null> {
  const [row] = await executor
    .select({
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      displayName: profiles.displayName,
      phone: profiles.phone,
      timezone: profiles.timezone,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { emailVerifiedAt, ...account } = row;
  return { ...account, emailVerified: emailVerifiedAt !== null };
}

/** Grants a role by email; the user's id, or null when no account uses the address. Granting twice is harmless. */
export async function grantRole(email: string, role: Role, executor: Executor = db()): Promise<string | null> {
  const [user] = await executor.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) return null;
  await executor.insert(userRoles).values({ userId: user.id, role }).onConflictDoNothing();
  return user.id;
}

/** Deleting the user row cascades to every table that references it (proved by tests/integration/cascade-delete). */
export async function deleteUserById(userId: string, executor: Executor = db()): Promise<void> {
  await executor.delete(users).where(eq(users.id, userId));
}

export interface AccountForDeletion {
  email: string;
  /** "" when the profile row is missing (a half-created account can still be deleted). */
  displayName: string;
}

/**
 * Reads what the deletion email needs and locks the users row for the rest of the transaction, so a partner who
 * accepts an invitation or links at the same moment waits for the deletion (and then finds no user) instead of
 * slipping in a link that the deletion would not have seen.
 */
export async function lockAccountForDeletion(userId: string, tx: Executor): Promise<AccountForDeletion | null> {
  const [row] = await tx
    .select({ email: users.email, displayName: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .for("update", { of: users })
    .limit(1);
  return row ? { email: row.email, displayName: row.displayName ?? "" } : null;
}
