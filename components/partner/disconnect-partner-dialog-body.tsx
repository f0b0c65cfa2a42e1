"use client";

import { useRouter } from "next/navigation";
import { useState, type RefObject } from "react";
import { useAction } from "@/components/forms/use-action";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { focusBack } from "@/components/ui/use-lazy-dialog";
import { TextField } from "@/components/ui/text-field";
import { disconnectPartnerAction } from "@/lib/actions/partner";
import { isDisconnectPhrase } from "@/lib/domain/invitations";
import { DISCONNECT_PHRASE } from "@/lib/validation/partner-values";

/**
 * Spec 3 §2/§5 Danger Zone: disconnecting needs DISCONNECT typed (case-insensitive, trimmed). Used by Settings →
 * Partner and by the Danger Zone card. Its own chunk, fetched when the button is pointed at, touched or focused
 * (disconnect-partner-dialog.tsx, decision 066); each opening starts from an empty confirmation.
 */
export default function DisconnectPartnerDialogBody({
  partnerName,
  open,
  onOpenChange: setOpen,
  returnFocusTo,
}: {
  partnerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const router = useRouter();
  const [confirmation, setConfirmation] = useState("");
  const disconnectPartner = useAction((typed: string) => disconnectPartnerAction({ confirmation: typed }), {
    onSuccess: () => {
      toast.success("Partner disconnected", { description: `You are no longer connected with ${partnerName}.` });
      setOpen(false);
      setConfirmation("");
      router.refresh();
    },
  });
  const pending = disconnectPartner.pending;
  const confirmed = isDisconnectPhrase(confirmation, DISCONNECT_PHRASE);

  function disconnect(event: React.FormEvent) {
    event.preventDefault();
    if (!confirmed) return;
    void disconnectPartner.run(confirmation);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        onCloseAutoFocus={focusBack(returnFocusTo)}
        title="Disconnect partner"
        description={`${partnerName} will immediately lose access to everything you share, and you to theirs. You can invite a partner again later.`}
      >
        <form onSubmit={disconnect} className="space-y-4">
          <TextField
            id="disconnect-confirmation"
            label={
              <>
                Type <span className="font-mono font-semibold">{DISCONNECT_PHRASE}</span> to confirm
              </>
            }
            autoComplete="off"
            value={confirmation}
            onValueChange={setConfirmation}
          />
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!confirmed || pending}>
              {pending ? "Disconnecting..." : "Disconnect"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
