"use client";

import { useRouter } from "next/navigation";
import { startTransition, useCallback, useEffect, useState } from "react";

/**
 * The one navigation after an action that signed someone in (decision 052). Call the action inside
 * `startTransition(async () => …)` and hand the destination to `navigate` there.
 *
 * An action that sets a cookie comes back with a re-render of the page it was called from, which Next's router applies
 * after it has already resolved the action's promise. A `router.replace()` made straight after the `await` overtakes
 * that update, Next discards it, and because the action changed cookies the router then refreshes the destination
 * once it has arrived: a second render of the whole dashboard, in three sign-ins of four. Here the destination is
 * React state, set in the same async transition as the action: React commits it together with the router's own update
 * (every transition started while an async one is pending shares its lane), and the effect navigates only after that
 * commit, when nothing of the action is left in the router's queue. The price is that wait, about 25 ms.
 */
export function useNavigateAfterSignIn(): { navigate: (destination: string) => void; navigating: boolean } {
  const router = useRouter();
  const [destination, setDestination] = useState<string | null>(null);

  useEffect(() => {
    if (destination) router.replace(destination);
  }, [destination, router]);

  // After an `await`, a state update is a transition only when wrapped again.
  const navigate = useCallback((to: string) => startTransition(() => setDestination(to)), []);
  // The action's transition has ended by then, so a form keeps its button busy on this until the page changes.
  return { navigate, navigating: destination !== null };
}
