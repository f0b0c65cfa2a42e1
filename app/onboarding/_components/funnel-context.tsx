"use client";

import { createContext, use, type ReactNode } from "react";

/**
 * What the funnel's server-rendered first step needs from the client-side step machine: a way forward, and a way to
 * say the visitor is about to take it (the next step's code is then fetched at once: components/onboarding/
 * fetch-ahead.ts).
 */
export const FunnelContext = createContext<{ start: () => void; intent: () => void } | null>(null);

/**
 * A button of the server-rendered landing step (issue #20). The server passes its classes, so this island is the
 * only script the button costs.
 */
export function FunnelStartButton({ className, children }: { className: string; children: ReactNode }) {
  const funnel = use(FunnelContext);
  return (
    <button
      type="button"
      className={className}
      onClick={() => funnel?.start()}
      onPointerEnter={() => funnel?.intent()}
      onTouchStart={() => funnel?.intent()}
      onFocus={() => funnel?.intent()}
    >
      {children}
    </button>
  );
}
