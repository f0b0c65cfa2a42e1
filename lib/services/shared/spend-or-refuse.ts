import { spendLimit } from "@/lib/data/rate-limits";
import { rateLimitedMessage, type LimitPolicy } from "@/lib/domain/limits";
import { AppError } from "@/lib/errors";

/** Spends one of `key`'s attempts under `policy`, or refuses with 429, "Too many attempts…" and Retry-After. */
export async function spendOrRefuse(policy: LimitPolicy, key: string): Promise<void> {
  const spend = await spendLimit(policy, key);
  if (!spend.allowed) {
    throw new AppError("RATE_LIMITED", rateLimitedMessage(spend.retryAfterSeconds), {
      retryAfterSeconds: spend.retryAfterSeconds,
    });
  }
}
