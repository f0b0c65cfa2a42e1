import { MOOD_SLIDER_LABELS, MOOD_VALUE_MAX, MOOD_VALUE_MIN, MOOD_VALUE_STEP, moodStatus } from "@/lib/domain/labels";
import { RangeField } from "./range-field";

const SCALE = [MOOD_SLIDER_LABELS.min, MOOD_SLIDER_LABELS.middle, MOOD_SLIDER_LABELS.max] as const;

/** Spec 2 §2.1: −3..3 in whole steps, labelled Very Difficult / Okay / Excellent at the ends and the middle. */
export function MoodSlider({
  value,
  disabled,
  onValueChange,
}: {
  value: number;
  disabled?: boolean;
  onValueChange: (value: number) => void;
}) {
  const status = moodStatus(value);
  return (
    <RangeField
      id="mood-value"
      label="Your mood"
      value={value}
      min={MOOD_VALUE_MIN}
      max={MOOD_VALUE_MAX}
      step={MOOD_VALUE_STEP}
      valueText={`${status.label}, ${value}`}
      display={`${status.emoji} ${status.label}`}
      scale={SCALE}
      disabled={disabled}
      onValueChange={onValueChange}
    />
  );
}
