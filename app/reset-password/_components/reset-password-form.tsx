"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { resetPasswordAction } from "@/lib/actions/auth";
import { passwordResetSchema } from "@/lib/validation/credentials";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useFieldValidation } from "@/components/auth/use-field-validation";

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [pending, startTransition] = useTransition();
  const form = useFieldValidation(passwordResetSchema, { token, password, confirmPassword });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.markSubmitted();
    if (!form.valid && !form.errorFor("token")) return;
    startTransition(async () => {
      const result = await resetPasswordAction({ token, password, confirmPassword });
      if (!result.ok) {
        if (result.error.fieldErrors) form.setServerErrors(result.error.fieldErrors);
        toast.error("Reset failed", { description: result.error.message });
        return;
      }
      toast.success("Password updated", { description: "Sign in with your new password." });
      router.replace("/auth?reset=success");
    });
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
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? "Saving..." : "Update Password"}
      </Button>
    </form>
  );
}
