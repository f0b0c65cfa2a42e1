import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";

/** What a server action that threw (offline, server restarted) counts as: the request never completed. */
export const OFFLINE_RESULT: Extract<ActionResult, { ok: false }> = {
  ok: false,
  error: { code: "UNAVAILABLE", title: "Error", message: "Please check your connection and try again." },
};

/** Awaits a server action; a throw becomes OFFLINE_RESULT, so callers handle one shape. */
export async function settleAction<T>(call: Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await call;
  } catch {
    return OFFLINE_RESULT;
  }
}

/**
 * The failure toast (spec 3 §8: a destructive toast titled 'Error' with the message). Where the spec words an
 * operation's failure itself ('Failed to complete ritual. Please try again.'), pass it as `fallback`: it stands for
 * an outage or an unexpected error, while a refusal the server explains (a conflict, a forbidden delete) keeps its
 * own words.
 */
export function toastFailure(result: Extract<ActionResult<unknown>, { ok: false }>, fallback?: string): void {
  const unexplained = result.error.code === "UNAVAILABLE" || result.error.code === "INTERNAL";
  toast.error(result.error.title, { description: fallback && unexplained ? fallback : result.error.message });
}
