"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { signInAction } from "@/lib/actions/auth";
import { signInSchema } from "@/lib/validation/auth";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
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
      <Field id="email" label="Email" error={form.errorFor("email")}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={!!form.errorFor("email")}
          aria-describedby={form.errorFor("email") ? "email-error" : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            form.touch("email");
          }}
        />
      </Field>
      <Field id="password" label="Password" error={form.errorFor("password")}>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={!!form.errorFor("password")}
          aria-describedby={form.errorFor("password") ? "password-error" : undefined}
          onChange={(e) => {
            setPassword(e.target.value);
            form.touch("password");
          }}
        />
      </Field>
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
