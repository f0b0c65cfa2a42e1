"use client";

import { useState } from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/actions/result";
import { CHECKIN_SUBMIT_TIMEOUT_MS } from "@/lib/domain/mood-entry";
import { createSubmissionKey, describeThrown, newSubmissionKey, raceTimeout } from "./submission";

export interface TimeoutToast {
  title: string;
  description: string;
}

/**
 * Submits one check-in through a server action: one idempotency key per submission (kept for a retry after the
 * 15 s timeout, renewed after a success or when an answer changes), the timeout toast, and the failure toasts of
 * spec 2 §8 ('Error' with the server's message). Resolves with the action's data, or null after any failure.
 */
export function useCheckinSubmission(timeoutToast: TimeoutToast) {
  const [key] = useState(() => createSubmissionKey(newSubmissionKey));
  const [busy, setBusy] = useState(false);

  async function submit<T>(send: (idempotencyKey: string) => Promise<ActionResult<T>>): Promise<T | null> {
    setBusy(true);
    try {
      const outcome = await raceTimeout(send(key.current()), CHECKIN_SUBMIT_TIMEOUT_MS);
      if (outcome.timedOut) {
        toast.error(timeoutToast.title, { description: timeoutToast.description });
        return null;
      }
      if (!outcome.value.ok) {
        toast.error(outcome.value.error.title, { description: outcome.value.error.message });
        return null;
      }
      key.reset();
      return outcome.value.data;
    } catch (error) {
      toast.error("Error", { description: describeThrown(error) });
      return null;
    } finally {
      setBusy(false);
    }
  }

  /** Wraps a field's setter: a changed answer is a new submission, so it gets a new idempotency key. */
  function tracked<V>(set: (value: V) => void) {
    return (value: V) => {
      set(value);
      key.reset();
    };
  }

  return { busy, submit, tracked };
}
