"use client";

import { useState } from "react";
import { useAction } from "@/components/forms/use-action";
import type { ActionError } from "@/components/forms/action-outcome";
import type { ActionResult } from "@/lib/actions/result";

export interface ToggleFailure {
  title: string;
  message: string;
}

/**
 * Switches that save at once (spec 3 §4 "updates immediately and reverts on failure"): the new value shows
 * immediately, the action runs (useAction), and a failure puts the old value back with a toast — the error's own
 * words, or `failure`'s for the first key changed. A key is locked while its own save runs, so two quick clicks
 * cannot finish out of order.
 */
export function useOptimisticToggles<K extends string, V>(
  initial: Record<K, V>,
  save: (patch: Partial<Record<K, V>>) => Promise<ActionResult<unknown>>,
  failure?: (key: K, error: ActionError) => ToggleFailure,
) {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState<ReadonlySet<K>>(new Set());
  const saveAction = useAction(save, {
    failureToast: (error, patch) => {
      const { title, message } = failure?.(Object.keys(patch)[0] as K, error) ?? error;
      return { title, description: message };
    },
  });

  /**
   * Several switches in one save (the guided sharing screen's suggested set): one request, so the partner hears of it
   * once; all of them revert if it fails.
   */
  async function changeMany(patch: Partial<Record<K, V>>) {
    const keys = Object.keys(patch) as K[];
    if (keys.length === 0) return true;
    const previous = { ...values };
    setValues((current) => ({ ...current, ...patch }));
    setSaving((current) => new Set([...current, ...keys]));
    const result = await saveAction.run(patch);
    if (!result.ok) {
      setValues((current) => ({ ...current, ...Object.fromEntries(keys.map((key) => [key, previous[key]])) }));
    }
    setSaving((current) => new Set([...current].filter((key) => !keys.includes(key))));
    return result.ok;
  }

  const change = (key: K, value: V) => changeMany({ [key]: value } as Partial<Record<K, V>>);

  return { values, saving, change, changeMany };
}
