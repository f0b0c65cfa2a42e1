"use client";

import { useRef, useState, type ReactNode } from "react";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import type { AchievementCelebration } from "@/lib/domain/achievements";

const CelebrationDialog = clientOnly(retryingLoad(() => import("./celebration-dialog")));

/**
 * An achievement row as the button that opens its celebration. The dialog's code (Radix, the confetti) is fetched
 * on the first tap rather than with the page: most visits never open one.
 */
export function CelebrationTrigger({
  celebration,
  className,
  children,
}: {
  celebration: AchievementCelebration;
  className: string;
  /** The row's content: icon, title, earned date and type. */
  children: ReactNode;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {wanted ? (
        <CelebrationDialog celebration={celebration} open={open} onOpenChange={setOpen} returnFocusTo={button} />
      ) : null}
    </>
  );
}
