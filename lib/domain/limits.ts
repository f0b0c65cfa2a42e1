/**
 * How many attempts a key may spend in a window (rate-limiter-flexible's points and duration). The limits are rules of
 * the product, so they live here; lib/data/rate-limits.ts stores the counters.
 */
export interface LimitPolicy {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/**
 * Failed sign-ins (decision 023). Each counts against the client's address and against one of two owners:
 * - a browser holding a device cookie for the email it tries (its device counter); neither the email's lock nor the
 *   address's applies to it, so a stranger's failures can never lock a person out of their own phone or laptop;
 * - every other client: the email's shared counter for untrusted clients. A stranger can exhaust it, which only slows
 *   down other untrusted clients of that email; a completed password reset clears it.
 * The 10th failure within 15 minutes blocks: untrusted clients together get at most 40 guesses an hour at an account
 * (NIST SP 800-63B tolerates up to 100 consecutive failures), and a device only gets its own budget by signing in.
 */
export const SIGN_IN_FAILURES_PER_EMAIL: LimitPolicy = {
  keyPrefix: "signin_email",
  points: 10,
  durationSeconds: FIFTEEN_MINUTES,
};
export const SIGN_IN_FAILURES_PER_DEVICE: LimitPolicy = {
  keyPrefix: "signin_device",
  points: 10,
  durationSeconds: FIFTEEN_MINUTES,
};
/** Per address (an IPv6 /64): stops one machine spraying guesses across many emails. */
export const SIGN_IN_FAILURES_PER_IP: LimitPolicy = {
  keyPrefix: "signin_ip",
  points: 10,
  durationSeconds: FIFTEEN_MINUTES,
};
/** Reset and verification emails per address: enough for a typo or a slow inbox, not enough to spam someone. */
export const PASSWORD_RESET_PER_EMAIL: LimitPolicy = { keyPrefix: "reset_email", points: 5, durationSeconds: ONE_HOUR };
export const VERIFICATION_PER_EMAIL: LimitPolicy = { keyPrefix: "verify_email", points: 5, durationSeconds: ONE_HOUR };
/** Browser error reports (public endpoint): a crash loop still fits, a log-flooding script does not. */
export const CLIENT_ERROR_REPORTS_PER_IP: LimitPolicy = {
  keyPrefix: "client_error_ip",
  points: 30,
  durationSeconds: 60,
};

/**
 * New accounts per client address (issue #30: 283 in 8 s from one address). A household or an office behind one
 * address still fits; a script does not, and argon2's cost per attempt stays bounded. `points` is the default of
 * SIGN_UPS_PER_ADDRESS_PER_HOUR (lib/env.ts), which the service uses.
 */
export const SIGN_UPS_PER_IP: LimitPolicy = { keyPrefix: "signup_ip", points: 10, durationSeconds: ONE_HOUR };
/** "You already have an account" emails to one address, so sign-ups cannot be used to flood someone's inbox. */
export const ACCOUNT_EXISTS_NOTICES_PER_EMAIL: LimitPolicy = {
  keyPrefix: "account_exists_email",
  points: 3,
  durationSeconds: ONE_HOUR,
};

/**
 * Counsellor reports per person (issue #30): each is a PDF rendered on the server; a counsellor needs one now and
 * then, and ten an hour covers trying different weeks and notes.
 */
export const COUNSELLOR_REPORTS_PER_USER: LimitPolicy = {
  keyPrefix: "report_user",
  points: 10,
  durationSeconds: ONE_HOUR,
};

/**
 * Demo generations per person (issue #30): each writes weeks of rows in one transaction, which on the embedded
 * database holds the server's thread for a moment; a few an hour covers trying it, removing it and trying again.
 */
export const DEMO_GENERATIONS_PER_USER: LimitPolicy = { keyPrefix: "demo_user", points: 5, durationSeconds: ONE_HOUR };

/**
 * Checkout sessions per address (decision 042): each one is a call to Stripe and a row here, made by a visitor without
 * an account. A couple switching plans and retrying fits; a script creating sessions by the thousand does not.
 */
export const CHECKOUTS_PER_IP: LimitPolicy = { keyPrefix: "checkout_ip", points: 10, durationSeconds: ONE_HOUR };

/**
 * Invitation links opened before signing in (issue #35): each is a database lookup anyone can make. A household
 * opening its links, even over and over, stays far below; past it the visitor is sent to sign in, as before, and
 * learns nothing more there (tokens are 256 random bits, so this guards the database, not the tokens).
 */
export const INVITE_CHECKS_PER_IP: LimitPolicy = {
  keyPrefix: "invite_check_ip",
  points: 60,
  durationSeconds: ONE_HOUR,
};

export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
