"use client";

import type { ComponentProps } from "react";
import { cn } from "./cn";
import { useToggleButton } from "./use-toggle-button";

type SwitchProps = Omit<ComponentProps<"button">, "value" | "type" | "role"> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  required?: boolean;
  value?: string;
};

/**
 * An on/off switch (role="switch", aria-checked, Space/Enter to toggle); label it with <label htmlFor> or aria-label.
 * The markup and behaviour of Radix's Switch (a button with its state in aria-checked and data-state, a thumb span,
 * controlled by `checked` or starting at `defaultChecked`, a caller's onClick that prevents default stops the toggle)
 * without its context, controllable-state, size-measuring and primitive code in the pages that show one (issue #34,
 * decision 066). Radix also added a hidden checkbox for native form submission; no switch here has a name (the forms
 * read their state), so none is rendered.
 */
export function Switch({ className, ...toggleProps }: SwitchProps) {
  const { on, state, attributes, onClick: toggle, rest: props } = useToggleButton(toggleProps);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      {...attributes}
      className={cn("peer switch", className)}
      {...props}
      onClick={toggle}
    >
      <span
        data-state={state}
        data-disabled={attributes["data-disabled"]}
        className="pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}
