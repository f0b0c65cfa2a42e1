"use client";

import { AccountFields } from "@/components/auth/account-fields";
import { ConsentCheckbox } from "@/components/auth/consent-checkbox";
import { useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { usePrehydrationValues } from "@/components/forms/use-prehydration-values";
import { toast } from "@/components/ui/toast";
import { signUpAction } from "@/lib/actions/auth";
import { AGE_CONFIRMATION_LABEL, partnerSignUpSchema } from "@/lib/validation/credentials";
import { useFieldValidation } from "@/components/auth/use-field-validation";
import { Button } from "@/components/ui/button";

/**
 * "Join Your Partner" (partner funnel step 0, spec 1 §2 and §5 "Partner registration form"). The same sign-up as the
 * main funnel, with no plan: the partner is covered by the inviter's subscription and still verifies the address.
 */
export function PartnerRegistrationForm({
  onRegistered,
}: {
  onRegistered: (r: { email: string; fullName: string }) => void;
}) {
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  // This form's code is fetched after its HTML is on screen (the partner funnel's first step): keep what was typed.
  const formRef = usePrehydrationValues({
    "partner-fullName": setFullName,
    "partner-email": setEmail,
    "partner-password": setPassword,
  });
  const form = useFieldValidation(partnerSignUpSchema, { fullName, email, password, ageConfirmed });
  const signUp = useAction(
    (input: { fullName: string; email: string; password: string; ageConfirmed: boolean }, timezone: string) =>
      signUpAction(input, timezone),
    {
      failureToast: (error) => ({ title: error.title, description: error.message || "Account creation failed." }),
      onFailure: (error) => {
        if (error.fieldErrors) form.setServerErrors(error.fieldErrors);
      },
      onSuccess: (account) => {
        toast.success("Account Created! 🎉", {
          description: "Please check your email to verify your account. Click the link to access your dashboard.",
        });
        onRegistered({ email: account.email, fullName: fullName.trim() });
      },
    },
  );
  const pending = signUp.pending;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.markSubmitted();
    if (!form.valid || pending) return;
    const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    void signUp.run({ fullName, email, password, ageConfirmed }, timezone);
  }

  const setters = { fullName: setFullName, email: setEmail, password: setPassword };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <AccountFields
        idPrefix="partner-"
        values={{ fullName, email, password }}
        errorFor={form.errorFor}
        onChange={(name, value) => {
          setters[name](value);
          form.touch(name);
        }}
      />
      <ConsentCheckbox
        id="partner-age"
        checked={ageConfirmed}
        onChange={(checked) => {
          setAgeConfirmed(checked);
          form.touch("ageConfirmed");
        }}
        error={form.errorFor("ageConfirmed")}
      >
        {AGE_CONFIRMATION_LABEL}
      </ConsentCheckbox>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? "Creating Account..." : "Join Your Partner"}
      </Button>
    </form>
  );
}
