"use client";

import { CheckYourEmail } from "@/components/auth/check-your-email";
import { StepLayout } from "./step-layout";

/** The funnel's last step, for both funnels: the verification link is on its way. */
export function CheckEmailStep({ email }: { email: string | null }) {
  return (
    <StepLayout showLogin={false}>
      <CheckYourEmail email={email} />
    </StepLayout>
  );
}
