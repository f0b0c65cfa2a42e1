"use client";

import { Tabs as Primitive } from "radix-ui";
import { createContext, useContext, useState, type ComponentProps } from "react";

/** The selected tab's value, for the triggers to know which of them is the list's tab stop. */
const SelectedTab = createContext<string | undefined>(undefined);

/** Radix's Tabs.Root, controlled or not as before, telling its triggers which tab is selected. */
function Root({ value, defaultValue, onValueChange, ...props }: ComponentProps<typeof Primitive.Root>) {
  const [chosen, setChosen] = useState(defaultValue);
  const selected = value ?? chosen;
  return (
    <SelectedTab.Provider value={selected}>
      <Primitive.Root
        {...props}
        value={selected}
        onValueChange={(next) => {
          setChosen(next);
          onValueChange?.(next);
        }}
      />
    </SelectedTab.Provider>
  );
}

/**
 * A tab that is the list's one tab stop when selected (the WAI-ARIA tabs pattern) from the server's HTML on. Radix
 * marks every tab -1 until it has hydrated and counted them, so until then the tabs could not be reached by
 * keyboard, and a list that scrolls sideways had nothing focusable in it (axe: scrollable-region-focusable).
 */
function Trigger(props: ComponentProps<typeof Primitive.Trigger>) {
  const selected = useContext(SelectedTab);
  return <Primitive.Trigger tabIndex={props.value === selected ? 0 : -1} {...props} />;
}

/** Radix Tabs with the selected tab reachable by keyboard before hydration; List and Content are Radix's own. */
export const Tabs = { Root, List: Primitive.List, Trigger, Content: Primitive.Content };
