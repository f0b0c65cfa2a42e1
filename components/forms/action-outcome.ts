import type { ActionResult } from "@/lib/actions/result";

/** A failed action's mapped error: the code, the toast's title and message, field errors. */
export type ActionError = Extract<ActionResult<unknown>, { ok: false }>["error"];

/** What a toast says. */
export interface ToastCopy {
  title: string;
  description: string;
}

/**
 * What a server action that threw counts as: the request never completed (the network dropped, the server restarted
 * or crashed before answering). The same words wherever it happens, unless the spec words it for the operation.
 */
export const UNREACHED: ActionError = {
  code: "UNAVAILABLE",
  title: "Error",
  message: "Please check your connection and try again.",
};

/**
 * The failure toast's words (spec 3 §8: a destructive toast titled 'Error' with the message). Where the spec words an
 * operation's failure itself ('Failed to complete ritual. Please try again.'), pass it as `fallback`: it stands for
 * an outage or an unexpected error, while a refusal the server explains (a conflict, a forbidden delete) keeps its
 * own words.
 */
export function failureCopy(error: ActionError, fallback?: string): ToastCopy {
  const unexplained = error.code === "UNAVAILABLE" || error.code === "INTERNAL";
  return { title: error.title, description: fallback && unexplained ? fallback : error.message };
}
