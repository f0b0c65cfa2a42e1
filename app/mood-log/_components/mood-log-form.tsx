"use client";

import { useRouter } from "next/navigation";
import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { MOOD_NAVIGATION_DELAY_MS, MOOD_SUBMIT_TIMEOUT_MS } from "@/components/forms/timings";
import { useIdempotentSubmit } from "@/components/forms/use-idempotent-submit";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { FeelingPicker } from "@/components/mood/feeling-picker";
import { LoadingOverlay } from "@/components/mood/loading-overlay";
import { QueuedNote, saveOffline, usePreloadOfflineQueue } from "@/components/offline/save-offline";
import {
  EMPTY_MOOD_FORM,
  moodLogPayload,
  MOOD_SUBMIT_WORDING,
  MOOD_TOASTS,
  SAVING_MESSAGE_INTERVAL_MS,
  SAVING_MESSAGES,
  setMoodValue,
  type MoodFormState,
} from "@/components/mood/mood-form";
import { MoodSlider } from "@/components/mood/mood-slider";
import type { CrisisCard } from "@/components/safety/crisis-support";
import { CrisisSupportCard, preloadCrisisCard } from "@/components/safety/lazy-crisis-card";
import { island } from "@/components/ui/island";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import { useMoodDraft } from "@/components/mood/use-mood-draft";
import { logMoodAction } from "@/lib/actions/entries";
import type { EmotionSuggestion, suggestEmotions } from "@/lib/domain/individual-insights/suggestions";
import { MOOD_NOTES_MAX_LENGTH } from "@/lib/domain/mood-entry";
import type { Clock, MoodRecord } from "@/lib/domain/types";

// Below the fold on a phone: drawn by the server as always, its code after the page's own (issue #34).
const SleepStressCard = island(() => import("@/components/mood/sleep-stress-card").then((m) => m.SleepStressCard));

/*
 * What only a save can lead to (the reflection question, the crisis card) and the suggestions engine are not in the
 * page's first load (issue #34, decision 066): the engine is fetched once the form has hydrated, the other two as a
 * save starts, so each is here before it is needed.
 */
const loadSuggestionEngine = () => import("@/lib/domain/individual-insights/suggestions");
const loadReflection = () => import("@/components/mood/mood-reflection");
const MoodReflection = clientOnly(retryingLoad(() => loadReflection().then((module) => module.MoodReflection)));

/**
 * The mood log form (spec 2 §2.1, §8). One submission = one idempotency key (useIdempotentSubmit): after the 15 s
 * timeout or a failure the button comes back and a retry of the unchanged form reuses the key, so the server applies
 * it at most once; a late answer to the timed-out request is ignored (the retry gets the stored result). A changed
 * form gets a new key.
 *
 * Offline (decision 040), the entry is kept on this device under the same key and sent when the connection returns:
 * the form then ends as a save does (draft cleared, fields locked) but stays, with a way on to the dashboard, since
 * navigating needs the network.
 *
 * The smart suggestions are computed with the page's clock (the profile's zone, the moment of the read), the same on
 * the server and in the browser, so they are in the first paint and nothing below them moves when the page hydrates
 * (issue #32: they used to appear after hydration, CLS 0.077): the page computes those for the first value
 * (`initialSuggestions`), the form the next ones once the engine has arrived.
 */
