/** What Settings shows when a browser's subscription cannot be used (issue #17). */
export const PUSH_SUBSCRIPTION_INVALID = "This browser's push subscription could not be used. Please try again.";

/**
 * The endpoint is saved for another account (issue #30): it stays theirs until they turn push off or the push service
 * retires it. Settings then asks the browser for a fresh endpoint, which nobody owns.
 */
export const PUSH_ENDPOINT_TAKEN = {
  title: "Browser Subscribed Elsewhere",
  message: "This browser's notifications belong to another account. Please try again.",
} as const;
