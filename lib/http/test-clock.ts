import { testControlCookie } from "./faults";

/**
 * A movable clock for the e2e suite (issue #37, decision 068), on the same terms as fault injection (decision 032):
 * the question for two turns over at each person's local midnight, and a test must reach "tomorrow" on the production
 * build. With FAULT_INJECTION on — which production allows only on a loopback APP_URL (lib/env.ts) — and a client on
 * this machine, the `attune-clock-offset` cookie (milliseconds, at most a year either way) moves the request's "now"
 * (/questions and its actions, and /recap: the weekly recap's evening, decision 073).
 * Otherwise the cookie is never read and this is `new Date()`.
 */
const CLOCK_OFFSET_COOKIE = "attune-clock-offset";
const MAX_OFFSET_MS = 366 * 86_400_000;

export async function requestNow(): Promise<Date> {
  const now = new Date();
  const raw = await testControlCookie(CLOCK_OFFSET_COOKIE);
  const offset = raw && /^-?\d{1,12}$/.test(raw) ? Number(raw) : 0;
  return Math.abs(offset) <= MAX_OFFSET_MS ? new Date(now.getTime() + offset) : now;
}
