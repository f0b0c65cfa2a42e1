"use client";

import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";

/** Spec 1 §9: the button appears once the page has scrolled more than 100 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 100;

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  const reduceMotion = typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return (
    // Bottom-left (beside the rail from lg): the bottom-right corner belongs to toasts and the chatbot bubble.
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" })}
      className="fixed bottom-20 left-4 z-40 lg:bottom-6 lg:left-24 flex size-11 items-center justify-center rounded-full border border-brand-100 bg-white text-brand-700 shadow-md hover:bg-brand-50"
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  );
}
