"use client";

import { useEffect, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** Spec 1 §9: the button appears once the page has scrolled more than 100 px. */
const SCROLL_TO_TOP_THRESHOLD_PX = 100;

/**
 * Back to the top of the page, in the header's row of buttons (decision 053). It used to float at the bottom-left,
 * where on a phone it sat on whatever scrolled under it (a sharing label, a form's field); the header is sticky and
 * its space reserved, so here it is always in reach and covers nothing. Placed first in the row, so that appearing
 * moves none of the buttons after it. Its arrow is drawn by the server (AppShell) and handed in as an element.
 */
export function ScrollToTopButton({ icon }: { icon: ReactNode }) {
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
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" })}
      // 32 px square, like the bell beside it (WCAG 2.2 asks 24 at least).
      className="w-8 px-0 text-brand-700"
    >
      {icon}
    </Button>
  );
}