export function MoodLogForm({
  recentMoods,
  clock,
  initialMoodValue,
  initialSuggestions,
  userId,
  icons,
}: {
  recentMoods: readonly MoodRecord[];
  clock: Clock;
  /** The face chosen on the dashboard ('Add details'), or null: it wins over a restored draft's. */
  initialMoodValue: number | null;
  /** The smart suggestions for the slider's first value, computed by the page. */
  initialSuggestions: readonly EmotionSuggestion[];
  /** Who is writing: an entry queued offline is sent only while they are the one signed in. */
  userId: string;
  /** The form's icons, drawn by the page on the server (no icon code in the page's JavaScript, issue #34). */
  icons: { saving: ReactNode; remove: ReactNode };
}) {
  const router = useRouter();
  const [state, setState] = useState<MoodFormState>(() =>
    initialMoodValue === null ? EMPTY_MOOD_FORM : setMoodValue(EMPTY_MOOD_FORM, initialMoodValue),
  );
  const [saved, setSaved] = useState(false);
  /** The idempotency key of the entry kept offline, once it is. */
  const [queuedKey, setQueuedKey] = useState<string | null>(null);
  // Help lines for a note that spoke of a crisis: shown after saving, and the page stays until the person moves on.
  const [support, setSupport] = useState<CrisisCard | null>(null);
  const supportRef = useRef<HTMLDivElement>(null);
  // The reflection question (Mood reflection on, decision 061): shown after saving instead of moving on at once.
  const [reflecting, setReflecting] = useState<{ moodId: string; prompt: string } | null>(null);
  const [messageIndex, setMessageIndex] = useState(0);
  const submission = useIdempotentSubmit({ timeoutMs: MOOD_SUBMIT_TIMEOUT_MS, wording: MOOD_SUBMIT_WORDING });
  usePreloadOfflineQueue();
  const saving = submission.busy;
  const busy = saving || saved;
  // A face just chosen on the dashboard is newer than any draft: the draft's other fields come back around it.
  const draft = useMoodDraft(
    state,
    (restored) => setState(initialMoodValue === null ? restored : setMoodValue(restored, initialMoodValue)),
    !busy,
  );

  useEffect(() => {
    supportRef.current?.focus();
  }, [support]);

  useEffect(() => {
    if (!saving) return;
    const timer = setInterval(
      () => setMessageIndex((index) => Math.min(index + 1, SAVING_MESSAGES.length - 1)),
      SAVING_MESSAGE_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [saving]);

  const [engine, setEngine] = useState<{ suggest: typeof suggestEmotions } | null>(null);
  // The value the page's suggestions were computed for: the engine is not run again for it (issue #34: on a phone,
  // the same computation again just after hydration was a long task of its own).
  const [firstMoodValue] = useState(state.moodValue);
  useEffect(() => {
    let live = true;
    loadSuggestionEngine().then(
      // A transition: the form's render with the engine yields to the browser instead of blocking it.
      (module) => live && startTransition(() => setEngine({ suggest: module.suggestEmotions })),
      // Spec 2 §4.7: suggestions fail quietly; the first value's stay.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const suggestions = useMemo(() => {
    if (!engine || state.moodValue === firstMoodValue) return initialSuggestions;
    try {
      return engine.suggest({ clock, currentMoodValue: state.moodValue, moods: recentMoods });
    } catch {
      // Spec 2 §4.7: suggestions fail quietly.
      return [];
    }
  }, [engine, firstMoodValue, initialSuggestions, clock, state.moodValue, recentMoods]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    preloadCrisisCard();
    void loadReflection().catch(() => undefined);
    setMessageIndex(0);
    const outcome = await submission.submit(moodLogPayload(state), logMoodAction, (payload, key) =>
      saveOffline({ kind: "mood", id: key, ownerId: userId, payload }),
    );
    if (outcome.status === "queued") {
      // Only now that it is stored for sending: the draft is the one other copy of what the person wrote.
      draft.clear();
      setSaved(true);
      setQueuedKey(outcome.key);
      return;
    }
    if (outcome.status !== "saved") return;
    draft.clear();
    setSaved(true);
    toast.success(MOOD_TOASTS.success.title, { description: MOOD_TOASTS.success.description });
    if (outcome.data.support) {
      // Help first: a note that spoke of a crisis is not followed by a question.
      setSupport(outcome.data.support);
      return;
    }
    if (outcome.data.reflectionPrompt) {
      setReflecting({ moodId: outcome.data.moodId, prompt: outcome.data.reflectionPrompt.text });
      return;
    }
    setTimeout(() => router.push("/dashboard"), MOOD_NAVIGATION_DELAY_MS);
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="mt-6 space-y-4">
      <Card aria-labelledby="mood-title">
        <CardTitle id="mood-title">Mood</CardTitle>
        <div className="mt-4">
          <MoodSlider
            value={state.moodValue}
            disabled={busy}
            onValueChange={(value) => setState((current) => setMoodValue(current, value))}
          />
        </div>
      </Card>

      <FeelingPicker
        state={state}
        suggestions={suggestions}
        disabled={busy}
        onChange={setState}
        removeIcon={icons.remove}
      />

      <Card>
        <CardTitle>
          <label htmlFor="context-notes">Context notes</label>
        </CardTitle>
        <p className="mt-1 text-sm text-muted">Optional and private: what might be shaping how you feel today?</p>
        <textarea
          id="context-notes"
          value={state.contextNotes}
          disabled={busy}
          maxLength={MOOD_NOTES_MAX_LENGTH}
          rows={4}
          placeholder="Anything on your mind..."
          onChange={(event) => {
            const contextNotes = event.target.value;
            setState((current) => ({ ...current, contextNotes }));
          }}
          className="mt-3 w-full rounded-lg border border-brand-100 bg-white px-3 py-2 text-sm placeholder:text-muted"
        />
      </Card>

      <SleepStressCard
        sleepHours={state.healthMetrics.sleepHours}
        stressLevel={state.healthMetrics.stressLevel}
        disabled={busy}
        onChange={(healthMetrics) => setState((current) => ({ ...current, healthMetrics }))}
      />

      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {saving ? "Saving..." : "Log Mood & Wellness Data"}
      </Button>
      {/* The autosave, said quietly beside the button (decision 053) rather than as a toast at every pause in typing.
          Always in the page, so screen readers hear the change and nothing below moves when it appears. */}
      <p role="status" className="-mt-2 min-h-4 text-center text-xs text-muted">
        {draft.saved && !busy ? MOOD_TOASTS.draftSaved : ""}
      </p>

      {queuedKey ? <QueuedNote id={queuedKey} onContinue={() => router.push("/dashboard")} /> : null}

      {reflecting ? (
        <MoodReflection
          moodId={reflecting.moodId}
          prompt={reflecting.prompt}
          onDone={() => router.push("/dashboard")}
        />
      ) : null}

      {support ? (
        <div ref={supportRef} tabIndex={-1} className="space-y-3 outline-none">
          <CrisisSupportCard card={support} as="h2" />
          <Button type="button" variant="outline" className="w-full" onClick={() => router.push("/dashboard")}>
            Continue to dashboard
          </Button>
        </div>
      ) : null}

      <LoadingOverlay open={saving} message={SAVING_MESSAGES[messageIndex]!} icon={icons.saving} />
    </form>
  );
}
