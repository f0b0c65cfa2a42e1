"use client";

import { Button } from "@/components/ui/button";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";

const loadDialog = () => import("./delete-account-dialog-body");
const DeleteAccountDialogBody = clientOnly(retryingLoad(loadDialog));

/**
 * Danger Zone → Delete Account (spec 3 §2, §5). The dialog (delete-account-dialog-body.tsx) and Radix's Dialog stack
 * are fetched when the button is pointed at, touched or focused, not with Settings (issue #34, decision 066); each
 * opening starts from an empty confirmation.
 */
export function DeleteAccountDialog({ email, userId }: { email: string; userId: string }) {
  const dialog = useLazyDialog(loadDialog);
  return (
    <>
      <Button variant="destructive" {...dialog.triggerProps}>
        Delete Account
      </Button>
      {dialog.mounted ? (
        <DeleteAccountDialogBody
          key={dialog.session}
          email={email}
          userId={userId}
          open={dialog.open}
          onOpenChange={dialog.onOpenChange}
          returnFocusTo={dialog.returnFocusTo}
        />
      ) : null}
    </>
  );
}
