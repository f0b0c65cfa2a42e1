"use client";

import { usePathname } from "next/navigation";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import { loadSonner } from "@/components/ui/toast";
import { isStaticTextPage } from "@/lib/domain/site-map";

// Fetched after the page is interactive, and only where it renders: never on the legal pages (issue #20). A toast
// raised before it arrives is not lost: sonner replays the toasts still showing when its Toaster subscribes. A load
// the network drops is tried again once back online, instead of the root layout failing as "App Error".
const Toaster = clientOnly(retryingLoad(() => loadSonner().then((sonner) => sonner.Toaster)));

/**
 * 0.5rem from the screen's edges, and below quick exit's bar where the page has one (its height is 0 elsewhere,
 * app/globals.css): no toast may ever cover the way out (decision 075).
 */
const OFFSET = {
  top: "calc(0.5rem + var(--quick-exit-height, 0px))",
  right: "0.5rem",
  bottom: "0.5rem",
  left: "0.5rem",
};

/**
 * The one toast region, mounted in the root layout so a toast raised just before a navigation is still shown on the
 * next page. The static text pages raise none, so they get none.
 *
 * Top centre, over the header's row (decision 053; below quick exit's bar, decision 075), not the spec's
 * bottom-right: at the bottom a toast sat on what the thumb had just used and would use next (a form's submit button
 * such as "Create Account", the Settings switch below the one just turned), and on a laptop the corner overlaps the
 * right edge of the page's column, where Settings keeps its switches. The header holds only the app's own buttons, and a toast leaves them after its 4 s (or at once with
 * its close button or a swipe). Below 600 px sonner stretches it across the screen, 0.5rem from each edge.
 */
export function Toasts() {
  if (isStaticTextPage(usePathname())) return null;
  // Spec 1 §9: 4 s, 3 visible.
  return (
    <Toaster
      position="top-center"
      duration={4000}
      visibleToasts={3}
      richColors
      closeButton
      offset={OFFSET}
      mobileOffset={OFFSET}
    />
  );
}
