import { purgeStaleAuthTokens } from "@/lib/data/auth-tokens";
import { deleteUnclaimedCheckoutsBefore } from "@/lib/data/checkouts";
import { deleteLiveEventsBefore } from "@/lib/data/live-events";
import { purgeExpiredRateLimits } from "@/lib/data/rate-limits";
import { LIVE_EVENT_TTL_HOURS } from "@/lib/domain/live-events";

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
const TOKEN_RETENTION_MS = 7 * 24 * 60 * 60_000;

/**
 * Deletes rows that can no longer matter: expired rate-limit windows, week-old dead sign-in tokens, live events past
 * the replay window, and checkouts nobody registered with for a week (their payment page expired after a day).
 */
export async function runHousekeeping(now = new Date()) {
  const rateLimits = await purgeExpiredRateLimits(now);
  const authTokens = await purgeStaleAuthTokens(new Date(now.getTime() - TOKEN_RETENTION_MS));
  const liveEvents = await deleteLiveEventsBefore(new Date(now.getTime() - LIVE_EVENT_TTL_HOURS * 3_600_000));
  const checkouts = await deleteUnclaimedCheckoutsBefore(new Date(now.getTime() - TOKEN_RETENTION_MS));
  return { rateLimits, authTokens, liveEvents, checkouts };
}
