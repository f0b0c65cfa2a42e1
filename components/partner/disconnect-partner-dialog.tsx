"use client";

import { Button } from "@/components/ui/button";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";

const loadDialog = () => import("./disconnect-partner-dialog-body");
const DisconnectPartnerDialogBody = clientOnly(retryingLoad(loadDialog));

/**
 * Spec 3 §2/§5 'Disconnect Partner', in Settings → Partner and the Danger Zone card. The dialog
 * (disconnect-partner-dialog-body.tsx) and Radix's Dialog stack are fetched when the button is pointed at, touched or
 * focused, not with Settings (issue #34, decision 066).
 */
export function DisconnectPartnerDialog({ partnerName }: { partnerName: string }) {
  const dialog = useLazyDialog(loadDialog);
  return (
    <>
      <Button variant="destructive" {...dialog.triggerProps}>
        Disconnect Partner
      </Button>
      {dialog.mounted ? (
        <DisconnectPartnerDialogBody
          key={dialog.session}
          partnerName={partnerName}
          open={dialog.open}
          onOpenChange={dialog.onOpenChange}
          returnFocusTo={dialog.returnFocusTo}
        />
      ) : null}
    </>
  );
}
