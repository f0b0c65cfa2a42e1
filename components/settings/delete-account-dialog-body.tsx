"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState, type RefObject } from "react";
import { useAction } from "@/components/forms/use-action";
import { toast } from "@/components/ui/toast";
import { deleteAccountAction } from "@/lib/actions/account";
import { UNEXPECTED_MESSAGE } from "@/lib/errors";
import { DELETE_ACCOUNT_PHRASE, matchesDeletePhrase } from "@/lib/validation/account-values";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { focusBack } from "@/components/ui/use-lazy-dialog";
import { TextField } from "@/components/ui/text-field";
import { DELETED_DATA } from "./delete-account-copy";
import { clearServiceWorkerCaches } from "@/components/pwa/service-worker";
import { discardOfflineWrites } from "@/lib/offline/queue";
import { browserLocalStorage, clearLocalAccountData } from "./delete-account-local-data";

/** Where a deleted account lands: no session any more, so the start of the funnel. */
const AFTER_DELETION_PATH = "/onboarding";

/**
 * Danger Zone → Delete Account (spec 3 §2, §5): the dialog says what goes, the button stays disabled until
 * DELETE MY ACCOUNT is typed, then 'Deleting...'. On success the server has already ended every session and cleared
 * this browser's cookie; the app's local drafts go too, then the person lands on /onboarding with a toast. Its own
 * chunk, fetched when the button is pointed at, touched or focused (delete-account-dialog.tsx, decision 066); each
 * opening starts afresh.
 */
export default function DeleteAccountDialogBody({
  email,
  userId,
  open,
  onOpenChange: setOpen,
  returnFocusTo,
}: {
  email: string;
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const router = useRouter();
  const [confirmation, setConfirmation] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const deleteAccount = useAction((typed: string) => deleteAccountAction({ confirmation: typed }), {
    // A call that never answered gets spec 1 §8's words for the unexpected, as this dialog always said.
    unreached: { title: "Error", message: UNEXPECTED_MESSAGE },
    onFailure: (error) => setFieldError(error.fieldErrors?.confirmation?.[0]),
    onSuccess: () => {
      clearLocalAccountData(browserLocalStorage());
      // Entries kept offline belong to nobody now, and the service worker's runtime caches go as on sign-out.
      void discardOfflineWrites(userId).catch(() => undefined);
      void clearServiceWorkerCaches();
      toast.success("Account deleted", {
        description:
          "Your account and all of its data have been permanently deleted. A confirmation email is on its way.",
      });
      setOpen(false);
      router.replace(AFTER_DELETION_PATH);
      router.refresh();
    },
  });
  const busy = deleteAccount.pending;
  const matches = matchesDeletePhrase(confirmation);

  function onOpenChange(next: boolean) {
    // A deletion in flight cannot be abandoned half-seen: the dialog stays until the answer arrives.
    if (busy) return;
    setOpen(next);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!matches || busy) return;
    void deleteAccount.run(confirmation);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Delete your account?"
        onCloseAutoFocus={focusBack(returnFocusTo)}
        description={
          <>
            This permanently deletes <strong className="font-semibold text-ink">{email}</strong> and cannot be undone.
          </>
        }
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="text-sm leading-6">
            <p className="font-medium">What is deleted:</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {DELETED_DATA.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="mt-3 text-muted">
              If you are connected with a partner, the connection ends and they can no longer see anything you shared.
              You will be signed out on every device. See our{" "}
              <Link href="/privacy" className="underline">
                Privacy Policy
              </Link>
              .
            </p>
          </div>
          <TextField
            id="delete-account-confirmation"
            label={
              <>
                Type <strong className="font-semibold">{DELETE_ACCOUNT_PHRASE}</strong> to confirm
              </>
            }
            value={confirmation}
            onValueChange={(value) => {
              setConfirmation(value);
              setFieldError(undefined);
            }}
            error={fieldError}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            disabled={busy}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!matches || busy}>
              {busy ? "Deleting..." : "Delete My Account"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
