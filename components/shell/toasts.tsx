"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { retryingLoad } from "@/components/ui/lazy";
import { isStaticTextPage } from "@/lib/domain/site-map";

// Fetched after the page is interactive, and only where it renders: never on the legal pages (issue #20). A toast
// raised before it arrives is not lost: sonner replays the toasts still showing when its Toaster subscribes. A load
// the network drops is tried again once back online, instead of the root layout failing as "App Error".
const Toaster = dynamic(
  retryingLoad(() => import("sonner").then((sonner) => sonner.Toaster)),
  { ssr: false },
);

// Toasts sit above the signed-in shell's bottom navigation bar (4rem tall) instead of covering it.
const TOAST_OFFSET = { bottom: "5rem", right: "1rem" };

/**
 * The one toast region, mounted in the root layout so a toast raised just before a navigation is still shown on the
 * next page. The static text pages raise none, so they get none.
 */
export function Toasts() {
  if (isStaticTextPage(usePathname())) return null;
  // Spec 1 §9: 4 s, 3 visible, bottom-right.
  return (
    <Toaster
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      richColors
      closeButton
      offset={TOAST_OFFSET}
      mobileOffset={{ ...TOAST_OFFSET, left: "1rem" }}
    />
  );
}
