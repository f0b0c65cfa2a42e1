import { Label } from "@/components/ui/label";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { MOOD_VALUE_MAX, MOOD_VALUE_MIN, MOOD_VALUE_STEP } from "@/lib/domain/labels";

/**
 * The check-in controls. Native elements on purpose: a range input and a select work with every screen reader,
 * keyboard and phone picker without extra code, and the spec asks for nothing a native control cannot do.
 */

/** A −3..3 slider (step 1) whose current reading is shown and announced as aria-valuetext. */
export function ScaleSlider({
  id,
  label,
  value,
  valueText,
  minLabel,
  maxLabel,
  onValueChange,
  disabled,
}: {
  id: string;
  label: string;
  value: number;
  /** How the value reads, e.g. "Neutral"; shown beside the label and announced instead of the bare number. */
  valueText: string;
  minLabel: string;
  maxLabel: string;
  onValueChange: (value: number) => void;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id} className="text-sm font-medium">
          {label}
        </Label>
        <p className="text-sm font-semibold text-brand-700" data-testid={`${id}-reading`}>
          {valueText}
        </p>
      </div>
      <input
        id={id}
        type="range"
        min={MOOD_VALUE_MIN}
        max={MOOD_VALUE_MAX}
        step={MOOD_VALUE_STEP}
        value={value}
        aria-valuetext={valueText}
        disabled={disabled}
        onChange={(event) => onValueChange(Number(event.target.value))}
        className="h-6 w-full cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
      />
      <div className="flex justify-between text-xs text-muted">
        <span>{minLabel}</span>
        <span>{maxLabel}</span>
      </div>
    </div>
  );
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A required dropdown with a placeholder that cannot be chosen back once something is picked. */
export function ChoiceSelect<T extends string>({
  id,
  label,
  placeholder,
  options,
  value,
  onValueChange,
  hint,
  disabled,
}: {
  id: string;
  label: string;
  placeholder: string;
  options: readonly T[];
  value: T | "";
  onValueChange: (value: T) => void;
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="text-sm font-medium">
        {label}
      </Label>
      <select
        id={id}
        required
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onValueChange(event.target.value as T)}
        className={cn(
          "h-10 w-full rounded-lg border border-brand-100 bg-white px-3 text-sm",
          value === "" && "text-muted",
        )}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option} className="text-ink">
            {capitalise(option)}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** An optional free-text note with a length limit. */
export function NoteField({
  id,
  label,
  placeholder,
  value,
  maxLength,
  onValueChange,
  disabled,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  maxLength: number;
  onValueChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="text-sm font-medium">
        {label}
      </Label>
      <textarea
        id={id}
        rows={3}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        className="w-full rounded-lg border border-brand-100 bg-white px-3 py-2 text-sm placeholder:text-muted"
      />
    </div>
  );
}

/** A tinted notice box (the score and safe-space notices). */
export function Notice({
  tone = "brand",
  title,
  children,
}: {
  tone?: "brand" | "calm";
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        "rounded-xl border px-4 py-3 text-sm",
        tone === "brand" ? "border-brand-100 bg-brand-50" : "border-emerald-100 bg-emerald-50",
      )}
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-0.5">{children}</p>
    </div>
  );
}
