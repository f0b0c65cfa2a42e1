import type { ReactNode } from "react";

/** The three stacks, in reading order: the relationship, the partner, the person's own week (decision 049). */
export const DASHBOARD_STACKS = ["relationship", "partner", "you"] as const;
export type DashboardStackName = (typeof DASHBOARD_STACKS)[number];

/**
 * The dashboard's cards (decision 049): one column on a phone, in the order of the stacks; beside the rail from
 * 1024 px, two columns, and three from 1280 px. The cards are grouped in stacks rather than laid out card by card, so
 * a tall card never leaves a hole beside it, reading order (and a screen reader's) is the same at every width, and a
 * card that streams in late grows its own stack instead of reshuffling the others.
 */
export function DashboardGrid({ children }: { children: ReactNode }) {
  return <div className="dashboard-grid grid items-start gap-4 sm:gap-6 lg:grid-cols-2 xl:grid-cols-3">{children}</div>;
}

/**
 * One stack of cards. With two columns (1024–1279 px) the third stack spans both and lays its cards out in two
 * columns of its own. A stack whose cards all had nothing to show takes no room, and without the partner's stack the
 * laptop grid has two columns (app/globals.css: it depends on what streamed in, so it is a selector, not a prop).
 */
export function DashboardStack({
  name,
  last = false,
  children,
}: {
  name: DashboardStackName;
  last?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      data-stack={name}
      className={
        last
          ? "dashboard-stack flex min-w-0 flex-col gap-4 sm:gap-6 lg:col-span-2 lg:grid lg:grid-cols-2 lg:items-start xl:col-span-1 xl:flex xl:items-stretch"
          : "dashboard-stack flex min-w-0 flex-col gap-4 sm:gap-6"
      }
    >
      {children}
    </div>
  );
}
