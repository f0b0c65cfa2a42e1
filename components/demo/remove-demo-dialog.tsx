"use client";

import type { RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { focusBack } from "@/components/ui/use-lazy-dialog";
import { DEMO_TEXT } from "@/lib/domain/demo/kinds";

/**
 * 'Remove demo data' asks first (spec 3 §2). Its own chunk, fetched when the button is pointed at, touched or
 * focused (DemoSetup, issue #34, decision 066); the dialog cannot be closed while the removal is under way.
 */
export default function RemoveDemoDialog({
  open,
  onOpenChange,
  returnFocusTo,
  removing,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  removing: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !removing && onOpenChange(next)}>
      <DialogContent
        title={DEMO_TEXT.removeTitle}
        description={DEMO_TEXT.removeDescription}
        onCloseAutoFocus={focusBack(returnFocusTo)}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={removing}>
              {DEMO_TEXT.cancel}
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" aria-busy={removing} disabled={removing} onClick={onConfirm}>
            {removing ? DEMO_TEXT.removing : DEMO_TEXT.removeConfirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
