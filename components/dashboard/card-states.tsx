import { LockKeyhole } from "@/components/ui/icons/lock-keyhole";
import type { ReactNode } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import { RetryButton } from "./retry-button";

/**
 * What a dashboard card shows while its data streams in: its title (so the column keeps its shape and a screen reader
 * hears what is coming) over a quiet placeholder. Cards stream one by one (app/dashboard/page.tsx wraps each in
 * <Suspense>), so one slow card never holds back the others.
 */
export function CardSkeleton({ id, title }: { id: string; title: string }) {
  return (
    <Card aria-labelledby={`${id}-title`} aria-busy="true" className="p-5 sm:p-6" data-card={id}>
      <CardTitle id={`${id}-title`}>{title}</CardTitle>
      <div className="mt-4 space-y-2" aria-hidden="true">
        <div className="h-4 w-2/3 animate-pulse rounded bg-brand-50 motion-reduce:animate-none" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-brand-50 motion-reduce:animate-none" />
      </div>
    </Card>
  );
}

/**
 * A card whose data could not be loaded: the card keeps its place and title, says so in the spec's words (or the
 * mapped failure's message where the spec has none for this card), and offers to try again. The rest of the page is
 * unaffected.
 */
export function CardError({
  id,
  title,
  message,
  retryLabel = "Retry",
}: {
  id: string;
  title: string;
  message: string;
  retryLabel?: string;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} className="p-5 sm:p-6" data-card={id}>
      <CardTitle id={`${id}-title`}>{title}</CardTitle>
      <div role="alert" className="mt-4 space-y-3">
        <p className="text-sm">{message}</p>
        <RetryButton label={retryLabel} />
      </div>
    </Card>
  );
}

/**
 * A card that has nothing to show yet, in one compact line instead of an empty card (issue #32): what unlocks it and
 * how far along the reader is. Keeps the card's id so the skeleton it replaces, and links to the card, still find it.
 */
export function UnlockLine({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p
      id={id}
      data-card={id}
      data-unlock=""
      className="flex items-center gap-2 rounded-xl border border-dashed border-brand-200 px-4 py-3 text-sm text-muted"
    >
      <LockKeyhole aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      <span>{children}</span>
    </p>
  );
}
