import { purgeStaleAuthTokens } from "@/lib/data/auth-tokens";
import { purgeExpiredRateLimits } from "@/lib/data/rate-limits";

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
const TOKEN_RETENTION_MS = 7 * 24 * 60 * 60_000;

/** Deletes rows that can no longer matter: expired rate-limit windows and week-old dead sign-in tokens. */
export async function runHousekeeping(now = new Date()) {
  const rateLimits = await purgeExpiredRateLimits(now);
  const authTokens = await purgeStaleAuthTokens(new Date(now.getTime() - TOKEN_RETENTION_MS));
  return { rateLimits, authTokens };
}
