"use client";

import { Tabs } from "@/components/ui/tabs";
import { EMOTION_CATEGORIES } from "@/lib/domain/emotions";
import { FeelingChip } from "./feeling-chip";
import { isDetailedEmotionSelected, toggleDetailedEmotion } from "./detailed-emotions";
import type { MoodFormState } from "./mood-form";

/**
 * The detailed picker (spec 2 §2.1): one tab per category (Positive, Difficult, Complex, Physical, Social), each with
 * its emotions. Choosing one also selects its simple keyword, which the chip shows after an arrow.
 */
export function DetailedEmotionPicker({
  state,
  disabled,
  onChange,
}: {
  state: MoodFormState;
  disabled?: boolean;
  onChange: (next: MoodFormState) => void;
}) {
  return (
    <Tabs.Root defaultValue={EMOTION_CATEGORIES[0]!.id}>
      <Tabs.List
        aria-label="Emotion categories"
        className="grid grid-cols-3 gap-1 rounded-xl bg-brand-100/60 p-1 sm:grid-cols-5"
      >
        {EMOTION_CATEGORIES.map((category) => (
          <Tabs.Trigger
            key={category.id}
            value={category.id}
            className="h-9 rounded-lg px-2 text-sm font-semibold text-ink/80 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
          >
            {category.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {EMOTION_CATEGORIES.map((category) => (
        <Tabs.Content key={category.id} value={category.id} className="mt-3">
          <div role="group" aria-label={`${category.name} emotions`} className="flex flex-wrap gap-2">
            {category.emotions.map((emotion) => (
              <FeelingChip
                key={emotion.id}
                selected={isDetailedEmotionSelected(state, category.id, emotion.id)}
                disabled={disabled}
                onClick={() => onChange(toggleDetailedEmotion(state, category.id, emotion.id))}
              >
                {emotion.name}
                <span className="sr-only">, </span>
                <span className="text-xs font-normal">→ {emotion.mappedKeyword}</span>
              </FeelingChip>
            ))}
          </div>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
