"use client";

import { Button } from "@/components/ui/button";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";

const loadDialog = () => import("./forgot-password-dialog");
const ForgotPasswordDialog = clientOnly(retryingLoad(loadDialog));

/**
 * 'Forgot your password?' (spec 1 §2, §4). The reset dialog's code is fetched when the link is pointed at, touched or
 * focused, not with the sign-in page (issue #34, decision 066); each opening starts from the form with the email
 * typed on the page.
 */
export function ForgotPassword({ initialEmail }: { initialEmail: string }) {
  const dialog = useLazyDialog(loadDialog);
  return (
    <>
      <Button variant="link" size="inline" {...dialog.triggerProps}>
        Forgot your password?
      </Button>
      {dialog.mounted ? (
        <ForgotPasswordDialog
          key={dialog.session}
          initialEmail={initialEmail}
          open={dialog.open}
          onOpenChange={dialog.onOpenChange}
          returnFocusTo={dialog.returnFocusTo}
        />
      ) : null}
    </>
  );
}
