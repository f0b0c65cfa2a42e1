"use client";

import { useState } from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/actions/result";
import { createIdempotentSubmitter, failureToast, type SubmitOutcome, type SubmitWording } from "./idempotent-submit";

/**
 * Submits a form's entry through a server action with one idempotency key per submission and a timeout (the rules
 * are in idempotent-submit.ts). Failures get their toast here (timeout, refusal, network); the form handles success
 * from the outcome it gets back. `busy` is true while a request is awaited; `pendingKey()` is the key kept for the
 * retry of an unconfirmed submission (for an offline queue), null when there is none.
 */
export function useIdempotentSubmit({ timeoutMs, wording }: { timeoutMs: number; wording: SubmitWording }) {
  const [submitter] = useState(() => createIdempotentSubmitter({ timeoutMs }));
  const [busy, setBusy] = useState(false);

  async function submit<P, T>(
    payload: P,
    send: (payload: P, idempotencyKey: string) => Promise<ActionResult<T>>,
  ): Promise<SubmitOutcome<T>> {
    setBusy(true);
    try {
      const outcome = await submitter.submit(payload, send);
      if (outcome.status !== "saved") {
        const { title, description } = failureToast(outcome, wording, navigator.onLine);
        toast.error(title, { description });
      }
      return outcome;
    } finally {
      setBusy(false);
    }
  }

  return { busy, submit, pendingKey: submitter.pendingKey };
}
