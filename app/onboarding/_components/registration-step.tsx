"use client";

import { useMemo } from "react";
import { RegistrationForm, type Registered } from "@/components/auth/registration-form";
import { TRIAL_DAYS } from "@/lib/domain/pricing";
import type { Plan } from "@/lib/validation/credentials";
import { phoneCountries, type PhoneCountry } from "@/lib/validation/phone";
import { Eyebrow, StepHeading, StepLayout } from "./step-layout";

/**
 * Funnel step 4: create the account. `countries` comes from the server only when the page opens on this step, so the
 * rendered list matches the server's ICU data; reached within the funnel, it is built here in the browser, and the
 * landing page never carries the 200-odd countries it does not show (issue #20).
 */
export function RegistrationStep({
  plan,
  countries,
  onBack,
  onRegistered,
}: {
  plan: Plan | undefined;
  countries: PhoneCountry[] | undefined;
  onBack: () => void;
  onRegistered: (details: Registered) => void;
}) {
  const list = useMemo(() => countries ?? phoneCountries(), [countries]);
  return (
    <StepLayout onBack={onBack}>
      <Eyebrow>Almost there</Eyebrow>
      <StepHeading className="mt-2">Create your account</StepHeading>
      <p className="mt-3 text-muted">
        Create your account to start your {TRIAL_DAYS}-day free trial. Cancel before day {TRIAL_DAYS} for $0.
      </p>
      <div className="mt-6 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <RegistrationForm plan={plan} countries={list} onRegistered={onRegistered} />
      </div>
    </StepLayout>
  );
}
