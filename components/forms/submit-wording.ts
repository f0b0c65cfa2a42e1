/**
 * The words of a form's failed save, apart from the submission's rules (idempotent-submit.ts) so that a form carries
 * these in its first load and fetches the rules after hydration (use-idempotent-submit.ts, issue #34).
 */

/** Spec 2 §8's text for a request that never reached the server. */
export const NETWORK_ERROR_MESSAGE = "Network connection issue. Please check your internet and try again.";
/** A failure with nothing more specific to say. */
export const SAVE_FAILED_MESSAGE = "Something went wrong. Please try again.";

export interface SubmitWording {
  timeout: { title: string; description: string };
  /** The title of a failed save; without it, the server's own title ('Error' when the server never answered). */
  failedTitle?: string;
  /** What a failure says when the server gave no message or the call broke for a reason other than the network. */
  failedDescription: string;
}
