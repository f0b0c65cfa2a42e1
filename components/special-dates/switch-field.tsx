"use client";

import { cn } from "@/components/ui/cn";

/**
 * An on/off switch with its label and the state spelled out. A native button with role="switch" and aria-checked,
 * kept here rather than in components/ui while the kit has no Switch of its own.
 */
export function SwitchField({
  id,
  label,
  onText,
  offText,
  checked,
  onCheckedChange,
  disabled,
}: {
  id: string;
  label: string;
  onText: string;
  offText: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p className="text-xs text-muted" aria-hidden>
          {checked ? onText : offText}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-50",
          checked ? "bg-brand-600" : "bg-brand-100",
        )}
      >
        <span
          className={cn(
            "inline-block size-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-5" : "translate-x-0.5",
          )}
        />
      </button>
    </div>
  );
}
