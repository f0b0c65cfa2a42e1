"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { toast } from "@/components/ui/toast";
import { resetPasswordAction } from "@/lib/actions/auth";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useFieldValidation } from "@/components/auth/use-field-validation";

/** The form's rules (zod) arrive after the page has hydrated, not with it (issue #34, decision 066). */
const loadRules = () => import("@/lib/validation/credentials").then((rules) => rules.passwordResetSchema);

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const form = useFieldValidation(loadRules, { token, password, confirmPassword });
  const reset = useAction(
    // Checked once more inside the busy state: the rules may still be on their way (decision 066).
    async (input: { token: string; password: string; confirmPassword: string }) =>
      (await form.check()) || form.errorFor("token") ? resetPasswordAction(input) : null,
    {
      failureToast: (error) => ({ title: "Reset failed", description: error.message }),
      onFailure: (error) => {
        if (error.fieldErrors) form.setServerErrors(error.fieldErrors);
      },
      onSuccess: () => {
        toast.success("Password updated", { description: "Sign in with your new password." });
        router.replace("/auth?reset=success");
      },
    },
  );

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.markSubmitted();
    // A token the rules refuse is still sent: the server's answer says what became of the link.
    if (form.valid === false && !form.errorFor("token")) return;
    void reset.run({ token, password, confirmPassword });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {form.errorFor("token") ? (
        <p role="alert" className="text-sm text-danger">
          {form.errorFor("token")}
        </p>
      ) : null}
      <TextField
        id="password"
        label="New password"
        hint="At least 8 characters."
        type="password"
        autoComplete="new-password"
        value={password}
        error={form.errorFor("password")}
        onValueChange={(value) => {
          setPassword(value);
          form.touch("password");
        }}
      />
      <TextField
        id="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        error={form.errorFor("confirmPassword")}
        onValueChange={(value) => {
          setConfirmPassword(value);
          form.touch("confirmPassword");
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={reset.pending}>
        {reset.pending ? "Saving..." : "Update Password"}
      </Button>
    </form>
  );
}
