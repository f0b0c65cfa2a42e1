"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { Registered } from "@/components/auth/registration-form";
import type { Plan } from "@/lib/validation/credentials";
import type { PhoneCountry } from "@/lib/validation/phone";
import { whenSettled } from "@/components/onboarding/fetch-ahead";
import { lastStep, stepFromQuery, stepHref } from "@/components/onboarding/funnel-steps";
import { FunnelContext } from "./funnel-context";
import {
  CheckEmailStep,
  PartnerJoinStep,
  PartnerPlanStep,
  PlanStep,
  RegistrationStep,
  WelcomeStep,
  WhyChooseStep,
  prefetchAfter,
} from "./funnel-steps-lazy";
import { FUNNEL_STORAGE, readSession, writeSession } from "./funnel-storage";

const isPlan = (value: string | null): value is Plan => value === "attune_monthly" || value === "attune_annual";

/**
 * The /onboarding funnel (spec 1 §2). The step counter lives in state and is mirrored into ?step= with the History API
 * (decision 012), so Back — the on-screen button or the browser's — walks back one step, and a reload stays put.
 * `landing` is step 0, rendered on the server; every other step's code is fetched as the funnel nears it (issue #20).
 */
export function OnboardingFlow({
  partner,
  initialStep,
  paymentCancelled,
  countries,
  landing,
  rerun = false,
}: {
  partner: boolean;
  initialStep: number;
  paymentCancelled: boolean;
  /** Only when the page opens on the registration step (see RegistrationStep). */
  countries: PhoneCountry[] | undefined;
  /** Step 0, rendered on the server. */
  landing: ReactNode;
  /** A signed-in admin rerunning onboarding (spec 3 §2): every step's address keeps rerun=true. */
  rerun?: boolean;
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
    window.history.replaceState({ ...window.history.state, funnelDepth: 0 }, "", stepHref(initialStep, partner, rerun));
    if (paymentCancelled) {
      // Imported here, not at the top: sonner is not part of the landing page's first load.
      void import("sonner").then(({ toast }) =>
        toast("Payment Cancelled", {
          id: "payment-cancelled",
          description: "No worries! You can try again whenever you're ready.",
        }),
      );
    }
  }, [initialStep, partner, paymentCancelled, rerun]);

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

  // The next step's code, fetched ahead (components/onboarding/fetch-ahead.ts says when). A failed fetch is tried
  // again when the step renders.
  const fetchAhead = useCallback(
    (index: number) => void prefetchAfter(index, partner)?.catch(() => undefined),
    [partner],
  );
  useEffect(() => whenSettled(() => fetchAhead(step)), [step, fetchAhead]);

  /** `replace` for moves that must not be undone by Back, such as leaving a form that has already been submitted. */
  const go = useCallback(
    (next: number, { replace = false } = {}) => {
      const state = window.history.state as { funnelDepth?: number } | null;
      const depth = (state?.funnelDepth ?? 0) + (replace ? 0 : 1);
      const url = stepHref(next, partner, rerun);
      if (replace) window.history.replaceState({ ...state, funnelDepth: depth }, "", url);
      else window.history.pushState({ ...state, funnelDepth: depth }, "", url);
      setStep(next);
    },
    [partner, rerun],
  );
  const funnel = useMemo(() => ({ start: () => go(1), intent: () => fetchAhead(0) }), [go, fetchAhead]);

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

  function partnerRegistered(details: { email: string; fullName: string }) {
    writeSession({ [FUNNEL_STORAGE.userEmail]: details.email, [FUNNEL_STORAGE.userFullName]: details.fullName });
    setEmail(details.email);
    go(1, { replace: true });
  }

  function current(): ReactNode {
    if (step === checkEmailStep) return <CheckEmailStep email={email} />;
    if (partner) {
      switch (step) {
        case 1:
          return <WelcomeStep partner onNext={() => go(2)} />;
        case 2:
          return <WhyChooseStep partner onBack={back} onNext={() => go(3)} />;
        case 3:
          return <PartnerPlanStep onBack={back} onContinue={() => go(checkEmailStep)} />;
        default:
          return <PartnerJoinStep onRegistered={partnerRegistered} />;
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
        return <RegistrationStep plan={plan} countries={countries} onBack={back} onRegistered={registered} />;
      default:
        return landing;
    }
  }

  return <FunnelContext value={funnel}>{current()}</FunnelContext>;
}
