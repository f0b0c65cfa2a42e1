"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { DRAFT_AUTOSAVE_DELAY_MS } from "@/components/forms/timings";
import { isMoodFormEmpty, MOOD_TOASTS, type MoodFormState } from "./mood-form";

/**
 * The draft's storage code (draft-storage.ts: the backups, and the checks of what is read back) is fetched once the
 * form has hydrated rather than with the page (issue #34): a draft is restored a moment after hydration instead of at
 * it, and only while the form is still as it opened, so nothing a person has already changed is overwritten. If the
 * code never arrives (offline since the page loaded), no draft is restored or saved, as when storage is blocked.
 */
const loadStorage = () => import("./draft-storage");

/** The draft storage of this browser, or null when there is none (blocked, or its code could not be fetched). */
const draftStorage = () =>
  loadStorage().then(
    (module) => {
      const storage = module.browserStorage();
      return storage ? { module, storage } : null;
    },
    () => null,
  );

/**
 * The mood log's draft (spec 2 §2.1, §3): restored once on opening ('Draft restored', a toast), saved 2 s after the
 * last change while any field differs from its default, cleared by the caller after a successful submit.
 *
 * A save is reported by `saved`, which the form shows as a quiet status line beside its button ('Draft saved'): as a
 * toast it came at every pause in typing and sat on the form (issue #33, decision 053). A restore stays a toast: it
 * happens once, on opening, and explains why the form is not empty.
 *
 * Ours where the spec is silent: a form put back to all defaults removes the stored draft (quietly), so an emptied
 * form is not "restored" next time; nothing is saved while `active` is false (saving or saved) or when the form
 * equals what is already stored (a just-restored draft is not saved again).
 */
export function useMoodDraft(
  state: MoodFormState,
  restore: (draft: MoodFormState) => void,
  active: boolean,
): { clear: () => void; saved: boolean } {
  /** The JSON of the draft in storage, or null when none is stored. */
  const stored = useRef<string | null>(null);
  const restoreOnce = useRef(restore);
  /** The form as it opened, and as it is now: a restore only replaces the form while it is still as it opened. */
  const opened = useRef(state);
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  }, [state]);
  /** Set when a draft was handed to `restore`; the toast waits for the render that shows it. */
  const announce = useRef(false);
  /** True once this opening of the form has saved a draft, until the caller clears it. */
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    // 'Draft restored' only once the restored fields are on screen: said earlier, it names values not yet shown.
    // Declared before the restoring effect so that on mount it runs first and waits for the next render.
    if (!announce.current) return;
    announce.current = false;
    toast(MOOD_TOASTS.draftRestored);
  }, [state]);

  useEffect(() => {
    let live = true;
    void draftStorage().then((found) => {
      if (!live || !found) return;
      const draft = found.module.loadMoodDraft(found.storage);
      if (!draft || isMoodFormEmpty(draft)) return;
      stored.current = JSON.stringify(draft);
      // Changed already (the code came late): what the person did wins; their form is saved as the draft instead.
      if (current.current !== opened.current) return;
      announce.current = true;
      restoreOnce.current(draft);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!active) return;
    const json = JSON.stringify(state);
    if (json === stored.current) return;
    let live = true;
    const timer = setTimeout(async () => {
      const found = await draftStorage();
      if (!live || !found) return;
      const { module, storage } = found;
      if (isMoodFormEmpty(state)) {
        if (stored.current !== null) module.clearMoodDraft(storage);
        stored.current = null;
        // Nothing is kept now: the status line must not go on saying a draft is.
        setSaved(false);
        return;
      }
      if (module.saveMoodDraft(storage, state, Date.now())) {
        stored.current = json;
        setSaved(true);
      }
    }, DRAFT_AUTOSAVE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [state, active]);

  const clear = useCallback(() => {
    stored.current = null;
    setSaved(false);
    // The code is here by now: a draft was only ever saved through it.
    void draftStorage().then((found) => found?.module.clearMoodDraft(found.storage));
  }, []);

  return { clear, saved };
}
