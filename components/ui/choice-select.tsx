"use client";

import { ChevronDown } from "@/components/ui/icons/chevron-down";
import { useEffect, useState, type ComponentType } from "react";
import { cn } from "./cn";
import type { ChoiceSelectProps, OpenIntent } from "./choice-select-radix";

const OPEN_KEYS = [" ", "Enter", "ArrowUp", "ArrowDown"];

const loadRadix = () => import("./choice-select-radix").then((module) => module.RadixChoiceSelect);
let radix: ComponentType<ChoiceSelectProps & { intent: OpenIntent }> | null = null;

/**
 * A single choice from a short list, as Radix's Select draws it (listbox semantics, typeahead and arrow keys from
 * Radix). Radix's Select with floating-ui is about 20 kB gzip that a page needs only once the list is opened, so it is
 * fetched once the page has hydrated (issue #34, decision 066). Until then this draws Radix's closed trigger (the
 * same markup, with the chosen label already in the server's HTML); a press, Enter, Space or an arrow on it before
 * the code is here opens the list as soon as it arrives, and focus stays on the trigger through the swap.
 */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const [Loaded, setLoaded] = useState(() => radix);
  const [intent, setIntent] = useState<OpenIntent>({ open: false, focus: false });
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    loadRadix().then(
      (component) => {
        radix = component;
        if (live) setLoaded(() => component);
      },
      // Offline before it arrived: the trigger stays as drawn; a later visit fetches it.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Loaded]);
  if (Loaded) return <Loaded {...props} intent={intent} />;

  const { id, value, options, disabled, className, "aria-describedby": describedBy } = props;
  const open = () => setIntent({ open: true, focus: true });
  return (
    <button
      type="button"
      // ARIA 1.2 asks a combobox for aria-controls only while expanded: this one is always closed (as Radix's is).
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      dir="ltr"
      data-state="closed"
      disabled={disabled}
      data-disabled={disabled ? "" : undefined}
      className={cn("select-trigger", className)}
      id={id}
      aria-describedby={describedBy}
      onFocus={() => setIntent((now) => ({ ...now, focus: true }))}
      onBlur={() => setIntent((now) => ({ ...now, focus: false }))}
      onClick={open}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <span style={{ pointerEvents: "none" }}>{options.find((option) => option.value === value)?.label}</span>
      <ChevronDown aria-hidden="true" className="size-4 opacity-60" />
    </button>
  );
}
