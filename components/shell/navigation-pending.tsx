"use client";

import { useTransition, type ReactNode } from "react";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import { NavigationStartContext } from "@/components/ui/link";

/** The loading screen's code arrives only with the first navigation that waits for it: no page's first load has it. */
const PendingScreen = clientOnly(retryingLoad(() => import("./navigation-loading").then((m) => m.NavigationLoading)));

/**
 * Spec 1 §2's protected-page loading screen for a navigation inside the app (decision 085). The pages have no
 * `loading.tsx`: a route's loading boundary put its content in a Suspense boundary that React reveals after the
 * first paint (300 ms after it at the earliest, in a batch), which is what made the signed-in pages' LCP late (issue
 * #34, decision 083). A first load now paints the page itself as the server sends it; a navigation by the app's Link
 * (components/ui/link.tsx) runs as this transition, and while it waits for the next page, the loading screen, with
 * its notes at 3 s, 8 s and 15 s, covers the page being left.
 */
export function NavigationPending({ children }: { children: ReactNode }) {
  const [pending, startTransition] = useTransition();
  return (
    <NavigationStartContext value={startTransition}>
      {children}
      {pending ? <PendingScreen /> : null}
    </NavigationStartContext>
  );
}
