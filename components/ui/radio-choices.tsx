"use client";

import type { ReactNode } from "react";

export interface RadioChoicesProps<T extends string> {
  legend: string;
  /** The radio group's name: one per form. */
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  /** Shown under the choices, e.g. a field error (role="alert" is the caller's). */
  children?: ReactNode;
}

/** A row of native radio buttons in a fieldset: the browser gives arrow-key movement and the group's name for free. */
export function RadioChoices<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
  children,
}: RadioChoicesProps<T>) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-4" role="radiogroup">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-4 w-4 accent-brand-600"
            />
            {labels[option]}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
