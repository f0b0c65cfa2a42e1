"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useRef, useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { toast } from "@/components/ui/toast";
import { useNavigateAfterSignIn } from "@/components/auth/use-navigate-after-sign-in";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { buttonClass } from "@/components/ui/button";
import { verifyEmailAction } from "@/lib/actions/auth";
import { AUTH_REDIRECT_KEY, safeAuthRedirect } from "@/lib/validation/invite-token-values";

/**
 * Someone who arrived through a partner invitation verifies their email before they can accept it: take them back
 * to the invitation. Only a well-formed /accept-invite path is honoured (localStorage is writable by any script on
 * the origin); the keys are cleared by the acceptance screen once the invitation is answered.
 */
function storedInviteRedirect(): string | null {
  try {
    return safeAuthRedirect(localStorage.getItem(AUTH_REDIRECT_KEY));
  } catch {
    return null;
  }
}

/**
 * The token is consumed by a POST (a server action) after the page loads, never by the GET itself: mail scanners
 * that prefetch links would otherwise burn it before the person clicks.
 */
export function VerifyEmail({ token }: { token: string }) {
  const { navigate } = useNavigateAfterSignIn();
  const [error, setError] = useState<string | null>(null);
  const [other, setOther] = useState<{ verifiedEmail: string; signedInAs: string } | null>(null);
  const [alreadyVerified, setAlreadyVerified] = useState<string | null>(null);
  const started = useRef(false);
  // In a transition (useAction), so the navigation waits for the action's own update of the router (decision 052).
  // A failure is said on the page, not in a toast: it is all the page is about.
  const { run: verify } = useAction(() => verifyEmailAction({ token }), {
    failureToast: false,
    onFailure: (failure) => setError(failure.message),
    onSuccess: (verified) => {
      // Another account's link, opened while signed in: verified, and the session stays whose it was (issue #30).
      if (verified.outcome === "verified_other") {
        setOther(verified);
        return;
      }
      // The link was used before and its account is verified (decision 052): nobody is signed in by it again.
      if (verified.outcome === "already_verified") {
        setAlreadyVerified(verified.message);
        return;
      }
      toast.success("Email verified", { description: "Welcome to Attune!" });
      // No router.refresh() after it (decision 052): the action set the session cookie, so Next has already dropped
      // the router's cached pages; a refresh only rendered the dashboard twice.
      navigate(storedInviteRedirect() ?? "/dashboard");
    },
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void verify();
  }, [verify]);

  if (other) return <VerifiedForAnotherAccount {...other} />;
  if (alreadyVerified) return <AlreadyVerified message={alreadyVerified} />;
  if (!error) return <p role="status">Verifying your email...</p>;
  return (
    <div className="space-y-3">
      <p role="alert" className="text-danger">
        {error}
      </p>
      <p className="text-sm text-muted">
        You can request a new link by signing in:{" "}
        <Link className="font-semibold text-brand-700 hover:underline" href="/auth">
          go to sign in
        </Link>
        .
      </p>
    </div>
  );
}

/** Sign-in keeps an invitation's way back (localStorage), so it is the one way on from here too. */
function AlreadyVerified({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <p role="status">{message}</p>
      <Link className={buttonClass({ variant: "primary" })} href="/auth">
        Sign in
      </Link>
    </div>
  );
}

function VerifiedForAnotherAccount({ verifiedEmail, signedInAs }: { verifiedEmail: string; signedInAs: string }) {
  return (
    <div className="space-y-4">
      <p role="status">
        <strong className="break-all">{verifiedEmail}</strong> is verified. You are still signed in as{" "}
        <strong>{signedInAs}</strong>: to use the other account, sign out, then sign in with that address.
      </p>
      <div className="flex flex-wrap gap-3">
        {/* Staying is the safe choice when the link was someone's bait, so it comes first. */}
        <Link className={buttonClass({ variant: "primary" })} href="/dashboard">
          Stay signed in as {signedInAs}
        </Link>
        <SignOutButton label="Sign out" variant="outline" size="md" />
      </div>
    </div>
  );
}
