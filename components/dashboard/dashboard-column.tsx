import type { ReactNode } from "react";

/**
 * The dashboard's single column of cards (spec 2 §2.4), the same on a phone and a desktop: the spec orders the cards
 * as one list, and one column keeps that order for reading and for screen readers alike.
 */
export function DashboardColumn({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-4 sm:gap-6">{children}</div>;
}
