"use client";

import type { ComponentProps } from "react";

/**
 * A form label that, like Radix's Label, keeps a double click on its text from selecting the text (a quick second
 * click on a checkbox's label should toggle, not highlight), and leaves controls inside it alone. A plain <label>
 * otherwise: Radix's brought its Primitive and Slot into every page with a form (issue #34, decision 066).
 */
export function Label({ onMouseDown, ...props }: ComponentProps<"label">) {
  return (
    <label
      {...props}
      onMouseDown={(event) => {
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    />
  );
}
