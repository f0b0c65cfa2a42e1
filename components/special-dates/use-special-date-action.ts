"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";
import { draftErrors, type DraftErrors } from "./form-state";

/**
 * Runs one special-date action: a failure is a toast titled 'Error' with the spec's message (a thrown call, e.g.
 * the network, gets the same message as a refused one); a success shows its toast and refreshes the server list.
 * Resolves with the field errors to show, or null once it is done.
 */
export function useSpecialDateAction() {
  const router = useRouter();

  return async function run(
    send: () => Promise<ActionResult<unknown>>,
    messages: { success: string; failure: string },
  ): Promise<DraftErrors | null> {
    let result: ActionResult<unknown>;
    try {
      result = await send();
    } catch {
      toast.error("Error", { description: messages.failure });
      return {};
    }
    if (!result.ok) {
      toast.error(result.error.title, { description: result.error.message });
      return draftErrors(result.error.fieldErrors);
    }
    toast.success(messages.success);
    router.refresh();
    return null;
  };
}
