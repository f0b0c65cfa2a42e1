"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { verifyEmailAction } from "@/lib/actions/auth";
import { AUTH_REDIRECT_KEY, safeAuthRedirect } from "@/lib/validation/invite-token";

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
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void verifyEmailAction({ token }).then((result) => {
      if (!result.ok) {
        setError(result.error.message);
        return;
      }
      toast.success("Email verified", { description: "Welcome to Attune!" });
      router.replace(storedInviteRedirect() ?? "/dashboard");
      router.refresh();
    });
  }, [token, router]);

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
