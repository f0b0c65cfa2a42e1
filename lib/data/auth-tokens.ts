import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { authTokens } from "@/db/schema";

export type AuthTokenPurpose = (typeof authTokens.$inferSelect)["purpose"];

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** 256 random bits, base64url (43 characters). Only the hash is stored, so a database leak yields no usable links. */
export async function issueAuthToken(
  options: { userId: string; purpose: AuthTokenPurpose; ttlMs: number; now: Date },
  tx: Executor,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(authTokens).values({
    userId: options.userId,
    purpose: options.purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(options.now.getTime() + options.ttlMs),
  });
  return token;
}

/**
 * A refusal names the token's own account when the token exists (used, or expired) and `null` when it does not:
 * a second click on a verification link can then be told "already verified" (decision 052). Used rows stay until
 * housekeeping purges them a week after expiry (purgeStaleAuthTokens), so `used_at` is the marker; nothing new is
 * stored.
 */
export type ConsumeResult =
  { ok: true; userId: string } | { ok: false; reason: "invalid" | "expired"; ownerId: string | null };

/**
 * Marks the token used and returns its user in one statement, so two concurrent clicks cannot both succeed.
 * The lookup by hash is an index probe on a uniformly random value: no timing oracle on the token itself.
 */
export async function consumeAuthToken(
  options: { token: string; purpose: AuthTokenPurpose; now: Date },
  tx: Executor,
): Promise<ConsumeResult> {
  const tokenHash = hashToken(options.token);
  const [used] = await tx
    .update(authTokens)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, options.purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, options.now),
      ),
    )
    .returning({ userId: authTokens.userId });
  if (used) return { ok: true, userId: used.userId };

  const [existing] = await tx
    .select({ userId: authTokens.userId, usedAt: authTokens.usedAt, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, options.purpose)))
    .limit(1);
  const expired = existing && !existing.usedAt && existing.expiresAt <= options.now;
  return { ok: false, reason: expired ? "expired" : "invalid", ownerId: existing?.userId ?? null };
}

/** After a successful reset, older reset links must not work any more. */
export async function revokeUnusedTokens(
  options: { userId: string; purpose: AuthTokenPurpose; now: Date },
  tx: Executor,
): Promise<void> {
  await tx
    .update(authTokens)
    .set({ usedAt: options.now })
    .where(
      and(eq(authTokens.userId, options.userId), eq(authTokens.purpose, options.purpose), isNull(authTokens.usedAt)),
    );
}

/** Used or expired tokens serve no purpose once their expiry has passed by a margin (kept a week for support). */
export async function purgeStaleAuthTokens(olderThan: Date, executor: Executor = db()): Promise<number> {
  const rows = await executor
    .delete(authTokens)
    .where(lt(authTokens.expiresAt, olderThan))
    .returning({ id: authTokens.id });
  return rows.length;
}
