"use client";

import type { ComponentProps } from "react";
import { cn } from "./cn";
import { useToggleButton } from "./use-toggle-button";

type CheckboxProps = Omit<ComponentProps<"button">, "value" | "type" | "role" | "defaultChecked"> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  required?: boolean;
  value?: string;
};

/**
 * A tick box (role="checkbox", aria-checked, Space to toggle, Enter does not); label it with <label htmlFor>. The
 * markup and behaviour of Radix's Checkbox (a button with its state in aria-checked and data-state, the tick shown
 * only while checked) without its context, controllable-state, presence and primitive code, about 1.8 kB gzip on
 * /advanced-features (issue #34, decision 066, as for the Switch). Radix also added a hidden checkbox for native form
 * submission; no tick box here has a name (the forms read their state), so none is rendered.
 */
export function Checkbox({ className, onKeyDown, ...toggleProps }: CheckboxProps) {
  const { on, state, attributes, onClick: toggle, rest: props } = useToggleButton(toggleProps);
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={on}
      {...attributes}
      className={cn("checkbox", className)}
      {...props}
      onClick={toggle}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // WAI-ARIA: a checkbox toggles on Space only (a button would also on Enter).
        if (!event.defaultPrevented && event.key === "Enter") event.preventDefault();
      }}
    >
      {on ? (
        <span
          data-state={state}
          data-disabled={attributes["data-disabled"]}
          className="text-xs leading-none text-white"
          style={{ pointerEvents: "none" }}
        >
          ✓
        </span>
      ) : null}
    </button>
  );
}
