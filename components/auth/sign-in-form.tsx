"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { signInAction } from "@/lib/actions/auth";
import { signInSchema } from "@/lib/validation/auth";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { useFieldValidation } from "./use-field-validation";

export function SignInForm({ redirectTo = "/dashboard" }: { redirectTo?: string }) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [pending, startTransition] = useTransition();
  const form = useFieldValidation(signInSchema, { email, password });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.markSubmitted();
    if (!form.valid) return;
    startTransition(async () => {
      const result = await signInAction({ email, password });
      if (!result.ok) {
        setPassword("");
        toast.error(result.error.title, { description: result.error.message });
        return;
      }
      toast.success("Welcome back!", { description: "You have successfully signed in." });
      router.replace(redirectTo);
      router.refresh();
    });
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
        value={password}
        error={form.errorFor("password")}
        onValueChange={(value) => {
          setPassword(value);
          form.touch("password");
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? "Signing In..." : "Sign In"}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <ForgotPasswordDialog initialEmail={email} />
        <p className="text-muted">
          Don&apos;t have an account?{" "}
          <Link href="/onboarding" className="font-semibold text-brand-700 hover:underline">
            Start your free trial
          </Link>
        </p>
      </div>
    </form>
  );
}
