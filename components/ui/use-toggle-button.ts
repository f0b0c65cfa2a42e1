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
 * What Radix's Switch and Checkbox share, for ours (decision 066): a button whose state is in data-state, controlled
 * by `checked` or starting at `defaultChecked`, where a caller's onClick that prevents default stops the toggle. Takes
 * the component's props and hands back the rest for the button; the caller adds its role, aria-checked from `on`
 * (written where lint can see it) and what it draws inside.
 */
export function useToggleButton<P extends ToggleButtonOptions>(props: P) {
  const {
    checked,
    defaultChecked = false,
    onCheckedChange,
    onClick,
    disabled,
    required,
    value = "on",
    ...rest
  } = props;
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;
  const state = on ? ("checked" as const) : ("unchecked" as const);
  return {
    on,
    state,
    /** The props that are not the toggle's, for the button. */
    rest,
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
