import { purgeStaleAuthTokens } from "@/lib/data/auth-tokens";
import { deleteUnclaimedCheckoutsBefore } from "@/lib/data/checkouts";
import { deleteLiveEventsBefore } from "@/lib/data/live-events";
import { deletePartnerViewsBefore } from "@/lib/data/partner-views";
import { purgeExpiredRateLimits } from "@/lib/data/rate-limits";
import { LIVE_EVENT_TTL_HOURS } from "@/lib/domain/live-events";
import { PARTNER_VIEW_RETENTION_DAYS } from "@/lib/domain/safety/partner-views";
import { addDays } from "@/lib/domain/time";

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
  // The "who looked" log keeps 90 days (decision 079): counted in UTC days, with one more so that every zone's
  // 90th day is still there.
  const utcToday = now.toISOString().slice(0, 10);
  const partnerViews = await deletePartnerViewsBefore(addDays(utcToday, -PARTNER_VIEW_RETENTION_DAYS));
  return { rateLimits, authTokens, liveEvents, checkouts, partnerViews };
}
