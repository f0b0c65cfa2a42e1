"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { SHARE_CONFIRMATION_TEXT } from "@/lib/domain/safety/screened-visibility";

/**
 * The question asked of the author alone when something they marked shared speaks of harm by a partner (issue #38
 * item 4, decisions 071 and 080). It is already stored private; "Keep it private" (first, and focused) leaves it so,
 * "Share it" shares it as it was written. Nothing about the question is stored or told to anyone.
 */
export function ShareConfirmation({
  onKeep,
  onShare,
  busy = false,
}: {
  onKeep: () => void;
  onShare: () => void;
  busy?: boolean;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    keep.current?.focus({ preventScroll: true });
    // The whole question in view, clear of a phone's bottom bar, not just its first button.
    section.current?.scrollIntoView({ block: "center" });
  }, []);
  return (
    <section
      ref={section}
      aria-labelledby="share-confirmation-question"
      className="space-y-3 rounded-2xl border border-brand-100 bg-white px-4 py-4"
    >
      <h2 id="share-confirmation-question" className="font-semibold">
        {SHARE_CONFIRMATION_TEXT.question}
      </h2>
      <p className="text-sm text-muted">{SHARE_CONFIRMATION_TEXT.explanation}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button ref={keep} type="button" className="sm:flex-1" onClick={onKeep} disabled={busy}>
          {SHARE_CONFIRMATION_TEXT.keepPrivate}
        </Button>
        <Button type="button" variant="outline" className="sm:flex-1" onClick={onShare} disabled={busy}>
          {SHARE_CONFIRMATION_TEXT.share}
        </Button>
      </div>
    </section>
  );
}
