"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";
import {
  createIdempotentSubmitter,
  failureToast,
  isNetworkFailure,
  type SubmitOutcome,
  type SubmitWording,
} from "./idempotent-submit";

/** A submission's outcome as a form sees it: also "queued", kept on this device to be sent later (decision 040). */
export type FormSubmitOutcome<T> = SubmitOutcome<T> | { status: "queued"; key: string };

/**
 * Keeps an entry for later under its idempotency key (the offline write queue); resolves false when it could not be
 * kept, and the submission then fails as it would without a queue.
 */
export type QueueOffline<P> = (payload: P, key: string) => Promise<boolean>;

/**
 * Submits a form's entry through a server action with one idempotency key per submission and a timeout (the rules
 * are in idempotent-submit.ts). Failures get their toast here (timeout, refusal, network); the form handles success
 * from the outcome it gets back. `busy` is true while a request is awaited; `pendingKey()` is the key kept for the
 * retry of an unconfirmed submission, null when there is none.
 *
 * With `queue`, an entry that cannot reach the server — the browser is offline at submit, or the call fails on the
 * network — is handed to it under the same key and comes back "queued" (no failure toast: the queue says it was
 * kept). A timeout is not queued: the request may still land, and the form's retry reuses the key.
 */
export function useIdempotentSubmit({ timeoutMs, wording }: { timeoutMs: number; wording: SubmitWording }) {
  const [submitter] = useState(() => createIdempotentSubmitter({ timeoutMs }));
  const [busy, setBusy] = useState(false);

  async function queued<P>(queue: QueueOffline<P> | undefined, payload: P, key: string): Promise<boolean> {
    if (!queue || !(await queue(payload, key))) return false;
    submitter.settle(key);
    return true;
  }

  async function submit<P, T>(
    payload: P,
    send: (payload: P, idempotencyKey: string) => Promise<ActionResult<T>>,
    queue?: QueueOffline<P>,
  ): Promise<FormSubmitOutcome<T>> {
    setBusy(true);
    try {
      // Offline already: the action would only fail, so the entry goes straight to the queue.
      if (queue && !navigator.onLine) {
        const key = submitter.keyFor(payload);
        if (await queued(queue, payload, key)) return { status: "queued", key };
      }
      const outcome = await submitter.submit(payload, send);
      if (
        outcome.status === "unreached" &&
        isNetworkFailure(outcome.error, navigator.onLine) &&
        (await queued(queue, payload, outcome.key))
      ) {
        return { status: "queued", key: outcome.key };
      }
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
