"use client";

import Link from "next/link";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { signUpAction } from "@/lib/actions/auth";
import { SIGN_UP_PASSWORD_MIN, signUpSchema, type Plan } from "@/lib/validation/auth";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { TextField } from "@/components/ui/text-field";
import { useFieldValidation } from "./use-field-validation";

/** Registration (funnel step 4). Calls onRegistered with the normalised email once the account exists. */
export function RegistrationForm({ plan, onRegistered }: { plan?: Plan; onRegistered: (email: string) => void }) {
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [phoneNumber, setPhoneNumber] = useState("");
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [acceptedPrivacy, setAcceptedPrivacy] = useState(false);
  const [pending, startTransition] = useTransition();
  const form = useFieldValidation(signUpSchema, { fullName, email, password, phoneNumber, plan });

  // Spec 1 §5: enabled only with a name, an email, a long-enough password and both boxes ticked.
  const canSubmit =
    fullName.trim() !== "" &&
    email.trim() !== "" &&
    password.length >= SIGN_UP_PASSWORD_MIN &&
    acceptedTerms &&
    acceptedPrivacy &&
    !pending;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.markSubmitted();
    if (!form.valid || !canSubmit) return;
    const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    startTransition(async () => {
      const result = await signUpAction({ fullName, email, password, phoneNumber, plan }, timezone);
      if (!result.ok) {
        if (result.error.fieldErrors) form.setServerErrors(result.error.fieldErrors);
        toast.error(result.error.title, { description: result.error.message || "Account creation failed." });
        return;
      }
      toast.success("Account Created! 🎉", {
        description: "Please check your email to verify your account. Click the link to access your dashboard.",
      });
      onRegistered(result.data.email);
    });
  }

  const field = (name: "fullName" | "email" | "password" | "phoneNumber", set: (value: string) => void) => ({
    id: name,
    error: form.errorFor(name),
    onValueChange: (value: string) => {
      set(value);
      form.touch(name);
    },
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label="Full Name" autoComplete="name" value={fullName} {...field("fullName", setFullName)} />
      <TextField label="Email" type="email" autoComplete="email" value={email} {...field("email", setEmail)} />
      <TextField
        label="Password"
        hint="At least 8 characters."
        type="password"
        autoComplete="new-password"
        value={password}
        {...field("password", setPassword)}
      />
      <TextField
        label="Mobile number (optional)"
        hint="Include your country code, e.g. +1 415 555 2671."
        type="tel"
        autoComplete="tel"
        value={phoneNumber}
        {...field("phoneNumber", setPhoneNumber)}
      />
      <Consent id="terms" checked={acceptedTerms} onChange={setAcceptedTerms}>
        I agree to the{" "}
        <Link href="/terms?from=onboarding" target="_blank" rel="noopener" className="text-brand-700 underline">
          Terms and Conditions
        </Link>
      </Consent>
      <Consent id="privacy" checked={acceptedPrivacy} onChange={setAcceptedPrivacy}>
        I agree to the{" "}
        <Link href="/privacy?from=onboarding" target="_blank" rel="noopener" className="text-brand-700 underline">
          Privacy Policy
        </Link>
      </Consent>
      <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
        {pending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}

function Consent(props: { id: string; checked: boolean; onChange: (v: boolean) => void; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-3 text-sm">
      <Checkbox id={props.id} checked={props.checked} onCheckedChange={(v) => props.onChange(v === true)} />
      <label htmlFor={props.id}>{props.children}</label>
    </div>
  );
}
