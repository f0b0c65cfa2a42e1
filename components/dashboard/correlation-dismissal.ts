import { OFFLINE_RESULT } from "@/components/forms/action-outcome";
import type { ActionResult } from "@/lib/actions/result";

/**
 * The optimistic dismissal of a 'Did you know?' card, apart from React so its order of events can be unit-tested:
 * hide first, then ask the server; put the card back with a toast if the server refuses, except for NOT_FOUND (the
 * pattern is not, or no longer, the user's: showing it again would only offer a button that cannot work).
 */

export const DISMISS_OFFLINE = OFFLINE_RESULT;

export interface DismissalSteps {
  hide: () => void;
  send: () => Promise<ActionResult>;
  restore: () => void;
  fail: (title: string, message: string) => void;
}

/** Resolves true when the card stays hidden. */
export async function runDismissal({ hide, send, restore, fail }: DismissalSteps): Promise<boolean> {
  hide();
  let result: ActionResult;
  try {
    result = await send();
  } catch {
    // A thrown action means the request never completed (offline, server restarted).
    result = DISMISS_OFFLINE;
  }
  if (result.ok || result.error.code === "NOT_FOUND") return true;
  restore();
  fail(result.error.title, result.error.message);
  return false;
}

/** Where focus goes when the card with `id` leaves: the next card's button, else the previous one's, else nowhere. */
export function focusAfterDismiss(visibleIds: readonly string[], id: string): string | null {
  const index = visibleIds.indexOf(id);
  if (index < 0) return null;
  return visibleIds[index + 1] ?? visibleIds[index - 1] ?? null;
}
