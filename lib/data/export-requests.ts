import { createHash, randomBytes } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { exportRequests } from "@/db/schema";
import { lockProfile } from "./profiles";

/**
 * Data-export requests (spec 3 §3, §7). The download link carries 256 random bits; only their SHA-256 is stored,
 * like every other emailed token, so a database leak hands out no downloads.
 */

const hashExportToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * How many exports the user asked for since `since`. Locks the user's profile row first, so two requests racing
 * each other are counted one after the other and the daily limit holds exactly.
 */
export async function countExportRequestsSince(userId: string, since: Date, tx: Executor): Promise<number> {
  await lockProfile(userId, tx);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(exportRequests)
    .where(and(eq(exportRequests.userId, userId), gte(exportRequests.createdAt, since)));
  return row?.n ?? 0;
}

/** The oldest request still inside the window, to tell the user when they may ask again. */
export async function oldestExportRequestSince(userId: string, since: Date, tx: Executor): Promise<Date | null> {
  const [row] = await tx
    .select({ at: sql<Date>`min(${exportRequests.createdAt})` })
    .from(exportRequests)
    .where(and(eq(exportRequests.userId, userId), gte(exportRequests.createdAt, since)));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Records a request whose export is available at once (status ready, completed now) and returns the raw token for
 * the email. The token never touches the database.
 */
export async function insertReadyExportRequest(
  { userId, now, ttlMs }: { userId: string; now: Date; ttlMs: number },
  tx: Executor,
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ttlMs);
  const [row] = await tx
    .insert(exportRequests)
    .values({
      userId,
      status: "ready",
      downloadTokenHash: hashExportToken(token),
      expiresAt,
      createdAt: now,
      completedAt: now,
    })
    .returning({ id: exportRequests.id });
  return { id: row!.id, token, expiresAt };
}

export interface ExportRequestRecord {
  id: string;
  userId: string;
  status: (typeof exportRequests.$inferSelect)["status"];
  expiresAt: Date | null;
}

/** The request a download token belongs to, or null; an index probe on a uniformly random hash. */
export async function findExportRequestByToken(
  token: string,
  executor: Executor = db(),
): Promise<ExportRequestRecord | null> {
  const [row] = await executor
    .select({
      id: exportRequests.id,
      userId: exportRequests.userId,
      status: exportRequests.status,
      expiresAt: exportRequests.expiresAt,
    })
    .from(exportRequests)
    .where(eq(exportRequests.downloadTokenHash, hashExportToken(token)))
    .limit(1);
  return row ?? null;
}

/** A link past its expiry is marked so the request history says what happened to it. */
export async function markExportRequestExpired(id: string, userId: string, executor: Executor = db()): Promise<void> {
  await executor
    .update(exportRequests)
    .set({ status: "expired" })
    .where(and(eq(exportRequests.id, id), eq(exportRequests.userId, userId), eq(exportRequests.status, "ready")));
}
