"use client";

import type { RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import type { AchievementCelebration } from "@/lib/domain/achievements";
import { CelebrationConfetti } from "./celebration-confetti";

/**
 * An achievement's 'Congratulations!' dialog with its confetti (spec 2 §2.4). Loaded on the first tap of a row
 * (celebration-trigger.tsx), so the dialog's script is not part of the dashboard's first load. Radix traps focus in
 * it (starting on 'Keep Going!') and closes it on Escape; the row it opened from gets focus back.
 */
export default function CelebrationDialog({
  celebration,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  celebration: AchievementCelebration;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={celebration.heading}
        description={
          <>
            <span className="block font-semibold text-ink">{celebration.title}</span>
            <span className="mt-1 block">{celebration.description}</span>
          </>
        }
        onCloseAutoFocus={(event) => {
          // Without a Radix trigger, Radix would drop focus on the body; the row that opened the dialog takes it.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <CelebrationConfetti />
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button>{celebration.buttonLabel}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
