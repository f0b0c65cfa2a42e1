import type { ReactNode } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";

/**
 * A card's id and title, as its declaration in the dashboard's card registry (app/dashboard/_cards/registry.ts) gives
 * them: the card, its skeleton and its error state take them from there, so each is written once.
 */
export interface CardFrame {
  /** Unique on the page; the title's element id is derived from it. */
  id: string;
  title: string;
}

/**
 * One card of the dashboard column: a section named by its title, so each card is a landmark a screen-reader user can
 * jump to (and a test can find by name).
 */
export function DashboardCard({
  id,
  title,
  description,
  icon,
  className,
  children,
}: {
  /** Unique on the page; the title's element id is derived from it. */
  id: string;
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Card aria-labelledby={titleId} className={cn("p-5 sm:p-6", className)} data-card={id}>
      <CardTitle id={titleId} className="flex items-center gap-2">
        {icon}
        {title}
      </CardTitle>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** The quiet line a card shows when it has nothing to show yet. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-muted">{children}</p>;
}
