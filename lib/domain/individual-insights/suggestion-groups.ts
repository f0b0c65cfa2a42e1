/**
 * The smart suggestions as the mood log shows them (spec 2 §4.7): their shape, why each is offered in words, and the
 * grouping by source. Apart from suggestions.ts (the engine, which re-exports this) so that the mood log's island
 * renders a list with this alone and fetches the engine after hydration (issue #34, decision 066).
 */

export const SUGGESTION_WINDOW_DAYS = 30;

export type MoodTone = "positive" | "difficult" | "balanced";
export type MoodTrend = "improving" | "declining" | "stable";
/** Where a suggestion came from: the person's frequent emotions, the trend of their moods, or the slider's tone. */
export type SuggestionKind = "frequent" | Exclude<MoodTrend, "stable"> | MoodTone;

export interface EmotionSuggestion {
  emotionName: string;
  categoryName: string;
  /** Percent, at most 95: orders the list; never shown as a bare number (issue #32). */
  confidence: number;
  reason: string;
  frequency: number;
  kind: SuggestionKind;
}

export const SUGGESTION_REASONS = {
  frequent: (uses: number) => `You've chosen this ${uses} times in the last ${SUGGESTION_WINDOW_DAYS} days`,
  improving: "Your mood is higher than your recent average",
  declining: "Your mood is lower than your recent average",
  positive: "Often felt alongside a positive mood",
  difficult: "Often felt when things are difficult",
  balanced: "Often felt on an in-between day",
} as const;

/**
 * Why a group of suggestions is offered, in words (shown above the group). A frequent emotion's own reason names its
 * count ("You've chosen this 4 times…"), which stays on each chip; the group says what they have in common.
 */
export const SUGGESTION_GROUP_TITLES: Readonly<Record<SuggestionKind, string>> = {
  frequent: `You've chosen these more than once in the last ${SUGGESTION_WINDOW_DAYS} days`,
  improving: SUGGESTION_REASONS.improving,
  declining: SUGGESTION_REASONS.declining,
  positive: SUGGESTION_REASONS.positive,
  difficult: SUGGESTION_REASONS.difficult,
  balanced: SUGGESTION_REASONS.balanced,
};

export interface SuggestionGroup<S extends EmotionSuggestion = EmotionSuggestion> {
  kind: SuggestionKind;
  title: string;
  suggestions: S[];
}

/** Suggestions by kind, groups in the order their first member appears (the list is ordered by confidence). */
export function groupSuggestions<S extends EmotionSuggestion>(suggestions: readonly S[]): SuggestionGroup<S>[] {
  const groups = new Map<SuggestionKind, SuggestionGroup<S>>();
  for (const suggestion of suggestions) {
    const group = groups.get(suggestion.kind);
    if (group) group.suggestions.push(suggestion);
    else {
      groups.set(suggestion.kind, {
        kind: suggestion.kind,
        title: SUGGESTION_GROUP_TITLES[suggestion.kind],
        suggestions: [suggestion],
      });
    }
  }
  return [...groups.values()];
}
