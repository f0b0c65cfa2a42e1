"use client";

import { Switch } from "radix-ui";
import { useState } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { COMMON_FEELINGS } from "@/lib/domain/emotions";
import type { EmotionSuggestion } from "@/lib/domain/individual-insights/suggestions";
import { CustomFeelings } from "./custom-feelings";
import { DetailedEmotionPicker } from "./detailed-emotion-picker";
import { EmotionSuggestions } from "./emotion-suggestions";
import { FeelingChip } from "./feeling-chip";
import { moodKeywords, toggleCommonFeeling, type MoodFormState } from "./mood-form";

type View = "simple" | "detailed";

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
}: {
  state: MoodFormState;
  /** Computed on the server as well, so the list is in the first paint (issue #32: no shift on hydration). */
  suggestions: readonly EmotionSuggestion[];
  disabled?: boolean;
  onChange: (next: MoodFormState) => void;
}) {
  const [view, setView] = useState<View>("simple");
  const [showSuggestions, setShowSuggestions] = useState(true);
  const chosen = moodKeywords(state);

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
          <Switch.Root
            id="smart-suggestions"
            checked={showSuggestions}
            onCheckedChange={setShowSuggestions}
            className="relative h-6 w-11 shrink-0 rounded-full bg-ink/40 transition-colors data-[state=checked]:bg-brand-600"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
          </Switch.Root>
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

        <CustomFeelings state={state} disabled={disabled} onChange={onChange} />

        <p className="text-sm text-muted">
          {chosen.length === 0 ? "No feelings chosen yet." : `Chosen: ${chosen.join(", ")}`}
        </p>
      </div>
    </Card>
  );
}
