import { AppError } from "@/lib/errors";
import { addressBucket } from "@/lib/auth/client-ip";
import { verifyDeviceToken } from "@/lib/auth/device-cookie";
import {
  SIGN_IN_FAILURES_PER_DEVICE,
  SIGN_IN_FAILURES_PER_EMAIL,
  SIGN_IN_FAILURES_PER_IP,
  VERIFICATION_PER_EMAIL,
  rateLimitedMessage,
} from "@/lib/domain/limits";
import { verifyPassword } from "@/lib/security/password";
import { peekLimit, resetLimit, spendLimit, type LimitPolicy } from "@/lib/data/rate-limits";
import { inTransaction } from "@/lib/data/transaction";
import { findAccount, findCredentialsByEmail } from "@/lib/data/users";
import { queueVerificationEmail } from "./queue-verification-email";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password. Please check your credentials and try again.";
export const EMAIL_NOT_VERIFIED_MESSAGE =
  "Please verify your email address before signing in. We've sent you a new verification link.";

export interface AuthenticateUserOptions {
  email: string;
  password: string;
  /** From clientIp(): null when the address is unknown. */
  ip: string | null;
  /** The device cookie the client presented, if any; only a valid one for this email changes anything. */
  deviceToken?: string | null;
  now?: Date;
}

export interface AuthenticatedUser {
  id: string;
  email: string;
  sessionVersion: number;
}

/**
 * Checks a sign-in. Unknown email and wrong password give the same answer in the same time (decoy hash; the device
 * cookie is checked by its MAC alone, before any lookup), so the form never reveals whether an account exists.
 * Throttling (decision 023): a browser with a device cookie for this email is limited per device and never by the
 * email's lock or the address's; any other client is limited per email and per address. The 10th failure blocks.
 */
export async function authenticateUser({
  email,
  password,
  ip,
  deviceToken = null,
  now = new Date(),
}: AuthenticateUserOptions) {
  const deviceId = verifyDeviceToken(deviceToken, email);
  const limits = signInLimits(email, ip, deviceId);

  for (const [policy, key] of limits.enforced) {
    const state = await peekLimit(policy, key);
    if (state.blocked) throw rateLimited(state.retryAfterSeconds);
  }

  const account = await findCredentialsByEmail(email);
  const valid = await verifyPassword(account?.passwordHash ?? null, password);
  if (!account || !valid) {
    let blockedFor = 0;
    for (const [policy, key] of limits.counted) {
      const state = await spendLimit(policy, key);
      const enforced = limits.enforced.some(([p, k]) => p === policy && k === key);
      if (enforced && state.remaining === 0) blockedFor = Math.max(blockedFor, state.retryAfterSeconds);
    }
    if (blockedFor > 0) throw rateLimited(blockedFor);
    throw new AppError("INVALID_CREDENTIALS", INVALID_CREDENTIALS_MESSAGE);
  }

  // Only the device's own counter is forgiven. The email's untrusted counter is shared with whoever else is guessing:
  // clearing it on a success would refill a stranger's budget every time the owner signs in somewhere new, and the
  // owner does not need it any more (this browser now gets a device cookie). It empties by time or password reset.
  if (deviceId) await resetLimit(SIGN_IN_FAILURES_PER_DEVICE, deviceId);

  if (!account.emailVerifiedAt) {
    // Only someone who knows the password gets here, so saying "unverified" reveals nothing new.
    const resend = await spendLimit(VERIFICATION_PER_EMAIL, email);
    if (resend.allowed) {
      const displayName = (await findAccount(account.id))?.displayName ?? email;
      await inTransaction((tx) => queueVerificationEmail({ tx, userId: account.id, email, displayName, now }));
    }
    throw new AppError("EMAIL_NOT_VERIFIED", EMAIL_NOT_VERIFIED_MESSAGE);
  }

  return { id: account.id, email: account.email, sessionVersion: account.sessionVersion } satisfies AuthenticatedUser;
}

type LimitKey = readonly [LimitPolicy, string];

/**
 * `enforced`: the limits that can refuse this attempt; `counted`: where a failure is recorded. A device-cookie
 * holder's failures still count against its address (the address limit sees every failure from it), but neither the
 * address nor the email can lock it out: a stranger behind the same NAT or CGNAT must not be able to shut out the
 * owner, and its guessing is already bounded by its device counter — a device cookie for this email cannot be forged,
 * and only someone who signed in to the email can hold one.
 *
 * Unknown address (null): no address key. Sharing one "unknown" bucket would let a single stranger lock every
 * untrusted sign-in in the app; the ingress hook runs on every request of the server process, so null only means a
 * misconfigured process (clientIp logs it) — and the email and device limits still hold.
 */
function signInLimits(email: string, ip: string | null, deviceId: string | null) {
  const address: LimitKey[] = ip ? [[SIGN_IN_FAILURES_PER_IP, addressBucket(ip)]] : [];
  if (deviceId) {
    const device: LimitKey = [SIGN_IN_FAILURES_PER_DEVICE, deviceId];
    return { enforced: [device], counted: [device, ...address] };
  }
  const untrusted: LimitKey[] = [[SIGN_IN_FAILURES_PER_EMAIL, email], ...address];
  return { enforced: untrusted, counted: untrusted };
}

function rateLimited(retryAfterSeconds: number) {
  return new AppError("RATE_LIMITED", rateLimitedMessage(retryAfterSeconds), { retryAfterSeconds });
}
