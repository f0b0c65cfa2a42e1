"use client";

import { LogInPrompt } from "@/components/auth/log-in-prompt";
import { PartnerRegistrationForm } from "@/components/onboarding/partner-registration-form";
import { Eyebrow, StepHeading, StepLayout } from "./step-layout";

/** The partner funnel's first step: an invited partner creates their account; their partner's plan covers them. */
export function PartnerJoinStep({
  onRegistered,
}: {
  onRegistered: (details: { email: string; fullName: string }) => void;
}) {
  return (
    <StepLayout showLogin={false}>
      <Eyebrow>Partner invitation</Eyebrow>
      <StepHeading className="mt-2">Join Your Partner</StepHeading>
      <p className="mt-3 text-muted">
        Create your account to connect with your partner. No payment required — their subscription covers you.
      </p>
      <div className="mt-6 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <PartnerRegistrationForm onRegistered={onRegistered} />
      </div>
      <LogInPrompt className="mt-4 text-center" />
    </StepLayout>
  );
}
