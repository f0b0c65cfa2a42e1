import type { ReactNode } from "react";

/**
 * A labelled native range input: keyboard, touch and screen readers work out of the box, and aria-valuetext reads
 * the value as words (e.g. "Okay, 0") rather than a bare number.
 */
export function RangeField({
  id,
  label,
  value,
  min,
  max,
  step,
  valueText,
  display,
  scale,
  disabled,
  onValueChange,
}: {
  id: string;
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  step: number;
  valueText: string;
  /** The value as shown beside the label. */
  display: ReactNode;
  /** Labels under the track, spread from the minimum to the maximum. */
  scale: readonly string[];
  disabled?: boolean;
  onValueChange: (value: number) => void;
}) {
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <span className="text-sm font-semibold text-brand-700" aria-hidden>
          {display}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={valueText}
        onChange={(event) => onValueChange(Number(event.target.value))}
        className="h-6 w-full cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
      />
      <div className="flex justify-between text-xs text-muted">
        {scale.map((text) => (
          <span key={text}>{text}</span>
        ))}
      </div>
    </div>
  );
}
