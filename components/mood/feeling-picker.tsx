"use client";

import { useEffect, useState, type ReactNode } from "react";
import { whenSettled } from "@/components/onboarding/fetch-ahead";
import { Card, CardTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { island } from "@/components/ui/island";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import { COMMON_FEELINGS } from "@/lib/domain/feelings";
import type { EmotionSuggestion } from "@/lib/domain/individual-insights/suggestion-groups";
import { FeelingChip } from "./feeling-chip";
import { moodKeywords, toggleCommonFeeling, type MoodFormState } from "./mood-form";

type View = "simple" | "detailed";

/*
 * Drawn by the server as always, their code after the page's own (issue #34): the suggestions and the custom feelings
 * hydrate in place as it arrives, a moment after the first paint (components/ui/island.tsx).
 */
const EmotionSuggestions = island(() => import("./emotion-suggestions").then((m) => m.EmotionSuggestions));
const CustomFeelings = island(() => import("./custom-feelings").then((m) => m.CustomFeelings));

/**
 * The detailed picker (five tabs of emotions, with Radix's tabs) is not in the page's first load: it is fetched once
 * the page has settled, or as soon as a pointer or focus reaches 'Detailed', so it is there by the time it is chosen
 * (decision 058). Until it has arrived, its place is held at about its height and says so.
 */
const loadDetailedPicker = () => import("./detailed-emotion-picker");
const DetailedEmotionPicker = clientOnly(
  retryingLoad(() => loadDetailedPicker().then((module) => module.DetailedEmotionPicker)),
  {
    loading: () => (
      // About the picker's own height (a phone: 264–352 px, wider: 136 px), so nothing below jumps when it comes.
      <p role="status" className="min-h-64 text-sm text-muted sm:min-h-36">
        Loading the emotion categories…
      </p>
    ),
  },
);
const fetchDetailedPicker = () => void loadDetailedPicker().catch(() => undefined);

/**
 * The feeling picker of spec 2 §2.1: the simple view (the 16 common feelings, default) or the detailed category
 * picker, smart suggestions (a switch, on by default) and custom feelings. Which view is open is a matter of
 * presentation, not part of the mood, so it is not kept in the draft.
 */
export function FeelingPicker({
  state,
  suggestions,
  disabled,
  onChange,
  removeIcon,
}: {
  state: MoodFormState;
  /** Computed on the server as well, so the list is in the first paint (issue #32: no shift on hydration). */
  suggestions: readonly EmotionSuggestion[];
  disabled?: boolean;
  onChange: (next: MoodFormState) => void;
  /** A custom feeling's remove icon, drawn by the server (CustomFeelings). */
  removeIcon: ReactNode;
}) {
  const [view, setView] = useState<View>("simple");
  const [showSuggestions, setShowSuggestions] = useState(true);
  const chosen = moodKeywords(state);
  useEffect(() => whenSettled(fetchDetailedPicker), []);

  return (
    <Card aria-labelledby="feelings-title">
      <CardTitle id="feelings-title">What are you feeling?</CardTitle>
      <p className="mt-1 text-sm text-muted">Choose as many as fit.</p>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Feeling picker view" className="flex gap-1 rounded-xl bg-brand-100/60 p-1">
          {(["simple", "detailed"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              {...(option === "detailed"
                ? {
                    onPointerEnter: fetchDetailedPicker,
                    onFocus: fetchDetailedPicker,
                    onTouchStart: fetchDetailedPicker,
                  }
                : {})}
              className={cn(
                "h-8 rounded-lg px-3 text-sm font-semibold",
                view === option ? "bg-white text-ink shadow-sm" : "text-ink/80",
              )}
            >
              {option === "simple" ? "Simple" : "Detailed"}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          {/* A native switch: a button with its state, no library (decision 058). */}
          <button
            type="button"
            role="switch"
            id="smart-suggestions"
            aria-checked={showSuggestions}
            data-state={showSuggestions ? "checked" : "unchecked"}
            onClick={() => setShowSuggestions((on) => !on)}
            className="relative h-6 w-11 shrink-0 rounded-full bg-ink/40 transition-colors data-[state=checked]:bg-brand-600"
          >
            <span
              aria-hidden="true"
              data-state={showSuggestions ? "checked" : "unchecked"}
              className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]"
            />
          </button>
          <label htmlFor="smart-suggestions" className="text-sm font-medium">
            Smart suggestions
          </label>
        </div>
      </div>

      <div className="mt-4 space-y-4">
        {showSuggestions ? (
          <EmotionSuggestions suggestions={suggestions} state={state} disabled={disabled} onChange={onChange} />
        ) : null}

        {view === "simple" ? (
          <div role="group" aria-label="Common feelings" className="flex flex-wrap gap-2">
            {COMMON_FEELINGS.map((feeling) => (
              <FeelingChip
                key={feeling}
                selected={state.selectedKeywords.includes(feeling)}
                disabled={disabled}
                onClick={() => onChange(toggleCommonFeeling(state, feeling))}
                className="capitalize"
              >
                {feeling}
              </FeelingChip>
            ))}
          </div>
        ) : (
          <DetailedEmotionPicker state={state} disabled={disabled} onChange={onChange} />
        )}

        <CustomFeelings state={state} disabled={disabled} onChange={onChange} removeIcon={removeIcon} />

        <p className="text-sm text-muted">
          {chosen.length === 0 ? "No feelings chosen yet." : `Chosen: ${chosen.join(", ")}`}
        </p>
      </div>
    </Card>
  );
}
