"use client";

import type { LocatedEmotion } from "@/lib/domain/emotions";
import { groupSuggestions, type EmotionSuggestion } from "@/lib/domain/individual-insights/suggestion-groups";
import { FeelingChip } from "./feeling-chip";
import { findDetailedEmotionByName, isDetailedEmotionSelected, toggleDetailedEmotion } from "./detailed-emotions";
import type { MoodFormState } from "./mood-form";

/**
 * Smart suggestions (spec 2 §4.7) for the slider's current value. Choosing one selects it exactly like the detailed
 * picker would (metadata plus simple keyword). A suggestion whose name is not in the catalogue (possible for
 * "frequent" ones logged through the API) is not offered, since it has no keyword to map to.
 *
 * Why each is offered is said in words, one line per source ("Your mood is higher than your recent average"), and
 * the engine's confidence only orders them: a bare "70%" beside a feeling said nothing a person could use (issue
 * #32). A person with no saved mood gets no suggestions at all (the engine's rule), so this renders nothing for them.
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
    return located ? [{ ...suggestion, located }] : [];
  });
  if (offered.length === 0) return null;
  return (
    <div className="space-y-3 rounded-xl bg-brand-50 p-3">
      <p id="suggestions-title" className="text-sm font-medium">
        Suggested for you
      </p>
      {groupSuggestions(offered).map((group) => (
        <div key={group.kind}>
          <p id={`suggestions-${group.kind}`} className="text-xs text-muted">
            {group.title}
          </p>
          <div
            role="group"
            aria-labelledby={`suggestions-title suggestions-${group.kind}`}
            className="mt-1.5 flex flex-wrap gap-2"
          >
            {group.suggestions.map(({ reason, located }) => (
              <SuggestionChip
                key={located.emotion.id}
                located={located}
                reason={reason}
                state={state}
                disabled={disabled}
                onChange={onChange}
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function SuggestionChip({
  located,
  reason,
  state,
  disabled,
  onChange,
}: {
  located: LocatedEmotion;
  reason: string;
  state: MoodFormState;
  disabled?: boolean;
  onChange: (next: MoodFormState) => void;
}) {
  return (
    <FeelingChip
      // The group says why; a frequent one's own count ("chosen 4 times…") is there on hover.
      title={reason}
      selected={isDetailedEmotionSelected(state, located.category.id, located.emotion.id)}
      disabled={disabled}
      onClick={() => onChange(toggleDetailedEmotion(state, located.category.id, located.emotion.id))}
    >
      {located.emotion.name}
    </FeelingChip>
  );
}
