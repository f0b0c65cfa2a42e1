"use client";

import { useState, type MouseEvent } from "react";

export interface ToggleButtonOptions {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
  required?: boolean;
  value?: string;
}

/**
 * What Radix's Switch and Checkbox share, for ours (decision 066): a button whose state is in data-state (the caller sets aria-checked from `on`, where lint can see it) and
 * data-state, controlled by `checked` or starting at `defaultChecked`, where a caller's onClick that prevents default
 * stops the toggle. The caller adds its role and what it draws inside.
 */
export function useToggleButton({
  checked,
  defaultChecked = false,
  onCheckedChange,
  onClick,
  disabled,
  required,
  value = "on",
}: ToggleButtonOptions) {
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;
  const state = on ? ("checked" as const) : ("unchecked" as const);
  return {
    on,
    state,
    /** In Radix's order after type, role and aria-checked; the caller's className and props follow. */
    attributes: {
      "aria-required": required,
      "data-state": state,
      "data-disabled": disabled ? "" : undefined,
      disabled,
      value,
    },
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      onClick?.(event);
      if (event.defaultPrevented) return;
      if (checked === undefined) setOwn(!on);
      onCheckedChange?.(!on);
    },
  };
}
