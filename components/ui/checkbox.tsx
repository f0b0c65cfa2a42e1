"use client";

import { useState, type ComponentProps } from "react";
import { cn } from "./cn";

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
export function Checkbox({
  className,
  checked,
  defaultChecked = false,
  onCheckedChange,
  onClick,
  onKeyDown,
  disabled,
  required,
  value = "on",
  ...props
}: CheckboxProps) {
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;
  const state = on ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={on}
      aria-required={required}
      data-state={state}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      value={value}
      className={cn("checkbox", className)}
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // WAI-ARIA: a checkbox toggles on Space only (a button would also on Enter).
        if (!event.defaultPrevented && event.key === "Enter") event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (checked === undefined) setOwn(!on);
        onCheckedChange?.(!on);
      }}
    >
      {on ? (
        <span
          data-state={state}
          data-disabled={disabled ? "" : undefined}
          className="text-xs leading-none text-white"
          style={{ pointerEvents: "none" }}
        >
          ✓
        </span>
      ) : null}
    </button>
  );
}
