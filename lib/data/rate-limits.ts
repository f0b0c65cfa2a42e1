import { lt } from "drizzle-orm";
import { RateLimiterDrizzle, type RateLimiterRes } from "rate-limiter-flexible";
import { db, type Database } from "@/db/client";
import { rateLimits } from "@/db/schema";
import type { LimitPolicy } from "@/lib/domain/limits";

export type { LimitPolicy };

/**
 * Rate limits live in the database so they hold across app instances. Limiters bind to a database handle; tests
 * swap the database per file, so instances are cached per handle.
 */
const limiters = new WeakMap<Database, Map<string, RateLimiterDrizzle>>();

function limiter(policy: LimitPolicy): RateLimiterDrizzle {
  const database = db();
  let byPrefix = limiters.get(database);
  if (!byPrefix) limiters.set(database, (byPrefix = new Map()));
  let instance = byPrefix.get(policy.keyPrefix);
  if (!instance) {
    instance = new RateLimiterDrizzle({
      storeClient: database,
      schema: rateLimits,
      keyPrefix: policy.keyPrefix,
      points: policy.points,
      duration: policy.durationSeconds,
      // Expired rows are purged by the job runner (purgeExpiredRateLimits) instead of a timer in every process.
      clearExpiredByTimeout: false,
    });
    byPrefix.set(policy.keyPrefix, instance);
  }
  return instance;
}

export interface LimitState {
  blocked: boolean;
  retryAfterSeconds: number;
}

/** Whether the key has already used up its points, without spending one. */
export async function peekLimit(policy: LimitPolicy, key: string): Promise<LimitState> {
  const res = await limiter(policy).get(key);
  if (!res || res.consumedPoints < policy.points) return { blocked: false, retryAfterSeconds: 0 };
  return { blocked: true, retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000) };
}

export interface SpendResult {
  /** This spend fit in the budget (the action may go ahead). */
  allowed: boolean;
  /** Points left in the window after this spend; 0 means the next attempt is refused. */
  remaining: number;
  retryAfterSeconds: number;
}

export async function spendLimit(policy: LimitPolicy, key: string): Promise<SpendResult> {
  try {
    const res = await limiter(policy).consume(key);
    return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000) };
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    const res = rejection as RateLimiterRes;
    return { allowed: false, remaining: 0, retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000) };
  }
}

export async function resetLimit(policy: LimitPolicy, key: string): Promise<void> {
  await limiter(policy).delete(key);
}

export async function purgeExpiredRateLimits(now = new Date()): Promise<number> {
  const rows = await db().delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key });
  return rows.length;
}
