"use client";

import { LogInPrompt } from "@/components/auth/log-in-prompt";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { Plan } from "@/lib/validation/auth";
import type { PhoneCountry } from "@/lib/validation/phone";
import { CheckYourEmail } from "@/components/auth/check-your-email";
import { RegistrationForm, type Registered } from "@/components/auth/registration-form";
import { PartnerRegistrationForm } from "@/components/onboarding/partner-registration-form";
import { lastStep, stepFromQuery, stepHref } from "@/components/onboarding/funnel-steps";
import { FUNNEL_STORAGE, readSession, writeSession } from "./funnel-storage";
import { LandingStep } from "./landing-step";
import { PartnerPlanStep } from "./partner-plan-step";
import { PlanStep } from "./plan-step";
import { Eyebrow, StepHeading, StepLayout } from "./step-layout";
import { WelcomeStep } from "./welcome-step";
import { WhyChooseStep } from "./why-choose-step";

const isPlan = (value: string | null): value is Plan => value === "attune_monthly" || value === "attune_annual";

/**
 * The /onboarding funnel (spec 1 §2). The step counter lives in state and is mirrored into ?step= with the History API
 * (decision 012), so Back — the on-screen button or the browser's — walks back one step, and a reload stays put.
 */
export function OnboardingFlow({
  partner,
  initialStep,
  paymentCancelled,
  countries,
}: {
  partner: boolean;
  initialStep: number;
  paymentCancelled: boolean;
  countries: PhoneCountry[];
}) {
  const [step, setStep] = useState(initialStep);
  const [email, setEmail] = useState<string | null>(null);
  const [plan, setPlan] = useState<Plan | undefined>(undefined);
  const checkEmailStep = lastStep(partner);
  const firstRender = useRef(true);

  // Browser-only state, read once after hydration: the chosen plan and, on a reload of step 5, who signed up.
  useEffect(() => {
    const stored = readSession(FUNNEL_STORAGE.selectedPlan);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage exists only in the browser
    if (isPlan(stored)) setPlan(stored);
    setEmail(readSession(FUNNEL_STORAGE.userEmail));
  }, []);

  // The address shows the step, without the one-off payment flags (a reload must not toast "cancelled" again).
  useEffect(() => {
    window.history.replaceState({ ...window.history.state, funnelDepth: 0 }, "", stepHref(initialStep, partner));
    if (paymentCancelled) {
      toast("Payment Cancelled", {
        id: "payment-cancelled",
        description: "No worries! You can try again whenever you're ready.",
      });
    }
  }, [initialStep, partner, paymentCancelled]);

  useEffect(() => {
    const onPop = () => {
      const query = Object.fromEntries(new URLSearchParams(window.location.search));
      setStep(stepFromQuery({ ...query, partner: partner ? "true" : undefined }));
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [partner]);

  // Spec 1 §2: the page scrolls to the top on every step change; focus follows to the new heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>("[data-step-heading]")?.focus({ preventScroll: true });
  }, [step]);

  /** `replace` for moves that must not be undone by Back, such as leaving a form that has already been submitted. */
  const go = useCallback(
    (next: number, { replace = false } = {}) => {
      const state = window.history.state as { funnelDepth?: number } | null;
      const depth = (state?.funnelDepth ?? 0) + (replace ? 0 : 1);
      const url = stepHref(next, partner);
      if (replace) window.history.replaceState({ ...state, funnelDepth: depth }, "", url);
      else window.history.pushState({ ...state, funnelDepth: depth }, "", url);
      setStep(next);
    },
    [partner],
  );
  // Within the funnel's own history entries Back is the browser's Back; arriving mid-funnel (a reload, a payment
  // return) there is nothing of ours to go back to, so the previous step replaces the current one.
  const back = () => {
    const depth = (window.history.state as { funnelDepth?: number } | null)?.funnelDepth ?? 0;
    if (depth > 0) window.history.back();
    else go(Math.max(step - 1, 0), { replace: true });
  };

  function registered(details: Registered) {
    // Spec 1 §3: what the funnel remembers in session storage. Never the password.
    writeSession({
      [FUNNEL_STORAGE.postPaymentRegistration]: "completed",
      [FUNNEL_STORAGE.userEmail]: details.email,
      [FUNNEL_STORAGE.userFullName]: details.fullName,
      [FUNNEL_STORAGE.userPhone]: details.phone ?? "",
      [FUNNEL_STORAGE.selectedPlan]: plan ?? "",
    });
    setEmail(details.email);
    go(checkEmailStep, { replace: true });
  }

  if (step === checkEmailStep) {
    return (
      <StepLayout showLogin={false}>
        <CheckYourEmail email={email} />
      </StepLayout>
    );
  }

  if (partner) {
    switch (step) {
      case 1:
        return <WelcomeStep partner onNext={() => go(2)} />;
      case 2:
        return <WhyChooseStep partner onBack={back} onNext={() => go(3)} />;
      case 3:
        return <PartnerPlanStep onBack={back} onContinue={() => go(checkEmailStep)} />;
      default:
        return (
          <StepLayout showLogin={false}>
            <Eyebrow>Partner invitation</Eyebrow>
            <StepHeading className="mt-2">Join Your Partner</StepHeading>
            <p className="mt-3 text-muted">
              Create your account to connect with your partner. No payment required — their subscription covers you.
            </p>
            <div className="mt-6 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
              <PartnerRegistrationForm
                onRegistered={(details) => {
                  writeSession({
                    [FUNNEL_STORAGE.userEmail]: details.email,
                    [FUNNEL_STORAGE.userFullName]: details.fullName,
                  });
                  setEmail(details.email);
                  go(1, { replace: true });
                }}
              />
            </div>
            <LogInPrompt className="mt-4 text-center" />
          </StepLayout>
        );
    }
  }

  switch (step) {
    case 1:
      return <WelcomeStep onBack={back} onNext={() => go(2)} />;
    case 2:
      return <WhyChooseStep onBack={back} onNext={() => go(3)} />;
    case 3:
      return (
        <PlanStep
          onBack={back}
          onContinue={(chosen) => {
            setPlan(chosen);
            go(4);
          }}
        />
      );
    case 4:
      return (
        <StepLayout onBack={back}>
          <Eyebrow>Almost there</Eyebrow>
          <StepHeading className="mt-2">Create your account</StepHeading>
          <p className="mt-3 text-muted">
            Create your account to start your 7-day free trial. Cancel before day 7 for $0.
          </p>
          <div className="mt-6 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
            <RegistrationForm plan={plan} countries={countries} onRegistered={registered} />
          </div>
        </StepLayout>
      );
    default:
      return <LandingStep onStart={() => go(1)} />;
  }
}
