"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Spec 1 §2: the page scrolls to the top on every route change (also when only the path changes in place). The first
 * render is a page load, not a route change: leaving it alone keeps deep links such as /terms#liability working.
 */
export function RouteScrollReset() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
