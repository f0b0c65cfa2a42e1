"use client";

import { useState } from "react";
import { toast } from "sonner";
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

  async function change(key: K, value: V) {
    const previous = values[key];
    setValues((current) => ({ ...current, [key]: value }));
    setSaving((current) => new Set(current).add(key));
    let result: ActionResult<unknown>;
    try {
      result = await save({ [key]: value } as Partial<Record<K, V>>);
    } catch {
      // A thrown action means the request never completed (offline, server restarted).
      result = OFFLINE_RESULT;
    }
    if (!result.ok) {
      setValues((current) => ({ ...current, [key]: previous }));
      const { title, message } = failure(key, result);
      toast.error(title, { description: message });
    }
    setSaving((current) => {
      const next = new Set(current);
      next.delete(key);
      return next;
    });
    return result.ok;
  }

  return { values, saving, change };
}
