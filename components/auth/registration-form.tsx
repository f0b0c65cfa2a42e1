"use client";

import { AccountFields } from "@/components/auth/account-fields";
import { Link } from "@/components/ui/link";
import { useEffect, useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { toast } from "@/components/ui/toast";
import { signUpAction } from "@/lib/actions/auth";
import { signUpSchema } from "@/lib/validation/auth";
import { AGE_CONFIRMATION_LABEL, SIGN_UP_PASSWORD_MIN, type Plan } from "@/lib/validation/credentials";
import {
  DEFAULT_PHONE_COUNTRY,
  checkMobileNumber,
  guessCountryFromTimeZone,
  shouldShowPhoneError,
  type CountryCode,
  type PhoneCountry,
} from "@/lib/validation/phone";
import { PhoneField } from "@/components/onboarding/phone-field";
import { usePrehydrationValues } from "@/components/forms/use-prehydration-values";
import { Button } from "@/components/ui/button";
import { ConsentCheckbox } from "@/components/auth/consent-checkbox";
import { useFieldValidation } from "./use-field-validation";

export interface Registered {
  email: string;
  fullName: string;
  /** E.164, or null when no phone was given. */
  phone: string | null;
}

/** Registration (funnel step 4). Calls onRegistered once the account exists; never hands the password on. */
export function RegistrationForm({
  plan,
  countries,
  onRegistered,
}: {
  plan?: Plan;
  countries: PhoneCountry[];
  onRegistered: (registered: Registered) => void;
}) {
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [phoneInput, setPhoneInput] = useState("");
  const [country, setCountry] = useState<CountryCode>(DEFAULT_PHONE_COUNTRY);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [acceptedPrivacy, setAcceptedPrivacy] = useState(false);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  // Anything typed before this form's code arrived (a funnel step fetched as it is reached) is kept.
  const formRef = usePrehydrationValues({
    fullName: setFullName,
    email: setEmail,
    password: setPassword,
    phoneNumber: setPhoneInput,
  });

  // The server renders the US default; the browser's time zone picks the real guess after hydration (spec 1 §4).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-off read of a browser-only value
    setCountry(guessCountryFromTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone));
  }, []);

  const phone = phoneInput.trim() ? checkMobileNumber(phoneInput, country) : null;
  const phoneNumber = phone?.ok ? phone.e164 : "";
  const form = useFieldValidation(signUpSchema, { fullName, email, password, phoneNumber, plan, ageConfirmed });
  const signUp = useAction(
    (
      input: {
        fullName: string;
        email: string;
        password: string;
        phoneNumber: string;
        plan?: Plan;
        ageConfirmed: boolean;
      },
      timezone: string,
    ) => signUpAction(input, timezone),
    {
      failureToast: (error) => ({ title: error.title, description: error.message || "Account creation failed." }),
      onFailure: (error) => {
        if (error.fieldErrors) form.setServerErrors(error.fieldErrors);
      },
      onSuccess: (account) => {
        toast.success("Account Created! 🎉", {
          description: "Please check your email to verify your account. Click the link to access your dashboard.",
        });
        onRegistered({ email: account.email, fullName: fullName.trim(), phone: phoneNumber || null });
      },
    },
  );
  const pending = signUp.pending;
  const phoneError =
    form.errorFor("phoneNumber") ??
    (phone && !phone.ok && (shouldShowPhoneError(phoneInput) || submitted) ? phone.message : undefined);

  // Spec 1 §5, with decision 004's 8: a name, an email, a long-enough password and the boxes ticked (the age box:
  // decision 035).
  const canSubmit =
    fullName.trim() !== "" &&
    email.trim() !== "" &&
    password.length >= SIGN_UP_PASSWORD_MIN &&
    acceptedTerms &&
    acceptedPrivacy &&
    ageConfirmed &&
    !pending;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.markSubmitted();
    setSubmitted(true);
    if (!form.valid || !canSubmit || (phone && !phone.ok)) return;
    const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    void signUp.run({ fullName, email, password, phoneNumber, plan, ageConfirmed }, timezone);
  }

  const setters = { fullName: setFullName, email: setEmail, password: setPassword };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <AccountFields
        values={{ fullName, email, password }}
        errorFor={form.errorFor}
        onChange={(name, value) => {
          setters[name](value);
          form.touch(name);
        }}
      />
      <PhoneField
        id="phoneNumber"
        label="Mobile number (optional)"
        countries={countries}
        country={country}
        onCountryChange={(iso) => {
          setCountry(iso);
          form.touch("phoneNumber");
        }}
        value={phoneInput}
        onValueChange={(value) => {
          setPhoneInput(value);
          form.touch("phoneNumber");
        }}
        check={phone}
        error={phoneError}
      />
      <ConsentCheckbox id="terms" checked={acceptedTerms} onChange={setAcceptedTerms}>
        I agree to the{" "}
        <Link href="/terms?from=onboarding" target="_blank" rel="noopener" className="text-brand-700 underline">
          Terms and Conditions
        </Link>
      </ConsentCheckbox>
      <ConsentCheckbox id="privacy" checked={acceptedPrivacy} onChange={setAcceptedPrivacy}>
        I agree to the{" "}
        <Link href="/privacy?from=onboarding" target="_blank" rel="noopener" className="text-brand-700 underline">
          Privacy Policy
        </Link>
      </ConsentCheckbox>
      <ConsentCheckbox id="age" checked={ageConfirmed} onChange={setAgeConfirmed}>
        {AGE_CONFIRMATION_LABEL}
      </ConsentCheckbox>
      <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
        {pending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
