"use client";

import { Lightbulb } from "@/components/ui/icons/lightbulb";
import { X } from "@/components/ui/icons/x";
import { useId, useRef, useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { dismissCorrelationAction } from "@/lib/actions/insights";
import type { CorrelationCard } from "@/lib/domain/correlations";
import { dismissalToast, focusAfterDismiss, runDismissal } from "./correlation-dismissal";
import { CORRELATION_TEXT, strengthText } from "./correlation-text";
import { DashboardCard, type CardFrame } from "./dashboard-card";

/**
 * The 'Did you know?' cards (spec 2 §2.4, §4.8), as correlationCards built them (at most 3, match count ≥ 3), each
 * dismissible. Dismissing hides the card at once and then asks the server (runDismissal: a refusal brings it back,
 * and useAction says why in a toast). Nothing is shown once no card is left.
 *
 * Keyboard: each dismiss control is a real button. Its card leaving the page would drop focus to <body>, so focus
 * moves to the next card's button (or the previous one), and a status region says the card was dismissed.
 */
export function CorrelationCards({
  frame,
  cards,
}: {
  /** The cards' id and heading, 'Did you know?', from the dashboard's card registry (two strings, no registry code). */
  frame: CardFrame;
  cards: readonly CorrelationCard[];
}) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState("");
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Card ids may hold spaces (custom tags), which an id reference cannot; element ids come from React instead.
  const baseId = useId();
  const visible = cards.filter((card) => !hidden.has(card.id));
  const dismissCorrelation = useAction((id: string) => dismissCorrelationAction({ id }), {
    failureToast: dismissalToast,
  });

  async function dismiss(card: CorrelationCard) {
    const neighbour = focusAfterDismiss(
      visible.map((c) => c.id),
      card.id,
    );
    await runDismissal({
      hide: () => {
        setHidden((current) => new Set(current).add(card.id));
        setAnnouncement(CORRELATION_TEXT.dismissed);
        if (neighbour) buttons.current.get(neighbour)?.focus();
      },
      send: () => dismissCorrelation.run(card.id),
      restore: () => {
        setHidden((current) => {
          const next = new Set(current);
          next.delete(card.id);
          return next;
        });
        setAnnouncement("");
      },
    });
  }

  return (
    <>
      {visible.length > 0 ? (
        <DashboardCard
          id={frame.id}
          title={frame.title}
          icon={<Lightbulb aria-hidden="true" className="size-5 text-brand-600" />}
        >
          <ul className="space-y-3">
            {visible.map((card, index) => (
              <li key={card.id} className="rounded-xl bg-brand-50 px-4 py-3" data-correlation={card.id}>
                <div className="flex items-start gap-3">
                  <h3 id={`${baseId}-${index}`} className="min-w-0 flex-1 font-semibold">
                    {card.title}
                  </h3>
                  <Button
                    ref={(node) => {
                      if (node) buttons.current.set(card.id, node);
                      else buttons.current.delete(card.id);
                    }}
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="shrink-0 px-2"
                    aria-describedby={`${baseId}-${index}`}
                    onClick={() => void dismiss(card)}
                  >
                    <X aria-hidden="true" className="size-4" />
                    <span className="sr-only">{CORRELATION_TEXT.dismiss}</span>
                  </Button>
                </div>
                <p className="mt-1 text-sm">{card.description}</p>
                <div className="mt-2 flex items-center gap-2 text-xs text-muted">
                  <span className="h-1.5 w-24 overflow-hidden rounded-full bg-white" aria-hidden="true">
                    <span className="block h-full rounded-full bg-brand-600" style={{ width: `${card.strength}%` }} />
                  </span>
                  <span className="tabular-nums">{strengthText(card.strength)}</span>
                </div>
              </li>
            ))}
          </ul>
        </DashboardCard>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
