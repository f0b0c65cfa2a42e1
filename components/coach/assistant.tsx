"use client";

import { useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";

const AssistantPanel = clientOnly(retryingLoad(() => import("./assistant-panel")));

/**
 * The assistant's entry (spec 1 "Floating chatbot"): a button in the header, beside the bell, that opens the panel.
 * It used to float in the bottom-right corner, where it sat on whatever scrolled under it (a ritual's thumbs-down,
 * Settings' switches, the footer's links); the header's space is reserved, so it covers nothing (issue #33, decision
 * 053). The panel's code is fetched on the first tap, not with every page; closing unmounts it, which clears the
 * conversation and the draft (spec 1 §4), and gives focus back to this button. Its icon is drawn by the server
 * (AppShell) and handed in as an element.
 */
export function Assistant({ icon }: { icon: ReactNode }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <>
      <Button
        ref={trigger}
        type="button"
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={open ? "Close the coach" : "Open the coach"}
        onClick={() => (open ? close() : setOpen(true))}
        // An icon on a phone, where the header is full; its name in words from 640 px. 32 px square at least.
        className="w-8 px-0 text-brand-700 sm:w-auto sm:px-3"
      >
        {icon}
        <span className="hidden sm:inline">Coach</span>
      </Button>
      {/* Right after its button, so Tab goes from the button into the panel and on to the bell. The header (sticky at
          the top, as wide as the frame) is the panel's containing block, its backdrop blur making it one: the
          panel's top and right are measured from the header's, which are the screen's. */}
      {open ? <AssistantPanel onClose={close} /> : null}
    </>
  );
}
