"use client";

import { MessageCircle } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { retryingLoad } from "@/components/ui/lazy";

const AssistantPanel = dynamic(
  retryingLoad(() => import("./assistant-panel")),
  { ssr: false },
);

/**
 * The floating assistant (spec 1 "Floating chatbot"): a bubble that opens the panel. The panel's code is fetched on
 * the first tap, not with every page; closing unmounts it, which clears the conversation and the draft (spec 1 §4).
 */
export function Assistant() {
  const bubble = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    bubble.current?.focus();
  };
  return (
    <>
      {open ? <AssistantPanel onClose={close} /> : null}
      <button
        ref={bubble}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={open ? "Close the coach" : "Open the coach"}
        onClick={() => (open ? close() : setOpen(true))}
        className="fixed right-4 bottom-20 z-40 lg:bottom-6 flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <MessageCircle aria-hidden className="size-6" />
      </button>
    </>
  );
}
