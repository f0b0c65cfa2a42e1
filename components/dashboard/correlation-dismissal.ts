import { failureCopy, type ActionError, type ToastCopy } from "@/components/forms/action-outcome";
import type { ActionResult } from "@/lib/actions/result";

/**
 * The optimistic dismissal of a 'Did you know?' card, apart from React so its order of events can be unit-tested:
 * hide first, then ask the server (through useAction, so the answer is always a result, a dropped connection
 * included); put the card back if the server refuses, except for NOT_FOUND (the pattern is not, or no longer, the
 * user's: showing it again would only offer a button that cannot work).
 */

export interface DismissalSteps {
  hide: () => void;
  send: () => Promise<ActionResult>;
  restore: () => void;
}

const staysHidden = (error: ActionError) => error.code === "NOT_FOUND";

/** Resolves true when the card stays hidden. */
export async function runDismissal({ hide, send, restore }: DismissalSteps): Promise<boolean> {
  hide();
  const result = await send();
  if (result.ok || staysHidden(result.error)) return true;
  restore();
  return false;
}

/** The toast for a refused dismissal: the mapped one, and none when the card stays hidden anyway. */
export function dismissalToast(error: ActionError): ToastCopy | null {
  return staysHidden(error) ? null : failureCopy(error);
}

/** Where focus goes when the card with `id` leaves: the next card's button, else the previous one's, else nowhere. */
export function focusAfterDismiss(visibleIds: readonly string[], id: string): string | null {
  const index = visibleIds.indexOf(id);
  if (index < 0) return null;
  return visibleIds[index + 1] ?? visibleIds[index - 1] ?? null;
}
