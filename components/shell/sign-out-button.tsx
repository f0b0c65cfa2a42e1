"use client";

import { unstable_rethrow } from "next/navigation";
import { useFormStatus } from "react-dom";
import { UNREACHED } from "@/components/forms/action-outcome";
import { clearServiceWorkerCaches } from "@/components/pwa/service-worker";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { signOutFormAction } from "@/lib/actions/auth";
import { SIGN_OUT_REDIRECT_FIELD } from "@/lib/validation/sign-out-values";

/**
 * The form's action: posts the form to signOutFormAction, which signs out (every copy of the session ends, decision
 * 002) and answers with a redirect to `redirectTo`, thrown here by Next for its redirect boundary to follow. A refusal
 * or a post that never arrived gets the toast every action's failure gets (UNREACHED for the latter).
 *
 * The service worker's caches are emptied as the sign-out starts: nothing of the person is cached (decision 039), this
 * makes sure nothing outlives their session here; the precache stays, and a sign-out that fails loses nothing.
 */
async function signOut(form: FormData): Promise<void> {
  await clearServiceWorkerCaches();
  let refusal: { title: string; message: string } | undefined;
  try {
    // Not through useAction (decision 074), for its weight on every page (issue #34): a form's action whose success is
    // a redirect; a call that throws gets the same UNREACHED toast useAction gives, which is the rule's point.
    // eslint-disable-next-line no-restricted-syntax
    refusal = await signOutFormAction(form);
  } catch (thrown) {
    unstable_rethrow(thrown); // the redirect: signed out
    refusal = UNREACHED;
  }
  if (refusal) toast.error(refusal.title, { description: refusal.message });
}

/**
 * Signs out and goes to `redirectTo`. The header's button by default; an invitation opened in the wrong account uses
 * it to switch accounts and come back to the invitation.
 *
 * A form with a server action rather than a call through useAction: the action client's hook is not in the first load
 * of every signed-in page for a button pressed once a session (issue #34). The form lays out as its button alone
 * (`display: contents`), so the button sits in its row as before.
 */
export function SignOutButton({
  redirectTo = "/auth",
  label = "Sign Out",
  className,
  variant = "outline",
  size = "sm",
}: {
  redirectTo?: string;
  label?: string;
  className?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}) {
  return (
    <form action={signOut} className="contents">
      <input type="hidden" name={SIGN_OUT_REDIRECT_FIELD} value={redirectTo} />
      <SubmitButton label={label} className={className} variant={variant} size={size} />
    </form>
  );
}

/** The button, busy ('Signing Out...') from the press until the next page replaces this one. */
function SubmitButton({
  label,
  ...look
}: {
  label: string;
  className?: string;
  variant: ButtonProps["variant"];
  size: ButtonProps["size"];
}) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" {...look} disabled={pending}>
      {pending ? "Signing Out..." : label}
    </Button>
  );
}
