"use client";

import { useRef, useState } from "react";

/**
 * The opening half of a dialog whose code is fetched on demand (issue #34, decision 066): Radix's dialog with its
 * focus trap, scroll lock and dismissable layer is about 12 kB gzip that a page needs only once someone opens it.
 * The caller renders its own button with `triggerProps` (what Radix's DialogTrigger gave it: aria-haspopup,
 * aria-expanded; the code is fetched when the button is pointed at, touched or focused, about 100 ms before a tap
 * completes) and, once `mounted`, the dialog from a `clientOnly(retryingLoad(load))` component (components/ui/lazy.tsx) with
 * `open`, `onOpenChange` and `returnFocusTo` (DialogContent's onCloseAutoFocus gives focus back to the button, as
 * Radix's trigger did). `session` changes on every opening, for a dialog whose state starts afresh each time
 * (`key={session}`), as one that reset itself in onOpenChange did.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  const preload = () => void load().catch(() => undefined);
  const show = () => {
    setSession((n) => n + 1);
    setOpen(true);
  };
  return {
    open,
    onOpenChange: (next: boolean) => (next ? show() : setOpen(false)),
    mounted: session > 0,
    session,
    returnFocusTo: trigger,
    triggerProps: {
      ref: trigger,
      type: "button" as const,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      onPointerEnter: preload,
      onTouchStart: preload,
      onFocus: preload,
      onClick: show,
    },
  };
}

/** DialogContent's onCloseAutoFocus for a dialog opened by useLazyDialog's button: focus goes back to the button. */
export function focusBack(returnFocusTo: { current: HTMLElement | null }) {
  return (event: Event) => {
    event.preventDefault();
    returnFocusTo.current?.focus();
  };
}
