"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useRef, useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { toast } from "@/components/ui/toast";
import { signInAction } from "@/lib/actions/auth";
import {
  AUTH_REDIRECT_KEY,
  INVITE_TOKEN_KEY,
  acceptInvitePath,
  safeAuthRedirect,
} from "@/lib/validation/invite-token-values";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ForgotPassword } from "./forgot-password";
import { useFieldValidation } from "./use-field-validation";
import { useNavigateAfterSignIn } from "./use-navigate-after-sign-in";

/** The form's rules (zod) arrive after the page has hydrated, not with it (issue #34, decision 066). */
const loadRules = () => import("@/lib/validation/credentials").then((rules) => rules.signInSchema);

/**
 * Invite handoff (spec 1 §3, §4): the token from /auth?token=…&from=invite is kept in localStorage, so it survives a
 * detour (a password reset brings the user back to /auth without it). After signing in, a stored invite redirect
 * wins over the default destination and both keys are cleared.
 */
function rememberInvite(token: string) {
  try {
    localStorage.setItem(INVITE_TOKEN_KEY, token);
    localStorage.setItem(AUTH_REDIRECT_KEY, acceptInvitePath(token));
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): the URL still carries the token this time.
  }
}

function takeInviteRedirect(): string | null {
  try {
    const redirect = safeAuthRedirect(localStorage.getItem(AUTH_REDIRECT_KEY));
    localStorage.removeItem(AUTH_REDIRECT_KEY);
    localStorage.removeItem(INVITE_TOKEN_KEY);
    return redirect;
  } catch {
    return null;
  }
}

export function SignInForm({
  redirectTo = "/dashboard",
  inviteToken = null,
}: {
  redirectTo?: string;
  /** Set when the page was opened from a partner invitation (token and from=invite in the URL). */
  inviteToken?: string | null;
}) {
  const { navigate, navigating } = useNavigateAfterSignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const form = useFieldValidation(loadRules, { email, password });
  const passwordInput = useRef<HTMLInputElement>(null);
  // The rules are checked once more inside the busy state: they may still be on their way (decision 066).
  const signIn = useAction(
    async (credentials: { email: string; password: string }) =>
      (await form.check()) ? signInAction(credentials) : null,
    {
      onFailure: (error) => {
        // Spec 1 §8: the password is cleared and the email kept. The box was emptied by us, not by the person, so it
        // shows no error of its own; the toast says why the sign-in failed, and the cursor waits in the box.
        setPassword("");
        form.forget("password");
        if (error.fieldErrors) form.setServerErrors(error.fieldErrors);
        passwordInput.current?.focus();
      },
      onSuccess: () => {
        toast.success("Welcome back!", { description: "You have successfully signed in." });
        // One navigation and no refresh (decision 052): the action set cookies, so Next already dropped the router's
        // cached pages; navigating once the action's own update has landed keeps the router from refreshing the
        // dashboard a second time.
        navigate(takeInviteRedirect() ?? (inviteToken ? acceptInvitePath(inviteToken) : redirectTo));
      },
    },
  );
  const pending = signIn.pending;

  useEffect(() => {
    if (inviteToken) rememberInvite(inviteToken);
  }, [inviteToken]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.markSubmitted();
    if (form.valid === false) return;
    void signIn.run({ email, password });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        error={form.errorFor("email")}
        onValueChange={(value) => {
          setEmail(value);
          form.touch("email");
        }}
      />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        ref={passwordInput}
        value={password}
        error={form.errorFor("password")}
        onValueChange={(value) => {
          setPassword(value);
          form.touch("password");
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending || navigating}>
        {pending || navigating ? "Signing In..." : "Sign In"}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <ForgotPassword initialEmail={email} />
        <p className="text-muted">
          Don&apos;t have an account?{" "}
          <Link
            href={inviteToken ? "/onboarding?partner=true" : "/onboarding"}
            className="font-semibold text-brand-700 hover:underline"
          >
            {/* An invited partner is covered by the inviter's plan, so nothing to sell here; registering still starts
                their own trial, as every registration does (issue #35). */}
            {inviteToken ? "Create your account" : "Start your free trial"}
          </Link>
        </p>
      </div>
    </form>
  );
}
