"use client";

import { useCallback, useLayoutEffect, useRef, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";
import { failureCopy, UNREACHED, type ActionError, type ToastCopy } from "./action-outcome";

/** A toast's title and message, as an ActionError carries them. */
interface Wording {
  title: string;
  message: string;
}

export interface UseActionOptions<A extends unknown[], T> {
  /** After a success, inside the transition: a router.refresh() or navigation started here keeps `pending` on. */
  onSuccess?: (data: T, ...args: A) => void | Promise<void>;
  /** After a failure (a refusal or a call that threw) and its toast: put an optimistic change back, show field errors. */
  onFailure?: (error: ActionError, ...args: A) => void | Promise<void>;
  /**
   * The operation's own words for an outage or an unexpected error ('Failed to complete ritual. Please try again.'):
   * they replace the message of an UNAVAILABLE or INTERNAL failure, a call that threw included; a refusal the server
   * explains keeps its words (failureCopy).
   */
  fallback?: string | ((...args: A) => string | undefined);
  /**
   * What a call that threw says, where the spec words it for this operation ('Update Failed', 'SMS Test Error');
   * UNREACHED's 'Please check your connection and try again.' otherwise.
   */
  unreached?: Wording | ((thrown: unknown) => Wording);
  /**
   * The failure toast: by default the error's title with its message (or `fallback`). A function words it for this
   * form ('Reset failed'), or returns null for none; false when every failure is said in place instead.
   */
  failureToast?: false | ((error: ActionError, ...args: A) => ToastCopy | null);
}

export interface ActionHandle<A extends unknown[], R> {
  /** Calls the action in a transition; resolves with its result once the toast and callbacks are done. Never rejects. */
  run: (...args: A) => Promise<R>;
  /** From `run` until the result's callbacks are done (and what they started in the transition). */
  pending: boolean;
}

/**
 * The one way a component calls a server action (issue #36): `run` calls it inside a transition and settles it into
 * an ActionResult whatever happens. A refusal gets its toast (the mapped title and message) and `onFailure`; a call
 * that threw — the network dropped, the server crashed before answering — becomes a failure too, with the same
 * toast every form gives for it, where before it reached the error boundary from inside the transition. A success
 * goes to `onSuccess`. Only the offline-capable entry forms (useIdempotentSubmit: idempotency keys, a time-out, the
 * offline queue) and progressive `<form action>`s, which work before any script, call actions their own way.
 *
 * `action` is usually a lambda over the server action, typed with the arguments `run` takes; it may resolve null
 * when, after a last check inside the busy state (a form whose rules are still loading), nothing was sent: then
 * nothing is shown and `run` resolves null. The action and options are those of the render that `run` was called
 * from, as a closure in the handler would see them.
 */
export function useAction<A extends unknown[], T>(
  action: (...args: A) => Promise<ActionResult<T>>,
  options?: UseActionOptions<A, T>,
): ActionHandle<A, ActionResult<T>>;
export function useAction<A extends unknown[], T>(
  action: (...args: A) => Promise<ActionResult<T> | null>,
  options?: UseActionOptions<A, T>,
): ActionHandle<A, ActionResult<T> | null>;
export function useAction<A extends unknown[], T>(
  action: (...args: A) => Promise<ActionResult<T> | null>,
  options: UseActionOptions<A, T> = {},
): ActionHandle<A, ActionResult<T> | null> {
  const [pending, startTransition] = useTransition();
  const latest = useRef({ action, options });
  useLayoutEffect(() => {
    latest.current = { action, options };
  });

  const run = useCallback(
    (...args: A) =>
      new Promise<ActionResult<T> | null>((resolve) => {
        const { action: call, options: current } = latest.current;
        startTransition(async () => {
          let result: ActionResult<T> | null;
          let threw = false;
          try {
            result = await call(...args);
          } catch (thrown) {
            // The request never completed (the network dropped, the server crashed before answering): a failure like
            // any other, instead of an error thrown into the transition and on to the error boundary.
            threw = true;
            result = { ok: false, error: unreachedError(current.unreached, thrown) };
          }
          try {
            if (result === null) return;
            if (result.ok) {
              await current.onSuccess?.(result.data, ...args);
              return;
            }
            const copy = toastCopy(result.error, threw, args, current);
            if (copy) toast.error(copy.title, { description: copy.description });
            await current.onFailure?.(result.error, ...args);
          } finally {
            // A callback that throws is a bug: it still reaches the error boundary, but `run` resolves.
            resolve(result);
          }
        });
      }),
    [],
  );

  return { run, pending };
}

function unreachedError(unreached: UseActionOptions<never, unknown>["unreached"], thrown: unknown): ActionError {
  if (!unreached) return UNREACHED;
  const { title, message } = typeof unreached === "function" ? unreached(thrown) : unreached;
  return { code: UNREACHED.code, title, message };
}

function toastCopy<A extends unknown[], T>(
  error: ActionError,
  threw: boolean,
  args: A,
  { failureToast, fallback, unreached }: UseActionOptions<A, T>,
): ToastCopy | null {
  if (failureToast === false) return null;
  if (failureToast) return failureToast(error, ...args);
  // The operation's words for a call that threw are already the error's own.
  if (threw && unreached) return { title: error.title, description: error.message };
  return failureCopy(error, typeof fallback === "function" ? fallback(...args) : fallback);
}
