import { useId } from "react";
import { cn } from "@/components/ui/cn";

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * Preset choices as real radio inputs (arrow keys, one tab stop, announced as "2 of 3") styled as pills. Real inputs
 * rather than toggle buttons so assistive technology gets the group semantics without any ARIA bookkeeping.
 */
export function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const name = useId();
  const legendId = `${name}-legend`;
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend id={legendId} className="text-sm font-medium">
        {legend}
      </legend>
      <div role="radiogroup" aria-labelledby={legendId} className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "inline-flex min-h-10 cursor-pointer items-center rounded-full border px-4 py-2 text-sm font-semibold",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
              // No fading when locked: faded text would fail contrast, and the choice in use should stay readable.
              "has-[:disabled]:cursor-not-allowed",
              value === choice.value
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-brand-100 bg-white text-ink hover:bg-brand-50 has-[:disabled]:bg-brand-50",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
