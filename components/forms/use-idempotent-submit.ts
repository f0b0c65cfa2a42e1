"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";
import type { IdempotentSubmitter, SubmitOutcome } from "./idempotent-submit";
import { NETWORK_ERROR_MESSAGE, type SubmitWording } from "./submit-wording";

/** A submission's outcome as a form sees it: also "queued", kept on this device to be sent later (decision 040). */
export type FormSubmitOutcome<T> = SubmitOutcome<T> | { status: "queued"; key: string };

/**
 * Keeps an entry for later under its idempotency key (the offline write queue); resolves false when it could not be
 * kept, and the submission then fails as it would without a queue.
 */
export type QueueOffline<P> = (payload: P, key: string) => Promise<boolean>;

/**
 * The submission's rules (idempotent-submit.ts) are not in the forms' first load (issue #34): the hook fetches them
 * once the form has hydrated, while the page is still online (pages only load online), and a submit awaits them.
 */
const loadRules = () => import("./idempotent-submit");

/**
 * Submits a form's entry through a server action with one idempotency key per submission and a timeout (the rules
 * are in idempotent-submit.ts). Failures get their toast here (timeout, refusal, network); the form handles success
 * from the outcome it gets back. `busy` is true while a request is awaited; `pendingKey()` is the key kept for the
 * retry of an unconfirmed submission, null when there is none.
 *
 * With `queue`, an entry that cannot reach the server — the browser is offline at submit, or the call fails on the
 * network — is handed to it under the same key and comes back "queued" (no failure toast: the queue says it was
 * kept). A timeout is not queued: the request may still land, and the form's retry reuses the key.
 *
 * Should the rules never have arrived (the connection dropped in the moment after the page loaded), a submit fails as
 * a request that never reached the server does, with its toast, and nothing is sent or kept.
 */
export function useIdempotentSubmit({ timeoutMs, wording }: { timeoutMs: number; wording: SubmitWording }) {
  // One submitter for the form's life: it holds the key of the submission not yet confirmed.
  const submitter = useRef<IdempotentSubmitter | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void loadRules().catch(() => undefined);
  }, []);

  async function submit<P, T>(
    payload: P,
    send: (payload: P, idempotencyKey: string) => Promise<ActionResult<T>>,
    queue?: QueueOffline<P>,
  ): Promise<FormSubmitOutcome<T>> {
    setBusy(true);
    try {
      let rules: Awaited<ReturnType<typeof loadRules>>;
      try {
        rules = await loadRules();
      } catch (error) {
        toast.error(wording.failedTitle ?? "Error", { description: NETWORK_ERROR_MESSAGE });
        return { status: "unreached", key: submitter.current?.pendingKey() ?? "", error };
      }
      const current = (submitter.current ??= rules.createIdempotentSubmitter({ timeoutMs }));
      const queued = async (key: string): Promise<boolean> => {
        if (!queue || !(await queue(payload, key))) return false;
        current.settle(key);
        return true;
      };
      // Offline already: the action would only fail, so the entry goes straight to the queue.
      if (queue && !navigator.onLine) {
        const key = current.keyFor(payload);
        if (await queued(key)) return { status: "queued", key };
      }
      const outcome = await current.submit(payload, send);
      if (
        outcome.status === "unreached" &&
        rules.isNetworkFailure(outcome.error, navigator.onLine) &&
        (await queued(outcome.key))
      ) {
        return { status: "queued", key: outcome.key };
      }
      if (outcome.status !== "saved") {
        const { title, description } = rules.failureToast(outcome, wording, navigator.onLine);
        toast.error(title, { description });
      }
      return outcome;
    } finally {
      setBusy(false);
    }
  }

  return { busy, submit, pendingKey: () => submitter.current?.pendingKey() ?? null };
}
