import { env } from "@/lib/env";

/**
 * Session cookie settings shared by Auth.js (which sets the cookie) and our guard (which reads it). Over HTTPS the
 * cookie is `__Host-` prefixed: Secure, path=/, no Domain, so no subdomain can plant or overwrite it.
 */
export function sessionCookie() {
  const secure = new URL(env().APP_URL).protocol === "https:";
  return {
    secure,
    name: secure ? "__Host-attune.session-token" : "attune.session-token",
    options: { httpOnly: true, sameSite: "lax" as const, path: "/", secure },
  };
}

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** A year: long enough that a person's own phone or laptop stays recognised between visits. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The device cookie (decision 023): proof that this browser once signed in to one account, so its sign-in attempts
 * for that account are not subject to the per-email lock a stranger can trigger. Same attributes as the session
 * cookie; it outlives sign-out on purpose, because it says "this device knew the password", not "signed in".
 */
export function deviceCookie() {
  const secure = new URL(env().APP_URL).protocol === "https:";
  return {
    name: secure ? "__Host-attune.device" : "attune.device",
    options: { httpOnly: true, sameSite: "lax" as const, path: "/", secure, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS },
  };
}

/** A day: as long as Stripe keeps a Checkout Session open, so the cookie outlives any payment page it came from. */
const CHECKOUT_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * The checkout cookie (decision 042): the token that lets registration in this browser claim the plan just paid for
 * on Stripe's page. Lax, so it comes back on the top-level return from Stripe.
 */
export function checkoutCookie() {
  const secure = new URL(env().APP_URL).protocol === "https:";
  return {
    name: secure ? "__Host-attune.checkout" : "attune.checkout",
    options: { httpOnly: true, sameSite: "lax" as const, path: "/", secure, maxAge: CHECKOUT_COOKIE_MAX_AGE_SECONDS },
  };
}
