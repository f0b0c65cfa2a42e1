"use client";

import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from "react";

interface TabsState {
  baseId: string;
  selected: string | undefined;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState>({ baseId: "", selected: undefined, select: () => undefined });

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type RootProps = Omit<ComponentProps<"div">, "defaultValue" | "dir"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/**
 * Tabs with the markup and keyboard of Radix's (horizontal, automatic activation, looping arrows; the WAI-ARIA tabs
 * pattern) without Radix's collection, roving-focus, presence, controllable-state and primitive code: about 10 kB
 * gzip on /advanced-features, /goals and /dev-tools (issue #34, decision 066, as for the Switch). Controlled by
 * `value` or starting at `defaultValue`. The selected tab is the list's one tab stop from the server's HTML on (Radix
 * marked every tab -1 until it had hydrated and counted them, so a list that scrolls sideways had nothing focusable
 * in it: axe's scrollable-region-focusable).
 */
function Root({ value, defaultValue, onValueChange, ...props }: RootProps) {
  // Radix's ids, for the same markup.
  const baseId = `radix-${useId()}`;
  const [chosen, setChosen] = useState(defaultValue);
  const selected = value ?? chosen;
  const select = (next: string) => {
    if (next === selected) return;
    setChosen(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, selected, select }}>
      <div dir="ltr" data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

/** ←/→ move to the previous/next enabled tab (looping), Home/End to the first/last; focusing a tab selects it. */
function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ["ArrowLeft", "ArrowRight", "Home", "End"];
  if (!keys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.indexOf(event.target as HTMLButtonElement);
  if (current < 0) return;
  event.preventDefault();
  const last = tabs.length - 1;
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? last
        : event.key === "ArrowRight"
          ? (current + 1) % tabs.length
          : (current - 1 + tabs.length) % tabs.length;
  tabs[next]?.focus();
}

function List({ onKeyDown, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      {...props}
      data-orientation="horizontal"
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) onListKeyDown(event);
      }}
    />
  );
}

function Trigger({
  value,
  disabled = false,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const { baseId, selected, select } = useContext(TabsContext);
  const isSelected = value === selected;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={isSelected}
      aria-controls={contentId(baseId, value)}
      data-state={isSelected ? "active" : "inactive"}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      id={triggerId(baseId, value)}
      tabIndex={isSelected ? 0 : -1}
      data-orientation="horizontal"
      {...props}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (event.defaultPrevented) return;
        // As Radix: a primary press selects at once (before the click); other buttons and ctrl-click do nothing.
        if (!disabled && event.button === 0 && !event.ctrlKey) {
          event.currentTarget.focus();
          select(value);
        } else event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || disabled || event.target !== event.currentTarget) return;
        if (event.key === " " || event.key === "Enter") select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!disabled) select(value);
      }}
    />
  );
}

/** The selected tab's panel; an unselected one renders hidden and empty, as Radix's did. */
function Content({ value, children, ...props }: ComponentProps<"div"> & { value: string; children?: ReactNode }) {
  const { baseId, selected } = useContext(TabsContext);
  const isSelected = value === selected;
  return (
    <div
      data-state={isSelected ? "active" : "inactive"}
      data-orientation="horizontal"
      role="tabpanel"
      aria-labelledby={triggerId(baseId, value)}
      hidden={!isSelected}
      id={contentId(baseId, value)}
      tabIndex={0}
      {...props}
    >
      {isSelected ? children : null}
    </div>
  );
}

export const Tabs = { Root, List, Trigger, Content };
