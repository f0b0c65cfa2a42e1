"use client";

import type { EmotionSuggestion } from "@/lib/domain/individual-insights/suggestions";
import { FeelingChip } from "./feeling-chip";
import {
  findDetailedEmotionByName,
  isDetailedEmotionSelected,
  toggleDetailedEmotion,
  type MoodFormState,
} from "./mood-form";

/**
 * Smart suggestions (spec 2 §4.7) for the slider's current value. Choosing one selects it exactly like the detailed
 * picker would (metadata plus simple keyword). A suggestion whose name is not in the catalogue (possible for
 * "frequent" ones logged through the API) is not offered, since it has no keyword to map to.
 */
export function EmotionSuggestions({
  suggestions,
  state,
  disabled,
  onChange,
}: {
  suggestions: readonly EmotionSuggestion[];
  state: MoodFormState;
  disabled?: boolean;
  onChange: (next: MoodFormState) => void;
}) {
  const offered = suggestions.flatMap((suggestion) => {
    const located = findDetailedEmotionByName(suggestion.emotionName);
    return located ? [{ suggestion, located }] : [];
  });
  if (offered.length === 0) return null;
  return (
    <div className="rounded-xl bg-brand-50 p-3">
      <p id="suggestions-title" className="text-sm font-medium">
        Suggested for you
      </p>
      <div role="group" aria-labelledby="suggestions-title" className="mt-2 flex flex-wrap gap-2">
        {offered.map(({ suggestion, located }) => (
          <FeelingChip
            key={located.emotion.id}
            title={suggestion.reason}
            selected={isDetailedEmotionSelected(state, located.category.id, located.emotion.id)}
            disabled={disabled}
            onClick={() => onChange(toggleDetailedEmotion(state, located.category.id, located.emotion.id))}
          >
            {located.emotion.name}
            <span className="sr-only">, </span>
            <span className="text-xs font-normal">{suggestion.confidence}%</span>
          </FeelingChip>
        ))}
      </div>
    </div>
  );
}
