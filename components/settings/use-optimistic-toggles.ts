"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { OFFLINE_RESULT } from "@/components/forms/action-outcome";
import type { ActionResult } from "@/lib/actions/result";

export interface ToggleFailure {
  title: string;
  message: string;
}

/**
 * Switches that save at once (spec 3 §4 "updates immediately and reverts on failure"): the new value shows
 * immediately, the action runs, and a failure puts the old value back with a toast. A key is locked while its
 * own save runs, so two quick clicks cannot finish out of order.
 */
export function useOptimisticToggles<K extends string, V>(
  initial: Record<K, V>,
  save: (patch: Partial<Record<K, V>>) => Promise<ActionResult<unknown>>,
  failure: (key: K, result: Extract<ActionResult<unknown>, { ok: false }>) => ToggleFailure,
) {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState<ReadonlySet<K>>(new Set());

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
    let result: ActionResult<unknown>;
    try {
      result = await save(patch);
    } catch {
      // A thrown action means the request never completed (offline, server restarted).
      result = OFFLINE_RESULT;
    }
    if (!result.ok) {
      setValues((current) => ({ ...current, ...Object.fromEntries(keys.map((key) => [key, previous[key]])) }));
      const { title, message } = failure(keys[0]!, result);
      toast.error(title, { description: message });
    }
    setSaving((current) => new Set([...current].filter((key) => !keys.includes(key))));
    return result.ok;
  }

  const change = (key: K, value: V) => changeMany({ [key]: value } as Partial<Record<K, V>>);

  return { values, saving, change, changeMany };
}
